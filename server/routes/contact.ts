/**
 * `POST /contact` (registered under the `/api` prefix): validates a contact message with the
 * shared contract, stores it, and queues it for e-mail forwarding.
 * Encapsulated on purpose (no fastify-plugin): its body parsers, rate limit and error handler
 * apply to this route only.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_BODY_MAX_BYTES,
  outcomeForErrorCode,
  outcomePath,
  validateContactMessage,
  type ContactCreatedBody,
  type ContactErrorCode,
  type ContactMessage,
} from '../../contracts/contact.ts';
import { errorBody, sendError } from '../plugins/error-handler.ts';
import type { ContactForwardAddresses } from '../mail/contact-forward.ts';
import { createContactMessagesRepository } from '../repositories/contact-messages.ts';
import { createOutboxRepository } from '../repositories/outbox.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { createOutboxWorker, createSmtpSender, type OutboxWorker } from '../outbox-worker.ts';

/** Default rate limit: messages per client and window. */
export const DEFAULT_CONTACT_RATE_LIMIT = { max: 5, timeWindowMs: 10 * 60 * 1000 } as const;

/** Contact settings, passed through `AppOptions.contact` (main.ts fills them from the env). */
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
export interface ContactRoutesOptions extends ContactOptions {
  /** The open, migrated database (closed by the app, after this plugin's onClose). */
  db: DatabaseSync;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function nonEmpty(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Reads the contact settings from the environment: CONTACT_RATE_LIMIT_MAX,
 * CONTACT_RATE_LIMIT_WINDOW_MS, SMTP_URL, CONTACT_TO, CONTACT_FROM, IP_HASH_SALT,
 * CONTACT_TRUSTED_ORIGINS (comma-separated). Throws on a malformed number.
 */
export function contactOptionsFromEnv(env: NodeJS.ProcessEnv): ContactOptions {
  const options: ContactOptions = {};
  const max = positiveInteger(env, 'CONTACT_RATE_LIMIT_MAX');
  const timeWindowMs = positiveInteger(env, 'CONTACT_RATE_LIMIT_WINDOW_MS');
  if (max !== undefined || timeWindowMs !== undefined) {
    options.rateLimit = {
      max: max ?? DEFAULT_CONTACT_RATE_LIMIT.max,
      timeWindowMs: timeWindowMs ?? DEFAULT_CONTACT_RATE_LIMIT.timeWindowMs,
    };
  }
  const smtpUrl = nonEmpty(env, 'SMTP_URL');
  if (smtpUrl !== undefined) options.smtpUrl = smtpUrl;
  const contactTo = nonEmpty(env, 'CONTACT_TO');
  if (contactTo !== undefined) options.contactTo = contactTo;
  const contactFrom = nonEmpty(env, 'CONTACT_FROM');
  if (contactFrom !== undefined) options.contactFrom = contactFrom;
  const ipHashSalt = nonEmpty(env, 'IP_HASH_SALT');
  if (ipHashSalt !== undefined) options.ipHashSalt = ipHashSalt;
  const origins = nonEmpty(env, 'CONTACT_TRUSTED_ORIGINS');
  if (origins !== undefined) {
    options.trustedOrigins = origins
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }
  return options;
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const JSON_CONTENT_TYPE = 'application/json';

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

// A plain HTML form post from a browser gets redirects to static pages instead of JSON,
// so the form works without JavaScript.
function isBrowserFormPost(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return mediaType(request) === FORM_CONTENT_TYPE && accept.toLowerCase().includes('text/html');
}

function normalizeOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

function isCrossSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
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

function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ContactErrorCode,
  message: string,
  fields?: Record<string, string>,
): FastifyReply {
  // A cross-site post gets no help finding our pages; every other browser form post does.
  if (isBrowserFormPost(request) && code !== 'forbidden_origin') {
    return reply
      .header('cache-control', CACHE_CONTROL.noStore)
      .redirect(outcomePath(outcomeForErrorCode(code)), 303);
  }
  const hasFields = fields !== undefined && Object.keys(fields).length > 0;
  return sendError(reply, status, errorBody(code, message, hasFields ? fields : undefined));
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(seconds, 1)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The contact route plugin; register with `{ prefix: '/api' }`. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  const repository = createContactMessagesRepository(options.db);
  const ipHashSalt =
    options.ipHashSalt ?? repository.ipHashSalt(() => randomBytes(32).toString('hex'));
  const limit = options.rateLimit ?? DEFAULT_CONTACT_RATE_LIMIT;
  const trustedOrigins = new Set(
    (options.trustedOrigins ?? []).flatMap((origin) => normalizeOrigin(origin) ?? []),
  );
  const validated = new WeakMap<FastifyRequest, { value: ContactMessage; spam: boolean }>();

  let worker: OutboxWorker | undefined;
  let forward: ContactForwardAddresses | undefined;
  if (options.smtpUrl !== undefined && options.contactTo === undefined) {
    app.log.warn(
      'SMTP_URL is set but CONTACT_TO is not: contact messages are stored but NOT forwarded by e-mail',
    );
  } else if (options.smtpUrl !== undefined && options.contactTo !== undefined) {
    forward = { to: options.contactTo, from: options.contactFrom ?? options.contactTo };
    repository.renderMigratedForwards(forward);
    worker = createOutboxWorker({
      repository: createOutboxRepository(options.db),
      sender: createSmtpSender(options.smtpUrl),
      ...(options.retryDelaysMs && { retryDelaysMs: options.retryDelaysMs }),
      ...(options.maxForwardAttempts !== undefined && {
        maxAttempts: options.maxForwardAttempts,
      }),
      log: app.log,
    });
    const forwarding = worker;
    // Started when the app is ready, so messages left over from before a restart go out too.
    app.addHook('onReady', async () => forwarding.start());
    app.addHook('onClose', async () => forwarding.stop());
  } else {
    app.log.info('Contact messages are stored only (set SMTP_URL and CONTACT_TO to forward them)');
  }

  // The app may already parse forms; a second parser for the same type would be an error.
  if (!app.hasContentTypeParser(FORM_CONTENT_TYPE)) await app.register(formbody);
  // Registered only here unless the app already has it globally; the route config sets the limit.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendFailure(
        request,
        reply,
        413,
        'payload_too_large',
        `The request body must be at most ${CONTACT_BODY_MAX_BYTES / 1024} KB`,
      );
    }
    if (status === 415) {
      return sendFailure(
        request,
        reply,
        415,
        'unsupported_media_type',
        'Send the message as application/json or application/x-www-form-urlencoded',
      );
    }
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return sendFailure(
        request,
        reply,
        429,
        'rate_limited',
        `Too many messages from your connection. Please wait ${waitText(seconds)} before sending another.`,
      );
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON and similar parser rejections: safe to say so, no details needed.
      return sendFailure(
        request,
        reply,
        400,
        'invalid_request',
        'The request body could not be read',
      );
    }
    request.log.error({ err: error }, 'Contact message request failed');
    return sendFailure(
      request,
      reply,
      500,
      'internal_error',
      'Something went wrong on our side and your message was not stored. Please try again later.',
    );
  });

  app.post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_MAX_BYTES,
      config: {
        // Counted in preHandler, after validation: only messages that would be stored count,
        // so a visitor correcting a typo is not locked out.
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          hook: 'preHandler',
        },
      },
      onRequest: async (request, reply) => {
        if (isCrossSite(request, trustedOrigins)) {
          return sendFailure(
            request,
            reply,
            403,
            'forbidden_origin',
            'Messages can only be sent from this website',
          );
        }
        const type = mediaType(request);
        if (type !== JSON_CONTENT_TYPE && type !== FORM_CONTENT_TYPE) {
          return sendFailure(
            request,
            reply,
            415,
            'unsupported_media_type',
            'Send the message as application/json or application/x-www-form-urlencoded',
          );
        }
        return undefined;
      },
      preValidation: async (request, reply) => {
        const result = validateContactMessage(request.body);
        if (!result.ok) {
          return sendFailure(request, reply, 400, result.code, result.description, result.fields);
        }
        validated.set(request, { value: result.value, spam: result.spam });
        return undefined;
      },
    },
    async (request, reply) => {
      const submission = validated.get(request);
      if (!submission) throw new Error('Contact route reached without a validated body');
      const { value, spam } = submission;
      const stored = repository.store(
        {
          receivedAt: new Date().toISOString(),
          name: value.name,
          email: value.email,
          message: value.message,
          ipHash: createHmac('sha256', ipHashSalt).update(request.ip).digest('hex'),
          userAgent: request.headers['user-agent'] ?? null,
          spam,
        },
        forward,
      );
      if (spam)
        request.log.info({ messageId: stored.id }, 'Contact honeypot filled: stored as spam');
      else worker?.notify();

      reply.header('cache-control', CACHE_CONTROL.noStore);
      if (isBrowserFormPost(request)) return reply.redirect(outcomePath('sent'), 303);
      const body: ContactCreatedBody = { id: stored.id, status: 'received' };
      return reply.code(201).send(body);
    },
  );
};
