// Builds the Fastify app without listening, so tests drive it with app.inject and main.ts owns
// the process (env, port, signals).
import type { DatabaseSync } from 'node:sqlite';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CONTACT_BODY_MAX_BYTES } from '#contracts/contact.ts';
import { DEFAULT_RETENTION_DAYS, DEFAULT_SITE_URL } from './config.ts';
import { openDatabase } from './db.ts';
import { createOutboxWorker, createSmtpSender } from './outbox-worker.ts';
import { errorBody, errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { healthPlugin } from './plugins/health.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { loadSite, staticSitePlugin } from './plugins/static-site.ts';
import { createOutboxRepository } from './repositories/outbox.ts';
import { securityHeaders } from './response-headers.ts';
import { contactRoutes, type ContactOptions } from './routes/contact.ts';
import { interestRoutes, loadPoolFacts } from './routes/interest.ts';
import { startRetention } from './retention.ts';

/**
 * The largest body any route accepts. Routes may set a lower `bodyLimit`; a client that announces
 * more with `Expect: 100-continue` is refused with 413 before it sends a byte of it.
 */
export const MAX_BODY_BYTES = CONTACT_BODY_MAX_BYTES;

/**
 * Time a client gets to send a whole request, headers and body. Without it a body sent one byte
 * at a time holds a connection (and a file descriptor) for ever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Time a client gets to send the request headers. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** A socket that neither sends nor receives for this long is closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;
/** How often Node checks the two timeouts above (its default is 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** What buildApp needs to know about its surroundings. */
export interface AppOptions {
  /** Absolute path of the built site (astro build + scripts/postbuild.ts). */
  distDir: string;
  /** Where the server may keep its data (SQLite file); created by whoever needs it. */
  dataDir?: string;
  /** Fastify's logger option: false in tests, pino options in main.ts. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Whom to believe about the client address (X-Forwarded-For) when a proxy sits in front: the
   * rate limit and the stored address hash use it. Off by default, so a direct client can't spoof it.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Contact API settings (rate limit, e-mail forwarding, IP hash salt); main.ts reads the env. */
  contact?: ContactOptions;
  /** Public origin of the site (SITE_URL), for links in e-mails. */
  siteUrl?: string;
  /** Secret for signing e-mail links (LINK_SIGNING_SECRET); default a random one in the database. */
  linkSigningSecret?: string;
  /** Submissions older than this many days are deleted, at start and daily (default 730). */
  retentionDays?: number;
  /** Overrides REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS (tests use a short one). */
  requestTimeoutMs?: number;
}

/** Answers errors Fastify raises before routing, e.g. a malformed URL (bad percent-encoding). */
function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    // These requests never reach the hooks, so the security headers are added here.
    reply.headers(headers);
    if (error.statusCode === 400) {
      return sendError(reply, 400, errorBody('bad_request', 'The address is malformed'));
    }
    reply.log.error({ err: error }, 'request failed before routing');
    return sendError(reply, 500, errorBody('internal_error', 'Something went wrong on our side'));
  };
}

/**
 * Node answers `Expect: 100-continue` with "100 Continue" on its own, inviting a body the route
 * will refuse. With a listener it asks us first: too large is 413 at once, anything else goes on.
 */
function refuseOversizedContinue(app: FastifyInstance, headers: Record<string, string>): void {
  app.server.on('checkContinue', (request, response) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
      const body = JSON.stringify(
        errorBody(
          'payload_too_large',
          `The request body must be at most ${MAX_BODY_BYTES / 1024} KB`,
        ),
      );
      response.writeHead(413, {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
      });
      response.end(body);
      return;
    }
    response.writeContinue();
    app.server.emit('request', request, response);
  });
}

/**
 * The one worker that sends every outgoing e-mail from the outbox table, when SMTP is set up.
 * Routes enqueue in the same transaction as their own row and then call `notify`.
 */
function startOutbox(app: FastifyInstance, db: DatabaseSync, contact: ContactOptions) {
  if (contact.smtpUrl === undefined) return undefined;
  if (contact.contactTo === undefined) {
    app.log.warn(
      'SMTP_URL is set but CONTACT_TO is not: contact messages are stored but NOT forwarded by e-mail',
    );
    return undefined;
  }
  const worker = createOutboxWorker({
    repository: createOutboxRepository(db),
    sender: createSmtpSender(contact.smtpUrl),
    ...(contact.retryDelaysMs && { retryDelaysMs: contact.retryDelaysMs }),
    ...(contact.maxForwardAttempts !== undefined && { maxAttempts: contact.maxForwardAttempts }),
    log: app.log,
  });
  // Started when the app is ready, so mail left over from before a restart goes out too.
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return {
    to: contact.contactTo,
    from: contact.contactFrom ?? contact.contactTo,
    notify: () => worker.notify(),
  };
}

/** Builds the app with every plugin registered; throws if distDir holds no built site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const site = await loadSite(options.distDir);
  const headers = securityHeaders(site.scriptHashes, site.styleHashes);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: frameworkErrorHandler(headers),
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, options.requestTimeoutMs ?? HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  });
  // Routes declare Zod schemas (contracts/): they validate bodies and serialize answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  refuseOversizedContinue(app, headers);

  await app.register(securityHeadersPlugin, { headers });
  await app.register(errorHandlerPlugin);
  await app.register(healthPlugin);

  // ---- API routes: register route plugins here, with prefix '/api', BEFORE the static site ----
  // Without a data directory there is nowhere to keep messages, so the contact API is left out.
  if (options.dataDir !== undefined) {
    const db = openDatabase(options.dataDir);
    const contact = options.contact ?? {};
    // onClose hooks run in reverse order: this one runs after the worker's, so the outbox worker
    // has stopped before the database closes.
    app.addHook('onClose', async () => db.close());
    const mail = startOutbox(app, db, contact);
    await app.register(contactRoutes, {
      prefix: '/api',
      db,
      ...(contact.rateLimit && { rateLimit: contact.rateLimit }),
      ...(contact.ipHashSalt !== undefined && { ipHashSalt: contact.ipHashSalt }),
      ...(contact.trustedOrigins && { trustedOrigins: contact.trustedOrigins }),
      ...(mail && { forward: mail }),
    });
    // The build publishes the pools' statuses; a site built without them gets no interest API.
    const pools = await loadPoolFacts(options.distDir);
    if (pools === undefined) {
      app.log.warn('No pools.json in the built site: the interest forms are off (rebuild)');
    } else {
      await app.register(interestRoutes, {
        prefix: '/api',
        db,
        distDir: options.distDir,
        pools,
        siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
        ...(options.linkSigningSecret !== undefined && {
          linkSigningSecret: options.linkSigningSecret,
        }),
        ...(contact.rateLimit && { rateLimit: contact.rateLimit }),
        ...(contact.ipHashSalt !== undefined && { ipHashSalt: contact.ipHashSalt }),
        ...(contact.trustedOrigins && { trustedOrigins: contact.trustedOrigins }),
        ...(mail && { mail }),
      });
    }
    const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
    let retention: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      retention = startRetention(db, retentionDays, app.log);
    });
    // Added after the database's hook, so it runs before the database closes.
    app.addHook('onClose', async () => retention?.stop());
  }

  // The site comes last: its GET route is the catch-all, and it answers every unknown path.
  await app.register(staticSitePlugin, { site });
  return app;
}
