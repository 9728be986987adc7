// `npm run erase` as operators run it, a child process on a real database in a temp DATA_DIR; the
// webhook part beside the real app and a real receiver on a loopback port, the app's outbox
// finding the CLI's rows on its poll (another process cannot wake it).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '#server/leads-webhook.ts';
import { createContactMessagesRepository } from '#server/repositories/contact-messages.ts';
import {
  createInterestEntriesRepository,
  type NewInterestEntry,
} from '#server/repositories/interest-entries.ts';
import {
  createContactTestDirs,
  injectJson,
  testConfig,
  waitFor,
} from '#server/routes/contact.fixtures.ts';
import { startWebhookReceiver } from '#server/routes/interest.fixtures.ts';
import { runScript } from './cli.fixtures.ts';

const SCRIPT = fileURLToPath(new URL('./erase.ts', import.meta.url));
const WEBHOOK_SECRET = 'w'.repeat(32);
const AT = '2026-01-01T00:00:00.000Z';

function entry(overrides: Partial<NewInterestEntry>): NewInterestEntry {
  return {
    kind: 'waitlist',
    poolId: 'dubai-2',
    email: 'ann@example.com',
    name: 'Ann Private',
    country: 'DE',
    investorType: null,
    amountBand: null,
    notUsPerson: null,
    riskRead: null,
    message: null,
    consentVersion: 'v1',
    consentedAt: AT,
    ipHash: null,
    userAgent: null,
    at: AT,
    ...overrides,
  };
}

const message = (email: string, name: string) => ({
  receivedAt: AT,
  name,
  email,
  message: `Private words of ${name}`,
  ipHash: null,
  userAgent: null,
  spam: false,
});

/** What the database holds: every row's address, and the outbox rows' kinds and refs. */
function stored(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    return {
      messages: createContactMessagesRepository(db)
        .list({ includeSpam: true })
        .map((item) => item.email)
        .sort(),
      entries: createInterestEntriesRepository(db)
        .list()
        .map((item) => `${item.kind} ${item.email} ${item.repeats.length}`)
        .sort(),
      outbox: db.prepare('SELECT kind, ref_table, ref_id, status FROM outbox ORDER BY id').all(),
    };
  } finally {
    db.close();
  }
}

