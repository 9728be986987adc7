// The server process: reads the environment, listens, and shuts down cleanly on SIGTERM/SIGINT
// (close-with-grace). Everything the app does is in app.ts.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * The most a shutdown may take before close-with-grace gives up (exit 1). The app answers slow
 * uploads 503 after plugins/guards.ts CLOSE_GRACE_MS and the outbox worker waits at most 2 s for
 * a send, so a shutdown takes about 3 s at worst and exits 0.
 */
const SHUTDOWN_TIMEOUT_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp({
    distDir: config.distDir,
    dataDir: config.dataDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    config,
  });

  closeWithGrace({ delay: SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  // Fastify logs "Server listening at http://HOST:PORT" itself once the socket is bound.
  await app.listen({ host: config.host, port: config.port });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
