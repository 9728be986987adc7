// The server process: reads the environment, listens, and shuts down cleanly on SIGTERM/SIGINT
// (close-with-grace). Everything the app does is in app.ts.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import type { ContactOptions } from './routes/contact.ts';

/** How long in-flight requests get to finish before the process gives up on them. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The contact route's options from the parsed config. */
function contactOptions({ contact }: ServerConfig): ContactOptions {
  return {
    rateLimit: contact.rateLimit,
    trustedOrigins: contact.trustedOrigins,
    ...(contact.ipHashSalt !== undefined && { ipHashSalt: contact.ipHashSalt }),
    ...(contact.mail !== undefined && {
      smtpUrl: contact.mail.smtpUrl,
      contactTo: contact.mail.to,
      contactFrom: contact.mail.from,
    }),
  };
}

/**
 * Lets shutdown close every connection with no request in flight. Node's `server.close()` closes
 * idle keep-alive connections, but not one that was opened and never sent a byte (browsers
 * preconnect), so the close waited for it until the timeout. No package does just this for a
 * Fastify server (http-terminator wraps the server and is unmaintained): it is a few lines.
 */
function trackConnections(server: Server): { closeIdle(): void } {
  const active = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    active.set(socket, 0);
    socket.once('close', () => active.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (active.get(socket) ?? 1) - 1;
      active.set(socket, left);
      // Once closing, a connection is let go as soon as its last answer is out.
      if (left === 0 && !server.listening) socket.destroy();
    });
  });
  return {
    closeIdle() {
      for (const [socket, requests] of active) if (requests === 0) socket.destroy();
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp({
    distDir: config.distDir,
    dataDir: config.dataDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    contact: contactOptions(config),
    siteUrl: config.siteUrl,
    retentionDays: config.retentionDays,
    ...(config.linkSigningSecret !== undefined && {
      linkSigningSecret: config.linkSigningSecret,
    }),
  });
  if (config.contact.mailWarning !== undefined) app.log.warn(config.contact.mailWarning);
  const connections = trackConnections(app.server);
  // After server.close() has stopped new connections: in-flight requests still finish.
  app.addHook('preClose', async () => {
    setImmediate(() => connections.closeIdle());
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
