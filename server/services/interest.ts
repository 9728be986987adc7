/**
 * The interest domain the routes share (applications, waitlist, confirm and removal links): the
 * pools the build published, who may register, the two signed links, the double opt-in (a
 * confirmation e-mail within its limits on a post; the team's notice and the lead event only once
 * the confirm link's button is pressed), and erasure with its event. Decorated as `app.interest`
 * on the scope that registers it (fastify-plugin), so each route file reads as its own behaviour.
 */
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import countries from 'i18n-iso-countries';
import {
  CONSENT_VERSIONS,
  isExcludedCountry,
  poolName,
  type AmountBand,
  type ConfirmationState,
  type InterestKind,
  type InvestorType,
  type PoolFacts,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE, type Locale } from '#contracts/locale.ts';
import type { MailContent } from '#contracts/mail.ts';
import '../app-decorations.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '../leads-webhook.ts';
import {
  APPLICATION_CONFIRMATION_KIND,
  APPLICATION_NOTICE_KIND,
  WAITLIST_CONFIRMATION_KIND,
  renderApplicationNotice,
  renderConfirmation,
  senderMissing,
} from '../mail/interest.ts';
import { ApiError, isBrowserFormPost } from '../plugins/error-handler.ts';
import { createConfirmationSendsRepository } from '../repositories/confirmation-sends.ts';
import {
  createInterestEntriesRepository,
  type EntryMail,
  type InterestEntriesRepository,
  type StoredInterestEntry,
} from '../repositories/interest-entries.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { createLinkSigner, type LinkSigner } from '../tokens.ts';
import { erasureEvents } from './erasure.ts';
import { interestOutcomePath, receivedOutcome } from './interest-outcomes.ts';
import {
  CONFIRMATIONS_PER_DOMAIN_PER_DAY,
  CONFIRMATION_WINDOW_MS,
  CONFIRM_LINK_DAYS,
  CONFIRM_LINK_PURPOSE,
  CONFIRM_LINK_TTL_MS,
  REMOVE_LINK_PURPOSE,
} from './links.ts';
import { mailboxOf } from './mailbox.ts';

/** A pool as the build published it. */
export type Pool = PoolFacts[number];

/** One form post's answers, as its route read them: null where that form has no such field. */
export interface InterestAnswers {
  poolId: string;
  email: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  locale: Locale;
  name: string | null;
  investorType: InvestorType | null;
  amountBand: AmountBand | null;
  message: string | null;
  /** The application's two ticks (its schema requires them); null on a waitlist entry. */
  notUsPerson: boolean | null;
  riskRead: boolean | null;
}

/** The confirmation's outbox kind, by the kind of entry. */
const CONFIRMATION_KIND: Record<InterestKind, string> = {
  application: APPLICATION_CONFIRMATION_KIND,
  waitlist: WAITLIST_CONFIRMATION_KIND,
};

/** What pressing a confirm link's button did. */
export type ConfirmOutcome =
  /** Confirmed now (`first`), or before (nothing new was done). */
  | { status: 'confirmed'; first: boolean; kind: InterestKind; locale: Locale }
  /** The link is not ours, expired, or its entry is gone. */
  | { status: 'invalid' };

/** What `app.interest` offers the interest routes. */
export interface InterestKit {
  repository: InterestEntriesRepository;
  /** Signs and checks removal links (180 days). */
  signer: LinkSigner;
  /** Signs and checks confirm links (CONFIRM_LINK_DAYS). */
  confirmSigner: LinkSigner;
  /** The removal link of an entry, whose pages are in `locale`. */
  removeUrl(id: string, locale: Locale): string;
  /** The confirm link of an entry, whose pages are in `locale`. */
  confirmUrl(id: string, locale: Locale): string;
  /** The pool, checked to take this kind of entry; throws the answer otherwise. */
  poolFor(poolId: string, kind: InterestKind): Pool;
  /** Whether the pool takes entries of some kind (Open or Upcoming): its outcome pages exist. */
  takesEntries(poolId: string): boolean;
  /** The country's English name; throws the answer for an unknown or excluded country. */
  eligibleCountry(code: string): string;
  /**
   * Takes one post of an interest form: a bot's (`spam`) gets the answer a person gets and
   * nothing is kept or sent; otherwise the pool and the country are checked (throwing the
   * answer), the entry (or a repeat beside it) is stored with its confirmation e-mail when the
   * limits allow one, in one transaction, and the answer says what was sent.
   */
  accept(
    request: FastifyRequest,
    reply: FastifyReply,
    post: { kind: InterestKind; spam: boolean; answers: InterestAnswers },
  ): FastifyReply;
  /** Confirms the entry of a confirm link's token: the team's notice and lead event, once. */
  confirm(token: unknown): ConfirmOutcome;
  /** Erases the entry of a removal link's token, with its erasure event; false: no such entry. */
  remove(id: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The interest routes' shared parts (services/interest.ts), in their scope only. */
    interest: InterestKit;
  }
}

