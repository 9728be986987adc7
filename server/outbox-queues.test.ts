// The outbox's two queues, through the real app, a real SMTP server and a real webhook receiver
// that accepts connections and never answers: visitors' e-mails leave at once all the same. And
// what the queue keeps of what it delivered or failed to (the privacy notice's claims): a sent
// e-mail's receipt only, and delivery errors without the addresses they quote.
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { databasePath, openDatabase } from './db.ts';
import { LEADS_WEBHOOK_KIND, createWebhookSender, leadEvent } from './leads-webhook.ts';
import { createOutboxWorker, createSmtpSender } from './outbox-worker.ts';
import { createOutboxRepository } from './repositories/outbox.ts';
import {
  createContactTestDirs,
  injectJson,
  TEST_HOST,
  TEST_LINK_SECRET,
  testConfig,
  waitFor,
  type ContactTestDirs,
} from './routes/contact.fixtures.ts';
import { VALID_APPLICATION } from './routes/interest.fixtures.ts';
import { startSmtpServer } from './smtp.fixtures.ts';

const TEAM = 'team@realyield.test';
const CONFIRMATIONS = 60;
/** The most a confirmation may take to reach the SMTP server after its post was answered. */
const MAX_DELAY_MS = 5_000;

let dirs: ContactTestDirs;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Server;
const held: Socket[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  dirs = await createContactTestDirs('outbox-queues');
  smtp = await startSmtpServer();
  // Reads every request and never answers, like a receiver stuck behind a dead upstream.
  receiver = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => {});
    socket.resume();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  app = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    config: testConfig({
      linkSigningSecret: TEST_LINK_SECRET,
      forms: {
        rateLimit: { max: 100_000, timeWindowMs: 60_000 },
        mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: TEAM, from: `site@${TEST_HOST}` },
      },
      leadsWebhook: { url: `http://127.0.0.1:${port}/leads`, secret: 'w'.repeat(32) },
    }),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => receiver.close(resolve));
  await smtp.close();
  await dirs.cleanup();
});

/** Webhook events queued straight through the outbox, as a burst of earlier leads would. */
function queueEarlierLeads(count: number, dataDir = dirs.dataDir): void {
  const db = openDatabase(dataDir);
  try {
    const outbox = createOutboxRepository(db);
    for (let i = 0; i < count; i += 1) {
      const event = leadEvent('contact', new Date().toISOString(), { id: `earlier-${i}` });
      outbox.enqueueEvent(event, { kind: LEADS_WEBHOOK_KIND });
    }
  } finally {
    db.close();
  }
}

