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
import { poolFactsSchema } from '#contracts/interest.ts';
import { MAIL_CONTENT_FILE, mailContentSchema } from '#contracts/mail.ts';
import './app-decorations.ts';
import type { Outgoing } from './app-decorations.ts';
import { appConfig, type AppConfig, type AppConfigInput } from './config.ts';
import { capConnections } from './connections.ts';
import { openDatabase } from './db.ts';
import { serverKeys } from './key-files.ts';
import { createWebhookSender } from './leads-webhook.ts';
import { createOutboxWorker, createSmtpSender } from './outbox-worker.ts';
import { errorBody, errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { FORM_BODY_MAX_BYTES, formRoutesPlugin } from './plugins/form-routes.ts';
import {
  allowedHostsPlugin,
  clientErrorHandler,
  drainOnClose,
  rawErrorResponse,
} from './plugins/guards.ts';
import { healthPlugin } from './plugins/health.ts';
import { POOL_FACTS_FILE } from './services/interest-outcomes.ts';
import { readPublished } from './published.ts';
import { interestPlugin } from './services/interest.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { loadSite, staticSitePlugin } from './plugins/static-site.ts';
import { createOutboxRepository } from './repositories/outbox.ts';
import { securityHeaders } from './response-headers.ts';
import { applicationRoutes } from './routes/applications.ts';
import { contactRoutes } from './routes/contact.ts';
import { confirmationPageRoutes, confirmationRoutes } from './routes/confirmation.ts';
import { removalPageRoutes, removalRoutes } from './routes/removal.ts';
import { waitlistRoutes } from './routes/waitlist.ts';
import { startRetention } from './retention.ts';

/**
 * The largest body any route accepts. Routes may set a lower `bodyLimit`; a client that announces
 * more with `Expect: 100-continue` is refused with 413 before it sends a byte of it.
 */
export const MAX_BODY_BYTES = FORM_BODY_MAX_BYTES;

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

/**
 * What the log records of each request: its method and path, never the client's address (nor the
 * query string, where a removal link carries its token). This backs the privacy notice's claim
 * that the site keeps a salted hash of a visitor's address, never the address itself: Fastify's
 * default `req` serializer logs `remoteAddress` at the default level.
 */
export const REQUEST_LOG_SERIALIZERS = {
  req(request: { method: string; url: string }) {
    return { method: request.method, path: request.url.split('?')[0] };
  },
};

/** The logger option with the request serializer above (false stays false). */
function withPrivateRequestLog(
  logger: FastifyServerOptions['logger'],
): NonNullable<FastifyServerOptions['logger']> {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, ...REQUEST_LOG_SERIALIZERS },
  };
}

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
  /**
   * The parsed configuration (main.ts passes loadConfig's); any part left out takes the
   * environment's default. Decorated once as `app.config`: plugins and routes read it there.
   */
  config?: AppConfigInput;
  /** The outbox worker's pace; tests shorten the backoff. */
  outbox?: {
    /** Backoff schedule in ms (outbox-worker.ts DEFAULT_RETRY_DELAYS_MS). */
    retryDelaysMs?: readonly number[];
    /** Attempts before an e-mail is left as failed. */
    maxAttempts?: number;
    /** The webhook queue's pauses after a failure (outbox-worker.ts WEBHOOK_RECEIVER_BACKOFF_MS). */
    webhookBackoffMs?: readonly number[];
    /** How often the outbox looks for rows another process wrote (outbox-queue.ts OUTBOX_POLL_MS). */
    pollMs?: number;
  };
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
      response.socket?.end(
        rawErrorResponse(
          413,
          'payload_too_large',
          `The request body must be at most ${MAX_BODY_BYTES / 1024} KB`,
          headers,
        ),
      );
      return;
    }
    response.writeContinue();
    app.server.emit('request', request, response);
  });
}

/**
 * The one worker that sends everything the outbox holds (e-mails, leads-webhook events), when
 * SMTP or the webhook is set up. Routes enqueue in the same transaction as their own row and then
 * call `notify`.
 */
function startOutbox(
  app: FastifyInstance,
  db: DatabaseSync,
  config: AppConfig,
  pace: AppOptions['outbox'] = {},
): Outgoing {
  const { mail } = config.forms;
  const webhook = config.leadsWebhook;
  if (mail === undefined && webhook === undefined) {
    return { mail: undefined, leads: false, notify: () => {} };
  }
  const worker = createOutboxWorker({
    repository: createOutboxRepository(db),
    sender: mail && createSmtpSender(mail.smtpUrl),
    webhook: webhook && createWebhookSender(webhook.url, webhook.secret),
    ...(pace.retryDelaysMs && { retryDelaysMs: pace.retryDelaysMs }),
    ...(pace.maxAttempts !== undefined && { maxAttempts: pace.maxAttempts }),
    ...(pace.webhookBackoffMs && { webhookBackoffMs: pace.webhookBackoffMs }),
    ...(pace.pollMs !== undefined && { pollMs: pace.pollMs }),
    log: app.log,
  });
  // Started when the app is ready, so what was left over from before a restart goes out too.
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return {
    mail: mail && { to: mail.to, from: mail.from },
    leads: webhook !== undefined,
    notify: () => worker.notify(),
  };
}