export interface InterestPluginOptions {
  /** The pools and their statuses, from the build's /pools.json. */
  pools: PoolFacts;
  /** The e-mails' words and what they name, in every language, from the build's /mail.json. */
  mailContent: MailContent;
}

export const interestPlugin = fp<InterestPluginOptions>(
  async (app, options) => {
    const repository = createInterestEntriesRepository(app.db);
    const sends = createConfirmationSendsRepository(app.db);
    const secret = app.config.linkSigningSecret;
    if (secret === undefined) {
      throw new Error(
        'buildApp sets the link key (LINK_SIGNING_SECRET or DATA_DIR/link-signing.key)',
      );
    }
    const signer = createLinkSigner(secret, REMOVE_LINK_PURPOSE);
    const confirmSigner = createLinkSigner(secret, CONFIRM_LINK_PURPOSE, CONFIRM_LINK_TTL_MS);
    // The limits' ledger keeps keyed hashes only, never an address or a domain.
    const keyed = (what: string, value: string) =>
      createHmac('sha256', secret).update(`confirmation-${what}\n${value}`).digest('hex');
    const pools = new Map(options.pools.map((pool) => [pool.id, pool]));
    const siteUrl = app.config.siteUrl.replace(/\/+$/, '');
    const { mail, leads, notify } = app.outgoing;
    const retentionDays = app.config.retentionDays;

    if (mail === undefined) {
      app.log.warn(
        `Mail is off: applications and waitlist entries are stored but cannot be confirmed; nobody is e-mailed, and each is deleted after ${CONFIRM_LINK_DAYS} days`,
      );
    } else if (senderMissing(options.mailContent[DEFAULT_LOCALE])) {
      app.log.warn(
        'The offering entity (offering.legalName and offering.address in src/content/facts.yaml) is not given: confirmation e-mails name the site and its contact address only',
      );
    }
    const countryName = (code: string) => countries.getName(code, 'en') ?? code;

    /**
     * Whether a confirmation may go to this address for this pool now (recording it when so):
     * one per mailbox and pool per window, and a daily cap per recipient domain.
     */
    function allowSend(email: string, poolId: string, at: string): ConfirmationState {
      const { mailbox, domain } = mailboxOf(email);
      const send = {
        mailboxHash: keyed('mailbox', mailbox),
        domainHash: keyed('domain', domain),
        poolId,
      };
      const last = sends.lastSentAt(send);
      if (last !== null && Date.parse(at) - Date.parse(last) < CONFIRMATION_WINDOW_MS) {
        return 'recent';
      }
      const dayAgo = new Date(Date.parse(at) - 24 * 60 * 60 * 1000).toISOString();
      if (sends.countToDomainSince(send.domainHash, dayAgo) >= CONFIRMATIONS_PER_DOMAIN_PER_DAY) {
        return 'limited';
      }
      sends.record(send, at);
      return 'sent';
    }

    /** The team's notice (applications, with mail on) and the lead event (webhook on). */
    function confirmedOutgoing(entry: StoredInterestEntry): EntryMail[] {
      const pool = pools.get(entry.poolId);
      const items: EntryMail[] = [];
      if (mail && entry.kind === 'application') {
        const about = {
          ...entry,
          poolName: pool?.name ?? entry.poolId,
          localPoolName: pool ? poolName(pool, entry.locale) : entry.poolId,
          countryName: countryName(entry.country),
          at: entry.createdAt,
        };
        items.push({
          kind: APPLICATION_NOTICE_KIND,
          mail: renderApplicationNotice(
            about,
            options.mailContent[DEFAULT_LOCALE],
            mail,
            retentionDays,
          ),
        });
      }
      if (leads) {
        items.push({
          kind: LEADS_WEBHOOK_KIND,
          event: leadEvent(entry.kind, entry.confirmedAt ?? entry.createdAt, {
            id: entry.id,
            poolId: entry.poolId,
            name: entry.name,
            email: entry.email,
            country: entry.country,
            // The application's own answers; a waitlist lead has none.
            ...(entry.kind === 'application' && {
              investorType: entry.investorType,
              amountBand: entry.amountBand,
              message: entry.message,
            }),
            locale: entry.locale,
            consentVersion: entry.consentVersion,
            confirmedAt: entry.confirmedAt,
          }),
        });
      }
      return items;
    }

    const kit: InterestKit = {
      repository,
      signer,
      confirmSigner,
      // One link for every language: the token carries the locale, and GET answers with that page.
      removeUrl: (id, locale) =>
        `${siteUrl}/api/interest/remove?token=${encodeURIComponent(signer.sign(id, Date.now(), locale))}`,
      confirmUrl: (id, locale) =>
        `${siteUrl}/api/interest/confirm?token=${encodeURIComponent(confirmSigner.sign(id, Date.now(), locale))}`,
      poolFor(poolId, kind) {
        const pool = pools.get(poolId);
        if (pool === undefined) {
          throw new ApiError(400, 'invalid_request', 'There is no such pool', {
            poolId: 'Is not a pool',
          });
        }
        if (kind === 'application' && pool.status !== 'Open') {
          throw new ApiError(409, 'pool_not_open', `The ${pool.name} is not open for applications`);
        }
        if (kind === 'waitlist' && pool.status !== 'Upcoming') {
          throw new ApiError(409, 'pool_not_upcoming', `The ${pool.name} has no waitlist`);
        }
        return pool;
      },
      takesEntries(poolId) {
        const status = pools.get(poolId)?.status;
        return status === 'Open' || status === 'Upcoming';
      },
      eligibleCountry(code) {
        const name = countries.isValid(code) ? countries.getName(code, 'en') : undefined;
        if (name === undefined) {
          throw new ApiError(400, 'invalid_request', 'The country is not known', {
            country: 'Is not an ISO 3166-1 country code',
          });
        }
        // Nothing about the visitor is stored or logged: the error handler logs no 4xx.
        if (isExcludedCountry(code)) {
          throw new ApiError(
            422,
            'not_available',
            `We are sorry: the pools are not available to residents of ${name}`,
          );
        }
        return name;
      },
      accept(request, reply, { kind, spam, answers }) {
        const { locale } = answers;
        const answer = (state: ConfirmationState, poolId?: string) => {
          reply.header('cache-control', CACHE_CONTROL.noStore);
          if (isBrowserFormPost(request)) {
            const outcome = receivedOutcome(kind, state);
            return reply.redirect(interestOutcomePath(outcome, locale, poolId), 303);
          }
          return reply.code(200).send({ status: 'received', kind, confirmation: state });
        };
        if (spam) {
          const named = kit.takesEntries(answers.poolId) ? answers.poolId : undefined;
          return answer(mail ? 'sent' : 'off', named);
        }
        const pool = kit.poolFor(answers.poolId, kind);
        kit.eligibleCountry(answers.country);
        const at = new Date().toISOString();
        const { notUsPerson, riskRead, ...entry } = { ...answers, kind, poolId: pool.id };
        let state: ConfirmationState = mail ? 'sent' : 'off';
        const confirmation = (id: string): EntryMail[] => {
          if (mail === undefined) return [];
          state = allowSend(entry.email, pool.id, at);
          if (state !== 'sent') return [];
          const links = {
            confirmUrl: kit.confirmUrl(id, locale),
            removeUrl: kit.removeUrl(id, locale),
            siteUrl,
          };
          const about = { kind, email: entry.email, locale, localPoolName: poolName(pool, locale) };
          const language = options.mailContent[locale];
          return [
            {
              kind: CONFIRMATION_KIND[kind],
              mail: renderConfirmation(about, language, mail, links),
            },
          ];
        };
        const saved = repository.save(
          {
            ...entry,
            notUsPerson,
            riskRead,
            consentVersion: CONSENT_VERSIONS[kind],
            consentedAt: at,
            at,
            ipHash: app.ipHash(request),
            userAgent: request.headers['user-agent'] ?? null,
          },
          confirmation,
        );
        if (saved.repeated) request.log.info({ entryId: saved.id, kind }, 'Repeat entry recorded');
        if (saved.enqueued) notify();
        return answer(state, pool.id);
      },
      confirm(token) {
        const link = confirmSigner.verify(token);
        if (link === undefined) return { status: 'invalid' };
        const result = repository.confirm(link.id, new Date().toISOString(), confirmedOutgoing);
        if (result.status === 'missing') return { status: 'invalid' };
        const first = result.status === 'confirmed';
        if (result.status === 'confirmed' && result.enqueued) notify();
        return { status: 'confirmed', first, kind: result.entry.kind, locale: link.locale };
      },
      remove(id) {
        const removed = repository.remove(id, (entry) => erasureEvents(entry, 'removal', leads));
        if (removed === undefined) return false;
        if (removed.erasures > 0) notify();
        return true;
      },
    };
    app.decorate('interest', kit);
  },
  { name: 'interest' },
);
