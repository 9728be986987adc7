/**
 * `POST /contact` (registered under the `/api` prefix): a contact message, validated by the
 * shared contract's schema, stored, and queued for e-mail forwarding. Failures are thrown and
 * answered by the app's one error handler (plugins/error-handler.ts), which sends a browser's
 * native form post to the outcome page named here.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { errorCodes, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_BODY_MAX_BYTES,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  contactCreatedBodySchema,
  contactMessageSchema,
  isContactSpam,
  type ContactErrorCode,
  type ContactOutcome,
} from '#contracts/contact.ts';
import { DEFAULT_LOCALE, localePath } from '#contracts/locale.ts';
import { DEFAULT_RATE_LIMIT } from '../config.ts';
import type { ContactForwardAddresses } from '../mail/contact-forward.ts';
import { ApiError, isBrowserFormPost, type FormRouteConfig } from '../plugins/error-handler.ts';
import { createContactMessagesRepository } from '../repositories/contact-messages.ts';
import { CACHE_CONTROL } from '../response-headers.ts';

/** Contact settings, passed through `AppOptions.contact` (main.ts fills them from the config). */
export interface ContactOptions {
  /** Accepted messages per client IP and window (default 5 per 10 minutes). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** SMTP connection URL (`SMTP_URL`); without it messages are stored only. */
  smtpUrl?: string;
  /** Recipient(s) of forwarded messages (`CONTACT_TO`). */
  contactTo?: string;
  /** Sender address of forwarded messages (`CONTACT_FROM`, default `contactTo`). */
  contactFrom?: string;
  /** Secret for the IP hash (`IP_HASH_SALT`); default a random salt kept in the database. */
  ipHashSalt?: string;
  /** Forwarding backoff schedule in ms; tests use tiny values. */
  retryDelaysMs?: readonly number[];
  /** Forwarding attempts before a message is left as failed. */
  maxForwardAttempts?: number;
  /** Extra origins allowed to post (`CONTACT_TRUSTED_ORIGINS`), e.g. behind a Host-rewriting proxy. */
  trustedOrigins?: readonly string[];
}

/** Options of the route plugin. */
export interface ContactRoutesOptions extends Pick<
  ContactOptions,
  'rateLimit' | 'ipHashSalt' | 'trustedOrigins'
> {
  /** The open, migrated database (closed by the app, after the outbox worker has stopped). */
  db: DatabaseSync;
  /** Where messages are forwarded, and how to wake the outbox worker; absent: stored only. */
  forward?: ContactForwardAddresses & { notify(): void };
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const JSON_CONTENT_TYPE = 'application/json';

/**
 * The page a browser's native form post lands on, by the answer's code (see src/pages/contact/),
 * in the language of the form (`/ar/contact/sent` from an Arabic page).
 */
const OUTCOME_BY_CODE: Partial<Record<ContactErrorCode, ContactOutcome>> = {
  missing_fields: 'missing',
  invalid_email: 'invalid-email',
  too_long: 'too-long',
  payload_too_large: 'too-long',
  rate_limited: 'rate-limited',
};

function outcomePath(outcome: ContactOutcome): string {
  return `/contact/${outcome}`;
}

const CONTACT_FORM: FormRouteConfig = {
  fields: CONTACT_FIELDS,
  maxLengths: CONTACT_MAX_LENGTHS,
  // A cross-site post gets no help finding our pages; every other failure has one.
  outcomePage: (code) =>
    code === 'forbidden_origin'
      ? undefined
      : outcomePath(OUTCOME_BY_CODE[code as ContactErrorCode] ?? 'error'),
};

/** The request's media type, lower case, without parameters ('' when absent). */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** An origin as `URL#origin` spells it, or undefined when it does not parse. */
export function normalizeOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a post comes from another site (the Origin check of every form route): a trusted
 * origin never is; Sec-Fetch-Site cross-site, an opaque origin or one other than Host is.
 */
export function isCrossSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    if (normalized !== undefined && trustedOrigins.has(normalized)) return false;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (origin === undefined) return false;
  try {
    const originUrl = new URL(origin);
    // Parsing Host with the origin's scheme drops default ports the same way on both sides.
    return new URL(`${originUrl.protocol}//${request.host}`).host !== originUrl.host;
  } catch {
    // "null" (sandboxed or privacy-sensitive contexts) or garbage: not provably same-origin.
    return true;
  }
}

/** The contact route plugin; register with `{ prefix: '/api' }`. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  const repository = createContactMessagesRepository(options.db);
  const ipHashSalt =
    options.ipHashSalt ?? repository.ipHashSalt(() => randomBytes(32).toString('hex'));
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const trustedOrigins = new Set(
    (options.trustedOrigins ?? []).flatMap((origin) => normalizeOrigin(origin) ?? []),
  );

  if (options.forward !== undefined) {
    // Forwards moved over from before the outbox wait for the addresses to render them with.
    repository.renderMigratedForwards(options.forward);
  } else {
    app.log.info('Contact messages are stored only (set SMTP_URL and CONTACT_TO to forward them)');
  }

  // The app may already parse forms; a second parser for the same type would be an error.
  if (!app.hasContentTypeParser(FORM_CONTENT_TYPE)) await app.register(formbody);
  // Registered only here unless the app already has it globally; the route config sets the limit.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: { body: contactMessageSchema, response: { 201: contactCreatedBodySchema } },
      bodyLimit: CONTACT_BODY_MAX_BYTES,
      config: {
        form: CONTACT_FORM,
        // Counted in preHandler, after validation: only messages that would be stored count,
        // so a visitor correcting a typo is not locked out.
        rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs, hook: 'preHandler' },
      },
      onRequest: async (request) => {
        if (isCrossSite(request, trustedOrigins)) {
          throw new ApiError(
            403,
            'forbidden_origin',
            'Messages can only be sent from this website',
          );
        }
        const type = mediaType(request);
        if (type !== JSON_CONTENT_TYPE && type !== FORM_CONTENT_TYPE) {
          throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type || 'none');
        }
      },
    },
    async (request, reply) => {
      const message = request.body;
      const spam = isContactSpam(message);
      // The message and its forward (never for spam) are committed together, before the answer.
      const stored = repository.store(
        {
          receivedAt: new Date().toISOString(),
          name: message.name,
          email: message.email,
          message: message.message,
          ipHash: createHmac('sha256', ipHashSalt).update(request.ip).digest('hex'),
          userAgent: request.headers['user-agent'] ?? null,
          spam,
          locale: message.locale ?? DEFAULT_LOCALE,
          submissionId: message.submission,
        },
        options.forward,
      );
      if (stored.repeated) {
        // A retry of a send whose answer was lost: answered as the first, kept and forwarded once.
        request.log.info({ messageId: stored.id }, 'Contact submission sent again: kept once');
      } else if (spam) {
        request.log.info({ messageId: stored.id }, 'Contact honeypot filled: stored as spam');
      } else {
        options.forward?.notify();
      }

      reply.header('cache-control', CACHE_CONTROL.noStore);
      if (isBrowserFormPost(request)) {
        return reply.redirect(
          localePath(outcomePath('sent'), message.locale ?? DEFAULT_LOCALE),
          303,
        );
      }
      return reply.code(201).send({ id: stored.id, status: 'received' });
    },
  );
};