/** The start log's line about what leaves the server: which e-mails, and the webhook. */
function outgoingSummary(outgoing: Outgoing, interestForms: boolean) {
  const mail = outgoing.mail !== undefined;
  const fields = {
    teamNotices: mail,
    visitorConfirmations: mail && interestForms,
    leadsWebhook: outgoing.leads,
  };
  const state = (on: boolean) => (on ? 'on' : 'off');
  const message =
    `Outgoing: team notices ${state(fields.teamNotices)}, visitor confirmations ` +
    `${state(fields.visitorConfirmations)}, leads webhook ${state(fields.leadsWebhook)}` +
    (mail ? '' : ' (SMTP_URL unset: submissions are stored, nothing is e-mailed)');
  return { fields, message };
}

/**
 * `config` with the IP hash key and the link key filled in: the environment's, else the key files
 * in the data directory (server/key-files.ts), never a value kept in the database.
 */
function withServerKeys(
  config: AppConfig,
  dataDir: string | undefined,
  db: DatabaseSync | undefined,
): AppConfig {
  if (dataDir === undefined || db === undefined) return config;
  const keys = serverKeys(dataDir, db, {
    ipHashSalt: config.forms.ipHashSalt,
    linkSigningSecret: config.linkSigningSecret,
  });
  return {
    ...config,
    forms: { ...config.forms, ipHashSalt: keys.ipHashSalt },
    linkSigningSecret: keys.linkSigningSecret,
  };
}

/** Builds the app with every plugin registered; throws if distDir holds no built site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const site = await loadSite(options.distDir);
  const headers = securityHeaders(site.scriptHashes, site.styleHashes);
  const app = Fastify({
    logger: withPrivateRequestLog(options.logger),
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, options.requestTimeoutMs ?? HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  });
  // The database comes first: the keys the form routes use are settled with it. onClose hooks run
  // in reverse order, so the database closes after the outbox worker and retention have stopped.
  const db = options.dataDir === undefined ? undefined : openDatabase(options.dataDir);
  if (db !== undefined) app.addHook('onClose', async () => db.close());
  const config = withServerKeys(appConfig(options.config), options.dataDir, db);
  app.decorate('config', config);
  for (const warning of config.warnings) app.log.warn(warning);
  // Routes declare Zod schemas (contracts/): they validate bodies and serialize answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  refuseOversizedContinue(app, headers);
  drainOnClose(app, headers);
  capConnections(
    app,
    {
      total: config.maxConnections,
      // Behind a trusted proxy every connection is the proxy's: a per-client cap would refuse
      // everyone, so it is the proxy's job then.
      perClient:
        (options.trustProxy ?? false) === false ? config.maxConnectionsPerClient : undefined,
    },
    headers,
  );

  await app.register(securityHeadersPlugin, { headers });
  await app.register(errorHandlerPlugin);
  await app.register(allowedHostsPlugin);
  await app.register(healthPlugin);

  // ---- API routes: one scope under '/api', BEFORE the static site ----
  // Without a data directory there is nowhere to keep submissions, so the API is left out.
  if (db !== undefined && options.dataDir !== undefined) {
    const outgoing = startOutbox(app, db, config, options.outbox);
    // The build publishes the pools' statuses and the e-mails' words; a site built without them
    // gets no interest API.
    const pools = await readPublished(options.distDir, POOL_FACTS_FILE, poolFactsSchema);
    const mailContent = await readPublished(options.distDir, MAIL_CONTENT_FILE, mailContentSchema);
    if (pools === undefined || mailContent === undefined) {
      app.log.warn(
        `No ${POOL_FACTS_FILE} or ${MAIL_CONTENT_FILE} in the built site: the interest forms are off (rebuild)`,
      );
    }
    const interest = pools && mailContent && { pools, mailContent };
    const { fields, message } = outgoingSummary(outgoing, interest !== undefined);
    app.log.info(fields, message);
    await app.register(
      async (api) => {
        api.decorate('db', db);
        api.decorate('outgoing', outgoing);
        await api.register(formRoutesPlugin);
        await api.register(contactRoutes);
        if (interest !== undefined) {
          await api.register(interestPlugin, interest);
          await api.register(applicationRoutes);
          await api.register(waitlistRoutes);
          await api.register(removalRoutes, { distDir: options.distDir });
          await api.register(confirmationRoutes, { distDir: options.distDir });
        }
      },
      { prefix: '/api' },
    );
    if (interest !== undefined) {
      await app.register(removalPageRoutes);
      await app.register(confirmationPageRoutes);
    }
    let retention: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      retention = startRetention(
        db,
        { retentionDays: config.retentionDays, leads: outgoing.leads, notify: outgoing.notify },
        app.log,
      );
    });
    // Added after the database's hook, so it runs before the database closes.
    app.addHook('onClose', async () => retention?.stop());
  }

  // The site comes last: its GET route is the catch-all, and it answers every unknown path.
  await app.register(staticSitePlugin, { site });
  return app;
}