describe('a webhook receiver that never answers', { timeout: 90_000 }, () => {
  it(`holds up none of ${CONFIRMATIONS} confirmations: each leaves within 5 s of its post`, async () => {
    queueEarlierLeads(40);
    const postedAt = new Map<string, number>();
    for (let i = 0; i < CONFIRMATIONS; i += 1) {
      // One domain each: a per-domain daily cap must not be what is measured.
      const email = `applicant-${i}@d${i}.example`;
      const response = await injectJson(app, '/api/applications', { ...VALID_APPLICATION, email });
      expect(response.statusCode).toBe(200);
      postedAt.set(email, Date.now());
      // Every other post also queues a lead for the webhook, in between the confirmations.
      if (i % 2 === 0) queueEarlierLeads(1);
    }
    const toApplicants = () =>
      smtp.received.filter((mail) => mail.to.some((address) => postedAt.has(address)));
    // Generous: on a loaded machine a late e-mail should fail on its delay below, with the figure.
    const received = await waitFor(toApplicants, (mails) => mails.length >= CONFIRMATIONS, 30_000);
    expect(new Set(received.flatMap((mail) => mail.to)).size).toBe(CONFIRMATIONS);
    const delays = received.map((mail) => mail.receivedAt - (postedAt.get(mail.to[0] ?? '') ?? 0));
    expect(Math.max(...delays), `delays in ms: ${delays.join(', ')}`).toBeLessThan(MAX_DELAY_MS);

    // The receiver was asked (and is still hanging), and no event counts as delivered.
    expect(held.length).toBeGreaterThan(0);
    const db = openDatabase(dirs.dataDir);
    try {
      const sent = db
        .prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = ? AND status = 'sent'`)
        .get(LEADS_WEBHOOK_KIND)?.['n'];
      expect(sent).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('a webhook receiver that fails', { timeout: 30_000 }, () => {
  it('is given a pause after each failure, not every due event, and gets them all once it is back', async () => {
    let status = 503;
    const deliveries: string[] = [];
    const failing = createHttpServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (status === 204) deliveries.push(String(request.headers['x-realyield-delivery']));
        response.writeHead(status).end();
      });
    });
    let attempts = 0;
    failing.on('request', () => (attempts += 1));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const address = failing.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const dataDir = path.join(dirs.root, 'failing-receiver');
    queueEarlierLeads(10, dataDir);
    const db = openDatabase(dataDir);
    const silent = { info() {}, warn() {}, error() {} };
    const worker = createOutboxWorker({
      repository: createOutboxRepository(db),
      webhook: createWebhookSender(`http://127.0.0.1:${port}/leads`, 'w'.repeat(32)),
      log: silent,
      // Each event is due again almost at once: only the receiver's pause spaces the attempts.
      retryDelaysMs: [10],
      webhookBackoffMs: [400],
    });
    try {
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Two at a time, then 400 ms of pause: at most three rounds in a second.
      expect(attempts).toBeGreaterThanOrEqual(2);
      expect(attempts).toBeLessThanOrEqual(6);

      status = 204;
      await waitFor(
        () => deliveries.length,
        (count) => count >= 10,
        10_000,
      );
      expect(new Set(deliveries).size).toBe(10);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(deliveries).toHaveLength(10);
    } finally {
      await worker.stop();
      db.close();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});

describe('a sent e-mail', () => {
  it('keeps only its receipt: the body and the recipient are gone, from the file too', async () => {
    const dataDir = path.join(dirs.root, 'sent-body');
    const db = openDatabase(dataDir);
    const outbox = createOutboxRepository(db);
    const body = 'A body only the recipient may keep: ada-lovelace-bench-text';
    const id = outbox.enqueue(
      { from: 'site@realyield.test', to: 'recipient@example.com', subject: 'Hello', text: body },
      { kind: 'test' },
    );
    const worker = createOutboxWorker({
      repository: outbox,
      sender: createSmtpSender(`smtp://127.0.0.1:${smtp.port}`),
      log: { info() {}, warn() {}, error() {} },
    });
    try {
      worker.start();
      const row = await waitFor(
        () => db.prepare('SELECT status, mail, sent_at FROM outbox WHERE id = ?').get(id),
        (value) => value?.['status'] === 'sent',
      );
      // The SMTP server has the e-mail, under the Message-ID the receipt keeps.
      const delivered = smtp.received.find((mail) => mail.raw.includes(body));
      expect(delivered?.to).toEqual(['recipient@example.com']);
      const receipt = JSON.parse(String(row?.['mail'])) as { messageId: string };
      expect(Object.keys(receipt)).toEqual(['messageId']);
      expect(delivered?.raw).toContain(`Message-ID: ${receipt.messageId}`);
      expect(row?.['sent_at']).toEqual(expect.any(String));
    } finally {
      await worker.stop();
    }
    // Overwritten, not left in a free page or the write-ahead log (secure_delete, checkpoint).
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    const file = readFileSync(databasePath(dataDir));
    expect(file.includes(body)).toBe(false);
    expect(file.includes('recipient@example.com')).toBe(false);
  });
});

describe('a delivery error', () => {
  it('is stored and logged without the addresses the SMTP server quotes', async () => {
    const rejecting = await startSmtpServer(0, { rejectRecipients: true });
    const dataDir = path.join(dirs.root, 'rejecting');
    const db = openDatabase(dataDir);
    const outbox = createOutboxRepository(db);
    outbox.enqueue(
      { from: 'site@realyield.test', to: 'victim@example.com', subject: 'Hello', text: 'Body' },
      { kind: 'test' },
    );
    const logged: object[] = [];
    const log = {
      info() {},
      warn: (entry: object) => logged.push(entry),
      error: (entry: object) => logged.push(entry),
    };
    const worker = createOutboxWorker({
      repository: outbox,
      sender: createSmtpSender(`smtp://127.0.0.1:${rejecting.port}`),
      log,
      retryDelaysMs: [3_600_000],
    });
    try {
      worker.start();
      const lastError = await waitFor(
        () => db.prepare('SELECT last_error FROM outbox').get()?.['last_error'],
        (value) => typeof value === 'string',
      );
      expect(lastError).toContain('Recipient address rejected');
      expect(lastError).toContain('<address>');
      expect(JSON.stringify({ lastError, logged })).not.toContain('victim@example.com');
      expect(logged).toHaveLength(1);
      expect(rejecting.received).toEqual([]);
    } finally {
      await worker.stop();
      db.close();
      await rejecting.close();
    }
  });
});
