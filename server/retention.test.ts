// Retention of contact messages, through the real app and a real webhook receiver: a message past
// RETENTION_DAYS goes with its outbox rows, and a lead the webhook received gets a signed erasure
// event (kind contact), never a honeypot message, never a lead that never left.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#contracts/form-fields.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from './leads-webhook.ts';
import { createContactMessagesRepository } from './repositories/contact-messages.ts';
import { purgeExpired } from './retention.ts';
import {
  createContactTestDirs,
  injectJson,
  storedMessages,
  testConfig,
  waitFor,
  type ContactTestDirs,
} from './routes/contact.fixtures.ts';
import { startWebhookReceiver } from './routes/interest.fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;
const WEBHOOK_SECRET = 'w'.repeat(32);
const MESSAGE = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };

let dirs: ContactTestDirs;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let app: FastifyInstance;

/** Long enough for a duplicate delivery to show up, were one sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

/** Runs retention as it would run at `now`, through its own connection. */
function purgeAt(now: number, leads: boolean, dataDir = dirs.dataDir) {
  const db = openDatabase(dataDir);
  try {
    return purgeExpired(db, { retentionDays: RETENTION_DAYS, leads }, now);
  } finally {
    db.close();
  }
}

/** Makes every stored message and outbox row `ms` older, as if that time had passed. */
function ageBy(ms: number, dataDir = dirs.dataDir): void {
  const db = openDatabase(dataDir);
  const earlier = (column: string) =>
    `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${ms / 1000} seconds')`;
  try {
    db.exec(`UPDATE contact_messages SET ${earlier('received_at')}`);
    db.exec(`UPDATE outbox SET ${earlier('created_at')}`);
  } finally {
    db.close();
  }
}

/** Outbox rows left, by kind and what they are about. */
function outboxRows(dataDir = dirs.dataDir) {
  const db = openDatabase(dataDir);
  try {
    return db.prepare('SELECT kind, ref_table, ref_id, status FROM outbox ORDER BY id').all();
  } finally {
    db.close();
  }
}

/** The real app over the test directories, with the webhook on; its outbox starts with it. */
async function startApp(): Promise<FastifyInstance> {
  const started = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    logger: false,
    config: testConfig({
      retentionDays: RETENTION_DAYS,
      leadsWebhook: { url: webhook.url, secret: WEBHOOK_SECRET },
      forms: { rateLimit: { max: 1000, timeWindowMs: 60_000 } },
    }),
    outbox: { retryDelaysMs: [20] },
  });
  await started.ready();
  return started;
}

beforeAll(async () => {
  dirs = await createContactTestDirs('retention');
  webhook = await startWebhookReceiver(WEBHOOK_SECRET);
  app = await startApp();
});

afterAll(async () => {
  await app.close();
  await webhook.close();
  await dirs.cleanup();
});

