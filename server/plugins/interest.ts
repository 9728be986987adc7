/**
 * What the interest routes share (applications.ts, waitlist.ts, removal.ts): the pools the build
 * published, which pool takes which kind of entry, who may register, the signed removal links,
 * the entries repository, and how a received entry is answered. Decorated as `app.interest` on
 * the scope that registers it (fastify-plugin), so each route file reads as its own behaviour.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import countries from 'i18n-iso-countries';
import {
  CONSENT_VERSIONS,
  isExcludedCountry,
  poolFactsSchema,
  poolName,
  type AmountBand,
  type InterestErrorCode,
  type InterestKind,
  type InterestOutcome,
  type InvestorType,
  type PoolFacts,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '#contracts/locale.ts';
import '../app-decorations.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '../leads-webhook.ts';
import {
  createInterestEntriesRepository,
  type EntryMail,
  type InterestEntriesRepository,
} from '../repositories/interest-entries.ts';
import {
  APPLICATION_CONFIRMATION_KIND,
  APPLICATION_NOTICE_KIND,
  PRIVACY_NOTICE_PATH,
  WAITLIST_CONFIRMATION_KIND,
  renderApplicationNotice,
  renderConfirmation,
} from '../mail/interest.ts';
import { createSettingsRepository } from '../repositories/settings.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { createLinkSigner, type LinkSigner } from '../tokens.ts';
import { ApiError, isBrowserFormPost, type FormRouteConfig } from './error-handler.ts';

/** File of the build that publishes the pools' ids, names and statuses (src/pages/pools.json.ts). */
export const POOL_FACTS_FILE = 'pools.json';
/** What the HMAC of removal links is for; a token signed for anything else is refused. */
export const REMOVE_LINK_PURPOSE = 'interest-remove';

/**
 * Reads the pool facts the build published; undefined when the build has none (the interest
 * routes are then left out). A file that is there but malformed stops the server.
 */
