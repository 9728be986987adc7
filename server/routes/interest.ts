/**
 * The interest routes (registered under the `/api` prefix): `POST /applications` (apply for
 * access to an Open pool), `POST /waitlist` (join an Upcoming pool's waitlist), and the removal
 * link of their e-mails: `GET /interest/remove?token=` answers the confirmation page and
 * `POST /interest/remove` erases the entry. Same standard as the contact form: the contracts'
 * Zod schemas, Origin check, 413/415/429, honeypot, and a browser's native form post answered
 * with a 303 to `/interest/<outcome>`. See server/routes/README.md for the contract in full.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import {
  errorCodes,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import countries from 'i18n-iso-countries';
import {
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTHS,
  CONSENT_VERSIONS,
  INTEREST_BODY_MAX_BYTES,
  REMOVAL_TOKEN_PLACEHOLDER,
  WAITLIST_FIELDS,
  WAITLIST_MAX_LENGTHS,
  applicationSchema,
  interestReceivedBodySchema,
  interestRemovedBodySchema,
  isExcludedCountry,
  isInterestSpam,
  poolFactsSchema,
  poolName,
  removalRequestSchema,
  waitlistSchema,
  type InterestErrorCode,
  type InterestKind,
  type InterestOutcome,
  type PoolFacts,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '#contracts/locale.ts';
import { DEFAULT_RATE_LIMIT } from '../config.ts';
import {
  APPLICATION_CONFIRMATION_KIND,
  APPLICATION_NOTICE_KIND,
  WAITLIST_CONFIRMATION_KIND,
  renderApplicationNotice,
  renderConfirmation,
  type InterestMailAddresses,
  type InterestMailEntry,
} from '../mail/interest.ts';
import { ApiError, isBrowserFormPost, type FormRouteConfig } from '../plugins/error-handler.ts';
import { createContactMessagesRepository } from '../repositories/contact-messages.ts';
import {
  createInterestEntriesRepository,
  type EntryMail,
  type NewInterestEntry,
} from '../repositories/interest-entries.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { createLinkSigner, LINK_TOKEN_MAX_LENGTH } from '../tokens.ts';
import { isCrossSite, mediaType, normalizeOrigin } from './contact.ts';

/** File of the build that publishes the pools' ids, names and statuses (src/pages/pools.json.ts). */
export const POOL_FACTS_FILE = 'pools.json';
/**
 * The removal confirmation page of the build (src/pages/interest/remove.astro); each other
 * locale's is under its prefix (`ar/interest/remove.html`), the English one its fallback.
 */
export const REMOVE_PAGE_FILE = 'interest/remove.html';
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

/** Options of the route plugin (app.ts fills them from AppOptions). */
export interface InterestRoutesOptions {
  /** The open, migrated database (closed by the app, after the outbox worker has stopped). */
  db: DatabaseSync;
  /** Built site: the removal confirmation page is read from it. */
  distDir: string;
  /** The pools and their statuses, from the build's /pools.json. */
  pools: PoolFacts;
  /** Public origin of the site (SITE_URL), for the links in e-mails. */
  siteUrl: string;
  /** Secret for signing e-mail links (LINK_SIGNING_SECRET); default a random one kept in the database. */
  linkSigningSecret?: string;
  /** Accepted submissions per client IP and window, per route (default 5 per 10 minutes). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Secret for the IP hash; default the contact form's salt kept in the database. */
  ipHashSalt?: string;
  /** Extra origins allowed to post, as for contact. */
  trustedOrigins?: readonly string[];
  /** The team's mailbox and sender, and how to wake the outbox worker; absent: stored only. */
  mail?: InterestMailAddresses & { notify(): void };
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const JSON_CONTENT_TYPE = 'application/json';

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

/** The URL of an outcome page, in `locale` (an outcome page is built for every locale). */
export function interestOutcomePath(
  outcome: InterestOutcome,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return localePath(`/interest/${outcome}`, locale);
}

function outcomePage(code: string): string | undefined {
  // A cross-site post gets no help finding our pages; every other failure has one.
  if (code === 'forbidden_origin') return undefined;
  return interestOutcomePath(OUTCOME_BY_CODE[code as InterestErrorCode] ?? 'error');
}

const APPLICATION_FORM: FormRouteConfig = {
  fields: APPLICATION_FIELDS,
  maxLengths: APPLICATION_MAX_LENGTHS,
  outcomePage,
};
const WAITLIST_FORM: FormRouteConfig = {
  fields: WAITLIST_FIELDS,
  maxLengths: WAITLIST_MAX_LENGTHS,
  outcomePage,
};
const REMOVE_FORM: FormRouteConfig = {
  fields: ['token'],
  maxLengths: { token: LINK_TOKEN_MAX_LENGTH },
  // Any unreadable removal is a link problem for the visitor, except these two.
  outcomePage: (code) =>
    code === 'forbidden_origin'
      ? undefined
      : interestOutcomePath(
          code === 'rate_limited'
            ? 'rate-limited'
            : code === 'internal_error'
              ? 'error'
              : 'link-invalid',
        ),
};

/** The English name of an assigned ISO 3166-1 alpha-2 code; undefined for any other. */
function countryName(code: string): string | undefined {
  return countries.isValid(code) ? countries.getName(code, 'en') : undefined;
}

/** Escapes text for an HTML attribute value. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The removal confirmation page of each locale; a locale whose page the build lacks gets the
 * English one. A page without the token placeholder stops the server.
 */
async function loadRemovePages(distDir: string): Promise<Record<Locale, string>> {
  const read = async (file: string) => {
    const page = await readFile(path.join(distDir, file), 'utf8');
    if (!page.includes(REMOVAL_TOKEN_PLACEHOLDER)) {
      throw new Error(`${file} has no ${REMOVAL_TOKEN_PLACEHOLDER} for the token`);
    }
    return page;
  };
  const english = await read(REMOVE_PAGE_FILE);
  const pages = { en: english, ar: english } satisfies Record<Locale, string>;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const file = localePath(`/${REMOVE_PAGE_FILE}`, locale).slice(1);
    pages[locale] = await read(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return english;
      throw error;
    });
  }
  return pages;
}

