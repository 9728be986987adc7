/**
 * The connection caps: at most MAX_CONNECTIONS open connections in all, below the process's file
 * limit, and at most MAX_CONNECTIONS_PER_CLIENT from one client, where an IPv6 client is its /64
 * (one subscriber is usually given a whole /64, so counting single addresses would give it
 * billions). A connection over either cap is answered 503 in the API's shape and closed at once,
 * and refusals are logged in one line at most once a minute.
 *
 * Hand-written: Node's `server.maxConnections` closes a connection over the limit without an
 * answer, and counts no client; @fastify/rate-limit counts requests, not open sockets; the IPv6
 * prefix is a few lines where ipaddr.js would be a new dependency for one call.
 */
import { isIPv6, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { rawErrorResponse } from './plugins/guards.ts';

/** How often refusals are logged at most (a flood would flood the log). */
const REFUSAL_LOG_INTERVAL_MS = 60_000;
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * What the per-client cap counts a remote address as: an IPv4 address as itself (also when
 * mapped into IPv6), an IPv6 address as its /64.
 * @example clientKey('203.0.113.9') // '203.0.113.9'
 * @example clientKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * @example clientKey('::ffff:203.0.113.9') // '203.0.113.9'
 */
export function clientKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  // An embedded IPv4 address (`::1.2.3.4`) stands for two groups; it only ever ends an address.
  const after = groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const all =
    tail === undefined
      ? before
      : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  const prefix = all.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The two caps; `perClient` undefined: no per-client cap (behind a trusted proxy). */
export interface ConnectionLimits {
  total: number;
  perClient?: number | undefined;
}

/**
 * Counts open connections and refuses one over a cap with 503 and `Connection: close`. Without
 * the total cap two clients at the per-client cap used up the 1,024 file descriptors of the
 * process and a third client's requests were reset, with nothing logged.
 */
export function capConnections(
  app: FastifyInstance,
  limits: ConnectionLimits,
  headers: Readonly<Record<string, string>>,
): void {
  const open = new Map<string, number>();
  let total = 0;
  const refused = { total: 0, perClient: 0 };
  let lastLogged = 0;

  function refuse(socket: Socket, reason: 'total' | 'perClient'): void {
    refused[reason] += 1;
    const now = Date.now();
    if (now - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
      lastLogged = now;
      app.log.warn(
        {
          refusedOverTotalCap: refused.total,
          refusedOverPerClientCap: refused.perClient,
          maxConnections: limits.total,
          maxConnectionsPerClient: limits.perClient,
          openConnections: total,
        },
        'Connections refused with 503 (connection caps) since the last such line',
      );
      refused.total = 0;
      refused.perClient = 0;
    }
    socket.on('error', () => {});
    const message =
      reason === 'total'
        ? 'The server is at its connection limit; try again shortly'
        : 'Too many open connections from your address; close some and try again';
    socket.write(
      rawErrorResponse(503, 'unavailable', message, { ...headers, 'retry-after': '10' }),
    );
    // Gone once the answer is flushed: the descriptor is free again at once.
    socket.destroySoon();
  }

  // Before Node's own listener, so a refused socket is answered before it is parsed.
  app.server.prependListener('connection', (socket: Socket) => {
    if (total >= limits.total) {
      refuse(socket, 'total');
      return;
    }
    const client = clientKey(socket.remoteAddress ?? '');
    const count = (open.get(client) ?? 0) + 1;
    if (limits.perClient !== undefined && count > limits.perClient) {
      refuse(socket, 'perClient');
      return;
    }
    total += 1;
    open.set(client, count);
    socket.once('close', () => {
      total -= 1;
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
