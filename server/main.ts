// The server process: reads the environment, listens, and shuts down cleanly on SIGTERM/SIGINT.
// Everything the app does is in app.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { contactOptionsFromEnv } from './routes/contact.ts';

/** Paths in the environment are relative to the repository, whatever the working directory. */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PORT = 4321;
const MAX_PORT = 65_535;
/** How long in-flight requests get to finish before the process gives up on them. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The process settings, from the environment. */
export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  dataDir: string;
  logLevel: string;
  /** Fastify's trustProxy, from TRUST_PROXY. */
  trustProxy: boolean | string;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > MAX_PORT) {
    throw new Error(`PORT must be an integer from 0 to ${MAX_PORT}, got "${value}"`);
  }
  return port;
}

/** Reads HOST, PORT, DIST_DIR, DATA_DIR, LOG_LEVEL and TRUST_PROXY, with defaults; throws on a bad PORT. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    host: env['HOST'] || '127.0.0.1',
    port: parsePort(env['PORT']),
    distDir: path.resolve(REPO_ROOT, env['DIST_DIR'] || 'dist'),
    dataDir: path.resolve(REPO_ROOT, env['DATA_DIR'] || 'data'),
    logLevel: env['LOG_LEVEL'] || 'info',
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
  };
}

/** TRUST_PROXY: unset (trust nobody), `true`, or a comma-separated list of proxy addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** Closes the app on the first SIGTERM/SIGINT; a second signal or the timeout forces the exit. */
function exitOnSignals(app: FastifyInstance): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const app = await buildApp({
    distDir: config.distDir,
    dataDir: config.dataDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    contact: contactOptionsFromEnv(process.env),
  });
  exitOnSignals(app);
  // Fastify logs "Server listening at http://HOST:PORT" itself once the socket is bound.
  await app.listen({ host: config.host, port: config.port });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
