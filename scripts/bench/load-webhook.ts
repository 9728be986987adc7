// bench:load's hanging-receiver round (scripts/bench/load.ts): a leads-webhook receiver that
// accepts connections and never answers, and applications posted while it hangs, each timed from
// its answer to the SMTP server's receipt of its confirmation.
import { createServer, type Socket } from 'node:net';
import type { ReceivedMail } from '#server/smtp.fixtures.ts';

/** A receiver that takes every connection and request and never answers. */
export async function startHangingReceiver() {
  const held: Socket[] = [];
  const server = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => {});
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    /** Connections the server under test opened to it. */
    connections: () => held.length,
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** POSTs `count` applications to the open pool, one after another; returns when each was answered. */
export async function postApplications(
  origin: string,
  count: number,
): Promise<{ postedAt: Map<string, number>; failed: number }> {
  const postedAt = new Map<string, number>();
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    // One domain each, so no per-domain cap on confirmations is what gets measured.
    const email = `hanging-${i}@d${i}.example`;
    const response = await fetch(`${origin}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        poolId: 'dubai-1',
        name: 'Load Test',
        email,
        country: 'FR',
        investorType: 'individual',
        amountBand: '10k-50k',
        notUsPerson: true,
        riskRead: true,
        consent: true,
      }),
    }).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.ok === true) postedAt.set(email, Date.now());
    else failed += 1;
  }
  return { postedAt, failed };
}

/** Waits up to `timeoutMs` for a confirmation to each posted address; returns each one's delay. */
export async function confirmationDelays(
  received: readonly ReceivedMail[],
  postedAt: ReadonlyMap<string, number>,
  timeoutMs: number,
): Promise<number[]> {
  const confirmations = () =>
    received.filter((mail) => mail.to.some((address) => postedAt.has(address)));
  const deadline = Date.now() + timeoutMs;
  while (confirmations().length < postedAt.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return confirmations().map(
    (mail) => mail.receivedAt - (postedAt.get(mail.to.find((to) => postedAt.has(to)) ?? '') ?? 0),
  );
}