describe('npm run erase', () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'realyield-erase-'));
    dataDir = path.join(root, 'data');
    const db = openDatabase(dataDir);
    const contact = createContactMessagesRepository(db);
    const interest = createInterestEntriesRepository(db);
    const mail = { from: 'site@example.com', to: 'x@example.com', subject: 's', text: 't' };
    for (const [email, name] of [
      ['Ann@Example.com', 'Ann Private'],
      ['ann+news@example.com', 'Ann Tagged'],
      ['bob@example.com', 'Bob Other'],
    ] as const) {
      contact.store(message(email, name));
    }
    contact.store({ ...message('ANN@example.com', 'Ann Trapped'), spam: true });
    const confirmation = () => [{ kind: 'waitlist-confirmation', mail }];
    const { id } = interest.save(entry({}), confirmation);
    interest.save(entry({ email: 'ANN@example.com', name: 'Ann Again' }), confirmation);
    interest.confirm(id, AT);
    interest.save(entry({ kind: 'application', poolId: 'dubai-1', email: 'ann+x@example.com' }));
    interest.save(entry({ email: 'bob@example.com', name: 'Bob Other' }), confirmation);
    db.close();
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('exits 1 on a malformed address, with the usage mistake named', async () => {
    const malformed = await runScript(SCRIPT, ['not-an-address'], { DATA_DIR: dataDir });
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('"not-an-address" is not an e-mail address');
    const none = await runScript(SCRIPT, [], { DATA_DIR: dataDir });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('give exactly one e-mail address');
  });

  it('says in its help that case and plus-tags are folded', async () => {
    const help = await runScript(SCRIPT, ['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('plus-tags are folded');
  });

  it("dry run lists counts and ids, prints nobody's data, and deletes nothing", async () => {
    const before = stored(dataDir);
    const result = await runScript(SCRIPT, ['--dry-run', 'ann@example.com'], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Would erase');
    expect(result.stdout).toContain('contact messages: 3');
    expect(result.stdout).toContain('applications: 1');
    expect(result.stdout).toContain('waitlist entries: 1');
    expect(result.stdout).toContain('Dry run: nothing was erased.');
    for (const data of ['Private', 'Tagged', 'Trapped', 'Again', 'bob', 'Bob', 'DE']) {
      expect(result.stdout).not.toContain(data);
    }
    expect(stored(dataDir)).toEqual(before);
  });

  it("erases both kinds for the address, tags and case folded, and leaves another address's rows", async () => {
    const result = await runScript(SCRIPT, ['Ann+whatever@EXAMPLE.com'], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Erased what was sent as ann@example.com');
    expect(result.stdout).toContain('(LEADS_WEBHOOK_URL unset), so no erasure request is queued');
    // Ann's confirmed waitlist entry may be in a leads tool from when a webhook was on.
    expect(result.stdout).toContain('A leads tool may still hold 1 of these');
    const after = stored(dataDir);
    expect(after.messages).toEqual(['bob@example.com']);
    expect(after.entries).toEqual(['waitlist bob@example.com 0']);
    // Ann's confirmation e-mails went with her entries; Bob's stays.
    expect(after.outbox).toHaveLength(1);
    const again = await runScript(SCRIPT, ['ann@example.com'], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing found for ann@example.com');
  });
});

describe('npm run erase with the leads webhook on', () => {
  let dirs: Awaited<ReturnType<typeof createContactTestDirs>>;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    dirs = await createContactTestDirs('erase-webhook');
    webhook = await startWebhookReceiver(WEBHOOK_SECRET);
    app = await buildApp({
      distDir: dirs.distDir,
      dataDir: dirs.dataDir,
      logger: false,
      config: testConfig({ leadsWebhook: { url: webhook.url, secret: WEBHOOK_SECRET } }),
      outbox: { retryDelaysMs: [20], pollMs: 50 },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await webhook.close();
    await dirs.cleanup();
  });

  it('queues one signed erasure (reason request) per lead the webhook had, none for an unconfirmed entry; the running server delivers them', async () => {
    const contact = await injectJson(app, '/api/contact', {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
    });
    const messageId = contact.json<{ id: string }>().id;
    // Written through another connection, as a confirmation would be: the app's poll finds them.
    const db = openDatabase(dirs.dataDir);
    const interest = createInterestEntriesRepository(db);
    const confirmed = interest.save(entry({ at: new Date().toISOString() })).id;
    interest.confirm(confirmed, new Date().toISOString(), (stored) => [
      { kind: LEADS_WEBHOOK_KIND, event: leadEvent('waitlist', AT, { id: stored.id }) },
    ]);
    const unconfirmed = interest.save(entry({ kind: 'application', poolId: 'dubai-1' })).id;
    db.close();
    await waitFor(
      () => webhook.received.length,
      (length) => length >= 2,
    );
    expect(webhook.received.map((delivery) => delivery.event.type).sort()).toEqual([
      'contact',
      'waitlist',
    ]);

    const result = await runScript(SCRIPT, ['ann@example.com'], {
      DATA_DIR: dirs.dataDir,
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('2 erasure requests (reason "request") queued');
    await waitFor(
      () => webhook.received.length,
      (length) => length >= 4,
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    const erasures = webhook.received.slice(2);
    expect(erasures).toHaveLength(2);
    expect(erasures.every((delivery) => delivery.signed)).toBe(true);
    expect(
      erasures
        .map((delivery) => delivery.event.data)
        .sort((a, b) => String(a['kind']).localeCompare(String(b['kind']))),
    ).toEqual([
      { id: messageId, kind: 'contact', reason: 'request' },
      { id: confirmed, kind: 'waitlist', reason: 'request' },
    ]);
    expect(JSON.stringify(erasures)).not.toContain(unconfirmed);
    const left = stored(dirs.dataDir);
    expect(left.messages).toEqual([]);
    expect(left.entries).toEqual([]);
    expect(left.outbox.map((row) => row['ref_table'])).toEqual([
      'contact_messages_erased',
      'interest_entries_erased',
    ]);
  });
});
