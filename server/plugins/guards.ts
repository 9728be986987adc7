/**
 * Guards of the HTTP server itself, before any route: Node's own client errors answered in the
 * API's JSON shape, the Host allow-list, and closing with connections in every state (the
 * connection caps are in server/connections.ts). Each answer carries the security headers, like
 * every other response. Hand-written: Fastify's `clientErrorHandler` option hands over only the
 * socket (no request, no reply exists yet), so that answer is written raw; the Host check and the
 * closing are a hook each on Fastify's own lifecycle.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errorBody } from './error-handler.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import '../app-decorations.ts';

/**
 * A whole HTTP/1.1 error answer, for the places that write to the socket themselves (before
 * Fastify has a request): the API's JSON error shape, the security headers, no caching, and
 * `Connection: close`.
 */
export function rawErrorResponse(
  statusCode: number,
  code: string,
  message: string,
  headers: Readonly<Record<string, string>>,
): string {
  const body = JSON.stringify(errorBody(code, message));
  const lines = [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `cache-control: ${CACHE_CONTROL.noStore}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a Content-Length beside a
 * Transfer-Encoding, a malformed request line, headers too large, a request that timed out) is
 * answered in the API's shape with the security headers, instead of Node's own
 * `{"error":"Bad Request","message":"Client Error","statusCode":400}` without them.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A client that reset the connection, or a socket already answered: nothing to say.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'headers_too_large', 'The request headers are too large']
          : [400, 'bad_request', 'The request could not be read'];
    socket.end(rawErrorResponse(status, code, message, headers));
  };
}

/** Host names that a DNS-rebinding page cannot put in Host: the loopback ones. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `host` (a Host header) as `URL#host` spells it, lower case, default port dropped. */
function normalizeHost(host: string, protocol: string): string | undefined {
  try {
    const url = new URL(`${protocol}//${host}`);
    // A Host is a host and an optional port, nothing else.
    if (url.username !== '' || url.password !== '' || url.pathname !== '/') return undefined;
    return url.host;
  } catch {
    return undefined;
  }
}

/** Paths answered whatever Host says: the health check (probes call the address, not the name). */
const ANY_HOST_PATHS = new Set(['/health', '/healthz']);

/**
 * The Host allow-list: SITE_URL's host, the hosts of FORM_TRUSTED_ORIGINS, and the loopback
 * names (which a rebinding attack cannot send). Anything else is refused with 421 Misdirected
 * Request before any route runs: a page on evil.example whose name was rebound to this server's
 * address would otherwise be same-origin with it, and its posts would pass the Origin check.
 */
export const allowedHostsPlugin = fp(
  async (app: FastifyInstance) => {
    const origins = [app.config.siteUrl, ...app.config.forms.trustedOrigins];
    const allowed = new Set<string>();
    for (const origin of origins) {
      try {
        allowed.add(new URL(origin).host);
      } catch {
        // A malformed trusted origin allows nothing.
      }
    }
    const isAllowed = (request: FastifyRequest): boolean => {
      const host = normalizeHost(request.host, `${request.protocol}:`);
      if (host === undefined) return false;
      if (allowed.has(host)) return true;
      return LOOPBACK_HOSTNAMES.has(new URL(`http://${host}`).hostname);
    };
    app.addHook('onRequest', async (request) => {
      if (ANY_HOST_PATHS.has(request.url.split('?')[0] ?? '') || isAllowed(request)) return;
      throw new ApiError(
        421,
        'misdirected_request',
        'This server does not answer for that host name',
      );
    });
  },
  { name: 'allowed-hosts' },
);

/**
 * How long requests in flight get to finish once the server closes. Past it, a request still
 * arriving (a slow upload) is answered 503 and its connection closed, so SIGTERM always ends the
 * process within seconds (close-with-grace in main.ts gives up at 5 s).
 */
export const CLOSE_GRACE_MS = 1_000;

/**
 * Closing with connections in every state: Node's `server.close()` waits for a connection that
 * was opened and never sent a byte (a browser's preconnect) and for a body still arriving a byte
 * at a time. Idle connections are let go at once; one whose answer goes out is closed after it;
 * one still receiving after `graceMs` is answered 503. No package does this for a Fastify server
 * (http-terminator wraps the server and is unmaintained).
 */
export function drainOnClose(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
  graceMs: number = CLOSE_GRACE_MS,
): void {
  const server = app.server;
  const active = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    active.set(socket, 0);
    socket.once('close', () => active.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (active.get(socket) ?? 1) - 1;
      active.set(socket, left);
      // Once closing, a connection is let go as soon as its last answer is out.
      if (left === 0 && closing) socket.destroy();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    // After server.close() has stopped new connections: in-flight requests still finish.
    setImmediate(() => {
      for (const [socket, requests] of active) if (requests === 0) socket.destroy();
    });
    const cut = setTimeout(() => {
      for (const [socket, requests] of active) {
        if (requests === 0 || !socket.writable) continue;
        socket.write(
          rawErrorResponse(
            503,
            'unavailable',
            'The server is restarting; please send this again in a moment',
            { ...headers, 'retry-after': '5' },
          ),
        );
        socket.destroySoon();
      }
    }, graceMs);
    cut.unref();
  });
}
