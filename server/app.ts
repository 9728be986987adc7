// Builds the Fastify app without listening, so tests drive it with app.inject and main.ts owns
// the process (env, port, signals).
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CONTACT_BODY_MAX_BYTES } from '../contracts/contact.ts';
import { openDatabase } from './db.ts';
import { errorBody, errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { healthPlugin } from './plugins/health.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { loadSite } from './plugins/site-files.ts';
import { staticSitePlugin } from './plugins/static-site.ts';
import { securityHeaders } from './response-headers.ts';
import { contactRoutes, type ContactOptions } from './routes/contact.ts';

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
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

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

/** Builds the app with every plugin registered; throws if distDir holds no built site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const site = await loadSite(options.distDir);
  const headers = securityHeaders(site.scriptHashes);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: frameworkErrorHandler(headers),
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: HEADERS_TIMEOUT_MS,
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
    // onClose hooks run in reverse order: this one runs after the contact plugin's, so the
    // forwarding worker has stopped before the database closes.
    app.addHook('onClose', async () => db.close());
    await app.register(contactRoutes, { prefix: '/api', db, ...options.contact });
  }

  // The site comes last: its GET route is the catch-all, and it answers every unknown path.
  await app.register(staticSitePlugin, { site });
  return app;
}