/** The interest route plugin; register with `{ prefix: '/api' }`. */
export const interestRoutes: FastifyPluginAsync<InterestRoutesOptions> = async (app, options) => {
  const repository = createInterestEntriesRepository(options.db);
  const ipHashSalt =
    options.ipHashSalt ??
    createContactMessagesRepository(options.db).ipHashSalt(() => randomBytes(32).toString('hex'));
  const signer = createLinkSigner(
    options.linkSigningSecret ??
      repository.linkSigningSecret(() => randomBytes(32).toString('hex')),
    REMOVE_LINK_PURPOSE,
  );
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const trustedOrigins = new Set(
    (options.trustedOrigins ?? []).flatMap((origin) => normalizeOrigin(origin) ?? []),
  );
  const pools = new Map(options.pools.map((pool) => [pool.id, pool]));
  const removePages = await loadRemovePages(options.distDir);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  // One link for every language: the token carries the locale, and GET answers with that page.
  const removeUrl = (id: string, locale: Locale) =>
    `${siteUrl}/api/interest/remove?token=${encodeURIComponent(signer.sign(id, Date.now(), locale))}`;

  if (!app.hasContentTypeParser(FORM_CONTENT_TYPE)) await app.register(formbody);
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  const routeConfig = (form: FormRouteConfig) => ({
    form,
    // Counted after validation, as for contact: a visitor correcting a typo is not locked out.
    rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs, hook: 'preHandler' as const },
  });

  async function guard(request: FastifyRequest): Promise<void> {
    if (isCrossSite(request, trustedOrigins)) {
      throw new ApiError(403, 'forbidden_origin', 'Forms can only be sent from this website');
    }
    const type = mediaType(request);
    if (type !== JSON_CONTENT_TYPE && type !== FORM_CONTENT_TYPE) {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type || 'none');
    }
  }

  /** The pool, checked to take this kind of entry; throws the answer otherwise. */
  function poolFor(poolId: string, kind: InterestKind) {
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
  }

  /** The country's English name; throws the answer for an unknown or excluded country. */
  function eligibleCountry(code: string): string {
    const name = countryName(code);
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
  }

  function ipHash(request: FastifyRequest): string {
    return createHmac('sha256', ipHashSalt).update(request.ip).digest('hex');
  }

  /** Stores the entry with its e-mails (when mail is on) and wakes the outbox. */
  function save(
    entry: NewInterestEntry,
    mailEntry: Omit<InterestMailEntry, 'id'>,
    render: (entry: InterestMailEntry, mail: InterestMailAddresses) => EntryMail[],
  ): void {
    const mail = options.mail;
    repository.save(entry, (id) => (mail ? render({ id, ...mailEntry }, mail) : []));
    mail?.notify();
  }

  /**
   * The answer to a stored (or silently dropped) entry: a browser's native post goes to the
   * outcome page in its language, any other client gets the JSON.
   */
  function received(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: InterestKind,
    locale: Locale,
  ): FastifyReply {
    if (isBrowserFormPost(request)) {
      const outcome = kind === 'application' ? 'applied' : 'waitlisted';
      return reply.redirect(interestOutcomePath(outcome, locale), 303);
    }
    return reply.code(200).send({ status: 'received', kind });
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/applications',
    {
      schema: { body: applicationSchema, response: { 200: interestReceivedBodySchema } },
      bodyLimit: INTEREST_BODY_MAX_BYTES,
      config: routeConfig(APPLICATION_FORM),
      onRequest: guard,
    },
    async (request, reply) => {
      const body = request.body;
      const locale = body.locale ?? DEFAULT_LOCALE;
      reply.header('cache-control', CACHE_CONTROL.noStore);
      // A bot gets the answer a person gets, and nothing is kept or sent.
      if (!isInterestSpam(body)) {
        const pool = poolFor(body.poolId, 'application');
        const name = eligibleCountry(body.country);
        const at = new Date().toISOString();
        const message = body.message === undefined || body.message === '' ? null : body.message;
        save(
          {
            kind: 'application',
            poolId: pool.id,
            email: body.email,
            name: body.name,
            country: body.country,
            investorType: body.investorType,
            amountBand: body.amountBand,
            notUsPerson: true,
            riskRead: true,
            message,
            consentVersion: CONSENT_VERSIONS.application,
            consentedAt: at,
            ipHash: ipHash(request),
            userAgent: request.headers['user-agent'] ?? null,
            locale,
            at,
          },
          {
            kind: 'application',
            poolId: pool.id,
            poolName: pool.name,
            localPoolName: poolName(pool, locale),
            locale,
            email: body.email,
            name: body.name,
            country: body.country,
            countryName: name,
            investorType: body.investorType,
            amountBand: body.amountBand,
            message,
            consentVersion: CONSENT_VERSIONS.application,
            at,
          },
          (entry, mail) => [
            {
              kind: APPLICATION_CONFIRMATION_KIND,
              mail: renderConfirmation(entry, mail, removeUrl(entry.id, locale)),
            },
            { kind: APPLICATION_NOTICE_KIND, mail: renderApplicationNotice(entry, mail) },
          ],
        );
      }
      return received(request, reply, 'application', locale);
    },
  );

  typed.post(
    '/waitlist',
    {
      schema: { body: waitlistSchema, response: { 200: interestReceivedBodySchema } },
      bodyLimit: INTEREST_BODY_MAX_BYTES,
      config: routeConfig(WAITLIST_FORM),
      onRequest: guard,
    },
    async (request, reply) => {
      const body = request.body;
      const locale = body.locale ?? DEFAULT_LOCALE;
      reply.header('cache-control', CACHE_CONTROL.noStore);
      if (!isInterestSpam(body)) {
        const pool = poolFor(body.poolId, 'waitlist');
        const name = eligibleCountry(body.country);
        const at = new Date().toISOString();
        const entrant = body.name === undefined || body.name === '' ? null : body.name;
        save(
          {
            kind: 'waitlist',
            poolId: pool.id,
            email: body.email,
            name: entrant,
            country: body.country,
            investorType: null,
            amountBand: null,
            notUsPerson: null,
            riskRead: null,
            message: null,
            consentVersion: CONSENT_VERSIONS.waitlist,
            consentedAt: at,
            ipHash: ipHash(request),
            userAgent: request.headers['user-agent'] ?? null,
            locale,
            at,
          },
          {
            kind: 'waitlist',
            poolId: pool.id,
            poolName: pool.name,
            localPoolName: poolName(pool, locale),
            locale,
            email: body.email,
            name: entrant,
            country: body.country,
            countryName: name,
            investorType: null,
            amountBand: null,
            message: null,
            consentVersion: CONSENT_VERSIONS.waitlist,
            at,
          },
          (entry, mail) => [
            {
              kind: WAITLIST_CONFIRMATION_KIND,
              mail: renderConfirmation(entry, mail, removeUrl(entry.id, locale)),
            },
          ],
        );
      }
      return received(request, reply, 'waitlist', locale);
    },
  );

  // A mail scanner fetches every link in an e-mail: GET only shows the confirmation page, and
  // the entry is erased by the page's POST, which only a person's click sends.
  app.get('/interest/remove', async (request, reply) => {
    const token = (request.query as Record<string, unknown>)['token'];
    const link = signer.verify(token);
    reply.header('cache-control', CACHE_CONTROL.noStore);
    if (link === undefined || repository.get(link.id) === undefined) {
      const locale = signer.localeOf(token) ?? DEFAULT_LOCALE;
      return reply.redirect(interestOutcomePath('link-invalid', locale), 303);
    }
    const page = removePages[link.locale];
    return reply
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page.replace(REMOVAL_TOKEN_PLACEHOLDER, escapeAttribute(String(token))));
  });

  typed.post(
    '/interest/remove',
    {
      schema: { body: removalRequestSchema, response: { 200: interestRemovedBodySchema } },
      bodyLimit: INTEREST_BODY_MAX_BYTES,
      config: routeConfig(REMOVE_FORM),
      onRequest: guard,
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.noStore);
      const link = signer.verify(request.body.token);
      if (link === undefined || !repository.remove(link.id)) {
        // The error handler sends a native post to the outcome page in the form's language
        // (its locale field); a genuine token's own language comes first.
        const locale = signer.localeOf(request.body.token);
        if (locale !== undefined) request.body.locale = locale;
        throw new ApiError(
          400,
          'link_invalid',
          'This link is not valid: it may have expired or been used already',
        );
      }
      request.log.info('Interest entry removed through its e-mail link');
      if (isBrowserFormPost(request)) {
        return reply.redirect(interestOutcomePath('removed', link.locale), 303);
      }
      return reply.code(200).send({ status: 'removed' as const });
    },
  );
};