export async function loadPoolFacts(distDir: string): Promise<PoolFacts | undefined> {
  let raw: string;
  try {
    raw = await readFile(path.join(distDir, POOL_FACTS_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = poolFactsSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    throw new Error(`${POOL_FACTS_FILE} in ${distDir} is not valid: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The page a browser's native form post lands on, by the answer's code (src/pages/interest/). */
const OUTCOME_BY_CODE: Partial<Record<InterestErrorCode, InterestOutcome>> = {
  missing_fields: 'missing',
  invalid_email: 'invalid-email',
  too_long: 'too-long',
  payload_too_large: 'too-long',
  rate_limited: 'rate-limited',
  not_available: 'not-available',
  pool_not_open: 'not-open',
  pool_not_upcoming: 'not-open',
  link_invalid: 'link-invalid',
};

/**
 * The URL of an outcome page, in `locale` (an outcome page is built for every locale). With a
 * pool, the page that names it: the build has one per outcome for each pool that takes entries
 * (src/pages/[...locale]/interest/[outcome]/[pool].astro).
 */
export function interestOutcomePath(
  outcome: InterestOutcome,
  locale: Locale = DEFAULT_LOCALE,
  poolId?: string,
): string {
  const page = `/interest/${outcome}${poolId === undefined ? '' : `/${encodeURIComponent(poolId)}`}`;
  return localePath(page, locale);
}

/**
 * The outcome page of a failed application or waitlist post (FormRouteConfig.outcomePage): the
 * one naming the posted pool when the build has it, so its first button leads back to that form.
 */
export function interestOutcomePage(code: string, request: FastifyRequest): string | undefined {
  // A cross-site post gets no help finding our pages; every other failure has one.
  if (code === 'forbidden_origin') return undefined;
  const poolId = (request.body as { poolId?: unknown } | undefined)?.poolId;
  const named =
    typeof poolId === 'string' && request.server.interest.takesEntries(poolId) ? poolId : undefined;
  return interestOutcomePath(
    OUTCOME_BY_CODE[code as InterestErrorCode] ?? 'error',
    DEFAULT_LOCALE,
    named,
  );
}

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

/** What `app.interest` offers the interest routes. */
export interface InterestKit {
  repository: InterestEntriesRepository;
  signer: LinkSigner;
  /** The removal link of an entry, whose pages are in `locale`. */
  removeUrl(id: string, locale: Locale): string;
  /** The privacy notice in `locale`, for the visitor's e-mails. */
  privacyUrl(locale: Locale): string;
  /** The pool, checked to take this kind of entry; throws the answer otherwise. */
  poolFor(poolId: string, kind: InterestKind): Pool;
  /** Whether the pool takes entries of some kind (Open or Upcoming): its outcome pages exist. */
  takesEntries(poolId: string): boolean;
  /** The country's English name; throws the answer for an unknown or excluded country. */
  eligibleCountry(code: string): string;
  /**
   * The answer to a received entry: the outcome page for a native post (naming the pool when
   * `poolId` is given), else the JSON.
   */
  received(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: InterestKind,
    locale: Locale,
    poolId?: string,
  ): FastifyReply;
  /**
   * Takes one post of an interest form: a bot's (`spam`) gets the answer a person gets and
   * nothing is kept or sent; otherwise the pool and the country are checked (throwing the
   * answer), the entry is stored with its e-mails and lead event in one transaction (a repeat
   * from the same address: its owner's confirmation again, nothing else), and it is answered.
   */
  accept(
    request: FastifyRequest,
    reply: FastifyReply,
    post: { kind: InterestKind; spam: boolean; answers: InterestAnswers },
  ): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The interest routes' shared parts (plugins/interest.ts), in their scope only. */
    interest: InterestKit;
  }
}

/** A form route's config for an interest form with these fields and limits. */
export function interestForm(
  fields: readonly string[],
  maxLengths: Readonly<Record<string, number>>,
): FormRouteConfig {
  return { fields, maxLengths, outcomePage: interestOutcomePage };
}

export interface InterestPluginOptions {
  /** The pools and their statuses, from the build's /pools.json. */
  pools: PoolFacts;
}

export const interestPlugin = fp<InterestPluginOptions>(
  async (app, options) => {
    const repository = createInterestEntriesRepository(app.db);
    const signer = createLinkSigner(
      app.config.linkSigningSecret ?? createSettingsRepository(app.db).linkSigningSecret(),
      REMOVE_LINK_PURPOSE,
    );
    const pools = new Map(options.pools.map((pool) => [pool.id, pool]));
    const siteUrl = app.config.siteUrl.replace(/\/+$/, '');

    const kit: InterestKit = {
      repository,
      signer,
      // One link for every language: the token carries the locale, and GET answers with that page.
      removeUrl: (id, locale) =>
        `${siteUrl}/api/interest/remove?token=${encodeURIComponent(signer.sign(id, Date.now(), locale))}`,
      privacyUrl: (locale) =>
        `${siteUrl}${localePath(PRIVACY_NOTICE_PATH.page, locale)}${PRIVACY_NOTICE_PATH.anchor}`,
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
      received(request, reply, kind, locale, poolId) {
        reply.header('cache-control', CACHE_CONTROL.noStore);
        if (isBrowserFormPost(request)) {
          const outcome = kind === 'application' ? 'applied' : 'waitlisted';
          return reply.redirect(interestOutcomePath(outcome, locale, poolId), 303);
        }
        return reply.code(200).send({ status: 'received', kind });
      },
      accept(request, reply, { kind, spam, answers }) {
        const { locale } = answers;
        if (spam) {
          const named = kit.takesEntries(answers.poolId) ? answers.poolId : undefined;
          return kit.received(request, reply, kind, locale, named);
        }
        const pool = kit.poolFor(answers.poolId, kind);
        const countryName = kit.eligibleCountry(answers.country);
        const at = new Date().toISOString();
        const consentVersion = CONSENT_VERSIONS[kind];
        const { notUsPerson, riskRead, ...entry } = { ...answers, kind, poolId: pool.id };
        const { mail, leads, notify } = app.outgoing;
        const outgoing = (id: string, repeated: boolean): EntryMail[] => {
          const about = {
            ...entry,
            id,
            poolName: pool.name,
            localPoolName: poolName(pool, locale),
            countryName,
            consentVersion,
            at,
          };
          const links = {
            removeUrl: kit.removeUrl(id, locale),
            privacyUrl: kit.privacyUrl(locale),
          };
          const confirmation = mail && {
            kind: CONFIRMATION_KIND[kind],
            mail: renderConfirmation(about, mail, links),
          };
          // A repeat gets its owner's confirmation again, nothing else: the team sees it beside
          // the entry (npm run interest).
          if (repeated) return confirmation ? [confirmation] : [];
          const notice = mail &&
            kind === 'application' && {
              kind: APPLICATION_NOTICE_KIND,
              mail: renderApplicationNotice(about, mail),
            };
          const lead = leads && {
            kind: LEADS_WEBHOOK_KIND,
            event: leadEvent(kind, at, {
              id,
              poolId: pool.id,
              name: entry.name,
              email: entry.email,
              country: entry.country,
              // The application's own answers; a waitlist lead has none.
              ...(kind === 'application' && {
                investorType: entry.investorType,
                amountBand: entry.amountBand,
                message: entry.message,
              }),
              locale,
              consentVersion,
            }),
          };
          return [confirmation, notice, lead].filter(
            (item) => item !== undefined && item !== false,
          );
        };
        const saved = kit.repository.save(
          {
            ...entry,
            notUsPerson,
            riskRead,
            consentVersion,
            consentedAt: at,
            at,
            ipHash: app.ipHash(request),
            userAgent: request.headers['user-agent'] ?? null,
          },
          outgoing,
        );
        if (saved.repeated) request.log.info({ entryId: saved.id, kind }, 'Repeat entry recorded');
        if (saved.enqueued) notify();
        return kit.received(request, reply, kind, locale, pool.id);
      },
    };
    app.decorate('interest', kit);
  },
  { name: 'interest' },
);
