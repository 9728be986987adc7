// bench:load's traffic: contact messages posted by concurrent senders, hostile e-mails posted
// while GET / is timed, and slow or silent connections held open.
import { connect, type Socket } from 'node:net';
import { createHistogram, performance } from 'node:perf_hooks';
import type { Options } from './load-options.ts';
import { messageText, type Server } from './load-server.ts';

export interface Sent {
  acked: number[];
  statuses: Map<number, number>;
  networkErrors: number;
  latency: ReturnType<typeof createHistogram>;
  seconds: number;
}

/** POSTs messages #first.. #first+count-1, `senders` at a time; stops early when `stop` aborts. */
export async function send(
  server: Server,
  first: number,
  count: number,
  senders: number,
  stop: AbortSignal,
  onAck: (acked: number) => void = () => {},
): Promise<Sent> {
  const sent: Sent = {
    acked: [],
    statuses: new Map(),
    networkErrors: 0,
    latency: createHistogram(),
    seconds: 0,
  };
  const started = performance.now();
  let next = first;
  const sender = async () => {
    while (next < first + count && !stop.aborted) {
      const i = next++;
      const start = performance.now();
      try {
        const response = await fetch(`${server.origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin },
          body: JSON.stringify({
            name: 'Load Test',
            email: `load+${i}@example.com`,
            message: messageText(i),
          }),
          signal: stop,
        });
        await response.arrayBuffer();
        sent.latency.record(Math.max(1, Math.round((performance.now() - start) * 1000)));
        sent.statuses.set(response.status, (sent.statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) {
          sent.acked.push(i);
          onAck(sent.acked.length);
        }
      } catch {
        sent.networkErrors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: senders }, sender));
  sent.seconds = (performance.now() - started) / 1000;
  return sent;
}

export function statusLine(sent: Sent): string {
  const statuses = [...sent.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
  const p = (q: number) => `${(sent.latency.percentile(q) / 1000).toFixed(1)} ms`;
  return (
    `answers ${statuses || 'none'}; network errors ${sent.networkErrors}; ` +
    `p50 ${p(50)}, p99 ${p(99)}; ${(sent.acked.length / sent.seconds).toFixed(0)} messages/s`
  );
}

/** How many answers were 5xx, by status. */
export const fiveXx = (statuses: ReadonlyMap<number, number>) =>
  [...statuses].reduce((sum, [status, n]) => sum + (status >= 500 ? n : 0), 0);

/** Opens the slow and silent connections; counts the ones the server closes. */
export function holdConnections(server: Server, options: Options) {
  const { hostname, port } = new URL(server.origin);
  const sockets: Socket[] = [];
  const closedByServer = { slow: 0, silent: 0 };
  const timers: NodeJS.Timeout[] = [];
  let stopping = false;
  const open = (kind: 'slow' | 'silent') => {
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!stopping) closedByServer[kind] += 1;
    });
    sockets.push(socket);
    if (kind === 'silent') return;
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.origin}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    timers.push(
      setInterval(() => socket.writable && socket.write(' '), options['slow-interval'] * 1000),
    );
  };
  for (let i = 0; i < options.slow; i += 1) open('slow');
  for (let i = 0; i < options.silent; i += 1) open('silent');
  return {
    closedByServer,
    release() {
      stopping = true;
      timers.forEach(clearInterval);
      sockets.forEach((socket) => socket.destroy());
    },
  };
}

/**
 * Posts hostile e-mails at `rate` a second while timing GET / every 100 ms (rate 0: the same
 * probes alone, the control that says what this machine's load costs GET / by itself).
 */
export async function hostileRound(server: Server, options: Options, rate: number) {
  const home = createHistogram();
  const statuses = new Map<number, number>();
  let posted = 0;
  let probes = 0;
  const until = performance.now() + options['hostile-seconds'] * 1000;
  const email = `a@${'.'.repeat(16_000)} `;
  const posting: Promise<void>[] = [];
  const interval = 1000 / Math.max(rate, 1);
  // A first request outside the figures: connection set-up and a cold file cache are not load.
  await fetch(`${server.origin}/`).then((response) => response.arrayBuffer());
  const poster = setInterval(() => {
    if (rate === 0 || performance.now() >= until) return;
    posted += 1;
    posting.push(
      fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify({ name: 'Hostile', email, message: 'x' }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        },
        () => {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
        },
      ),
    );
  }, interval);
  while (performance.now() < until) {
    const start = performance.now();
    const response = await fetch(`${server.origin}/`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    home.record(Math.max(1, Math.round((performance.now() - start) * 1000)));
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  clearInterval(poster);
  await Promise.all(posting);
  return {
    posted,
    probes,
    fiveXx: fiveXx(statuses),
    statuses: [...statuses].map(([status, n]) => `${status}: ${n}`).join(', '),
    homeP50: home.percentile(50) / 1000,
    homeP99: home.percentile(99) / 1000,
  };
}