describe('retention of contact messages', () => {
  it('deletes them with their outbox rows, and asks the webhook to erase each lead it had', async () => {
    const lead = (await injectJson(app, '/api/contact', MESSAGE)).json<{ id: string }>().id;
    const honeypot = await injectJson(app, '/api/contact', { ...MESSAGE, [HONEYPOT_FIELD]: 'x' });
    expect(honeypot.statusCode).toBe(201);
    await waitFor(
      () => webhook.received.length,
      (length) => length >= 1,
    );
    expect(webhook.received.map((delivery) => delivery.event.type)).toEqual(['contact']);
    // The lead as the notice lists it: no network-address hash, no user agent.
    expect(Object.keys(webhook.received[0]?.event.data ?? {}).sort()).toEqual([
      'email',
      'id',
      'locale',
      'message',
      'name',
    ]);
    expect(storedMessages(dirs.dataDir)).toHaveLength(2);

    // Within the period nothing goes; once the messages are older than it, both go, and one
    // erasure is queued (the honeypot message's lead never existed).
    ageBy((RETENTION_DAYS - 1) * DAY_MS);
    expect(purgeAt(Date.now(), true)).toMatchObject({ contactMessages: 0, erasures: 0 });
    ageBy(2 * DAY_MS);
    expect(purgeAt(Date.now(), true)).toMatchObject({ contactMessages: 2, erasures: 1 });
    expect(storedMessages(dirs.dataDir)).toEqual([]);
    // The purge ran through its own connection: a restart's worker sends what it queued (the
    // server's own daily run wakes its worker instead).
    await app.close();
    app = await startApp();
    await waitFor(
      () => webhook.received.length,
      (length) => length >= 2,
    );
    await settle();
    const [, erasure, ...more] = webhook.received;
    expect(more).toEqual([]);
    expect(erasure?.signed).toBe(true);
    expect(erasure?.event).toMatchObject({
      type: 'erasure',
      data: { id: lead, kind: 'contact', reason: 'retention' },
    });
    expect(erasure?.headers['x-realyield-delivery']).toBe(erasure?.event.id);
    expect(erasure?.event.id).not.toBe(webhook.received[0]?.event.id);
    // Nothing about the messages is left in the outbox but that delivered erasure.
    expect(outboxRows()).toEqual([
      {
        kind: LEADS_WEBHOOK_KIND,
        ref_table: 'contact_messages_erased',
        ref_id: lead,
        status: 'sent',
      },
    ]);
  });

  it('sends no erasure for a lead that never left, nor while the webhook is off', () => {
    const dataDir = `${dirs.root}/unsent`;
    const db = openDatabase(dataDir);
    try {
      const messages = createContactMessagesRepository(db);
      const receivedAt = new Date().toISOString();
      for (let i = 0; i < 2; i += 1) {
        messages.store(
          { ...MESSAGE, receivedAt, ipHash: null, userAgent: null, spam: false },
          undefined,
          (id) => leadEvent('contact', receivedAt, { id }),
        );
      }
      // The second lead was delivered; the first is still waiting for its first attempt.
      db.prepare(
        `UPDATE outbox SET status = 'sent', attempts = 1 WHERE id = (SELECT MAX(id) FROM outbox)`,
      ).run();
    } finally {
      db.close();
    }
    const later = Date.now() + (RETENTION_DAYS + 1) * DAY_MS;
    expect(purgeAt(later, false, dataDir)).toMatchObject({ contactMessages: 2, erasures: 0 });
    expect(outboxRows(dataDir)).toEqual([]);
  });

  it('erases only the lead that reached the webhook when it is on', () => {
    const dataDir = `${dirs.root}/reached`;
    const db = openDatabase(dataDir);
    const ids: string[] = [];
    try {
      const messages = createContactMessagesRepository(db);
      const receivedAt = new Date().toISOString();
      for (let i = 0; i < 3; i += 1) {
        const { id } = messages.store(
          { ...MESSAGE, receivedAt, ipHash: null, userAgent: null, spam: false },
          undefined,
          (messageId) => leadEvent('contact', receivedAt, { id: messageId }),
        );
        ids.push(id);
      }
      // The first never attempted; the second delivered; the third failed once (it may have
      // been received before its timeout).
      const mark = db.prepare(
        'UPDATE outbox SET status = :status, attempts = :attempts WHERE ref_id = :id',
      );
      mark.run({ status: 'sent', attempts: 1, id: ids[1] ?? '' });
      mark.run({ status: 'pending', attempts: 1, id: ids[2] ?? '' });
    } finally {
      db.close();
    }
    const later = Date.now() + (RETENTION_DAYS + 1) * DAY_MS;
    expect(purgeAt(later, true, dataDir)).toMatchObject({ contactMessages: 3, erasures: 2 });
    const left = outboxRows(dataDir);
    expect(left.map((row) => row['ref_id']).sort()).toEqual([ids[1], ids[2]].sort());
    expect(left.every((row) => row['ref_table'] === 'contact_messages_erased')).toBe(true);
  });
});
