import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import getPort from 'get-port';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadMigrations, openDatabase, transaction } from './db.ts';
import { DEFAULT_RETENTION_DAYS } from './config.ts';
import { renderContactForward } from './mail/contact-forward.ts';
import { createOutboxWorker, createSmtpSender, retryDelayMs } from './outbox-worker.ts';
import { createContactMessagesRepository } from './repositories/contact-messages.ts';
import { createOutboxRepository } from './repositories/outbox.ts';
import {
  buildContactTestApp,
  createContactTestDirs,
  storedMessages,
  testConfig,
  waitFor,
  type ContactTestDirs,
  type TestAppSettings,
} from './routes/contact.fixtures.ts';
import { startSmtpServer, type ReceivedMail } from './smtp.fixtures.ts';

const HOST = 'realyield.test';
const CONTACT_TO = 'ops@realyield.test';
const CONTACT_FROM = 'RealYield website <site@realyield.test>';
const forward = { to: CONTACT_TO, from: CONTACT_FROM };
const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back.' };
const silent = { info() {}, warn() {}, error() {} };

function unfold(raw: string): string {
  // Long headers are folded onto continuation lines; join them to match whole values.
  return raw.replace(/\r\n[ \t]+/g, ' ');
}

function header(mail: ReceivedMail | undefined, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(unfold(mail?.raw ?? ''))?.[1];
}

let dirs: ContactTestDirs;
const apps: FastifyInstance[] = [];
const cleanups: Array<() => unknown> = [];

async function appWith(settings: TestAppSettings, dataDir: string): Promise<FastifyInstance> {
  const app = await buildContactTestApp(
    dirs,
    { rateLimit: { max: 1000, timeWindowMs: 60_000 }, ...settings },
    dataDir,
  );
  apps.push(app);
  await app.ready();
  return app;
}

async function smtpServer(port?: number) {
  const smtp = await startSmtpServer(port);
  cleanups.push(() => smtp.close());
  return smtp;
}

async function post(app: FastifyInstance, body: object): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

function messageIn(dataDir: string, id: string) {
  return () => storedMessages(dataDir).find((message) => message.id === id);
}

function newMessage(receivedAt = new Date().toISOString()) {
  return {
    receivedAt,
    ...visitor,
    ipHash: null,
    userAgent: null,
    spam: false,
    locale: 'en' as const,
  };
}

beforeAll(async () => {
  dirs = await createContactTestDirs('outbox');
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await dirs.cleanup();
});

describe('contact forward e-mail', () => {
  it('replies to the visitor; a name cannot add lines to the body or headers', () => {
    const mail = renderContactForward(
      {
        id: 'm-1',
        receivedAt: '2026-03-01T10:00:00.000Z',
        name: 'Eve\r\nEmail: victim@example.com\u2028Bcc: x@example.com',
        email: 'eve@example.com',
        message: 'Hi\nthere',
        locale: 'ar',
      },
      forward,
    );
    const name = 'Eve Email: victim@example.com Bcc: x@example.com';
    // No visitor words in a header: the subject is fixed text and the id, Reply-To the address.
    expect(mail.subject).toBe('New contact message m-1');
    expect(mail.replyTo).toBe('eve@example.com');
    expect(mail.text).toContain(`Name: ${name}`);
    expect(mail).toMatchObject({ to: CONTACT_TO, from: CONTACT_FROM });
    expect(mail.text.split('\n').filter((line) => line.startsWith('Email:'))).toEqual([
      'Email: eve@example.com',
    ]);
    expect(mail.text).toContain(`Name: ${name}\n`);
    expect(mail.text).toContain('Received: 2026-03-01T10:00:00.000Z');
    expect(mail.text).toContain('Hi\nthere');
    // The team's e-mail stays in English and says which language the visitor wrote from.
    expect(mail.text).toContain('Language: Arabic (ar)\n');
  });

  it('backs off along the schedule and repeats its last step', () => {
    const delays = [5, 30, 120];
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, delays))).toEqual([
      5, 30, 120, 120, 120,
    ]);
  });
});

describe('the outbox in the same transaction as its row', () => {
  it('stores neither the message nor its e-mail when the enqueue fails', () => {
    const db = openDatabase(path.join(dirs.root, 'data-atomic'));
    cleanups.push(() => db.close());
    const repository = createContactMessagesRepository(db);
    db.exec(`CREATE TEMP TRIGGER outbox_full BEFORE INSERT ON outbox
      BEGIN SELECT RAISE(ABORT, 'outbox full'); END`);
    expect(() => repository.store(newMessage(), forward)).toThrow(/outbox full/);
    expect(repository.list({ includeSpam: true })).toEqual([]);

    db.exec('DROP TRIGGER outbox_full');
    // Inside a caller's transaction, both are rolled back with it.
    expect(() =>
      transaction(db, () => {
        repository.store(newMessage(), forward);
        throw new Error('the caller failed after storing');
      }),
    ).toThrow(/caller failed/);
    expect(repository.list({ includeSpam: true })).toEqual([]);
    expect(createOutboxRepository(db).nextDueAt()).toBeNull();

    const { id } = repository.store(newMessage(), forward);
    expect(repository.get(id)).toMatchObject({ forwardStatus: 'pending', forwardAttempts: 0 });
  });
});

describe('the outbox worker', () => {
  it('e-mails a message to CONTACT_TO with Reply-To the visitor and a Message-ID, never a honeypot one', async () => {
    const smtp = await smtpServer();
    const dataDir = `${dirs.root}/data-delivery`;
    const app = await appWith(
      {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        contactTo: CONTACT_TO,
        contactFrom: CONTACT_FROM,
        retryDelaysMs: [20],
      },
      dataDir,
    );

    const spamId = await post(app, { ...visitor, website: 'https://spam.example' });
    const id = await post(app, visitor);
    const sent = await waitFor(
      messageIn(dataDir, id),
      (message) => message?.forwardStatus === 'sent',
    );
    expect(sent).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 1 });
    expect(sent?.forwardedAt).toBeTruthy();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([CONTACT_TO]);
    const raw = unfold(mail?.raw ?? '');
    expect(raw).toMatch(/^To: ops@realyield\.test$/m);
    expect(raw).toMatch(/^From: RealYield website <site@realyield\.test>$/m);
    expect(raw).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(raw).toMatch(/^Subject: New contact message \S+$/m);
    expect(header(mail, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@realyield\.test>$/);
    expect(raw).toContain('Name: Ada Lovelace');
    expect(raw).toContain('Email: ada@example.com');
    expect(raw).toContain(`Received: ${sent?.receivedAt}`);
    expect(raw).toContain('Please call me back.');
    // The mailbox copy is the team's to delete by the time the site deletes its own.
    expect(raw).toContain(
      `The site deletes its copy of this message after ${DEFAULT_RETENTION_DAYS} days.`,
    );
    expect(raw).toContain('This e-mail stays in your mailbox: delete it once you no longer');

    expect(messageIn(dataDir, spamId)()).toMatchObject({
      spam: true,
      forwardStatus: 'skipped',
      forwardAttempts: 0,
    });
  });

  it('e-mails a submission sent again with its key once: the retry of a lost answer is the same message', async () => {
    const smtp = await smtpServer();
    const dataDir = `${dirs.root}/data-repeat`;
    const app = await appWith(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactTo: CONTACT_TO, retryDelaysMs: [20] },
      dataDir,
    );

    const submission = randomUUID();
    const id = await post(app, { ...visitor, submission });
    expect(await post(app, { ...visitor, submission })).toBe(id);
    await waitFor(messageIn(dataDir, id), (message) => message?.forwardStatus === 'sent');
    // A later message goes through the same queue: once it is sent, nothing else is left behind.
    const next = await post(app, { ...visitor, submission: randomUUID() });
    await waitFor(messageIn(dataDir, next), (message) => message?.forwardStatus === 'sent');

    expect(smtp.received).toHaveLength(2);
    expect(storedMessages(dataDir).map((message) => message.id)).toEqual([next, id]);
  });

  it('keeps the e-mail while SMTP is down, retries with backoff, and delivers it once SMTP is up', async () => {
    const port = await getPort();
    const dataDir = `${dirs.root}/data-outage`;
    const app = await appWith(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        contactTo: CONTACT_TO,
        retryDelaysMs: [30, 60],
        maxForwardAttempts: 1000,
      },
      dataDir,
    );

    const id = await post(app, visitor);
    const failed = await waitFor(
      messageIn(dataDir, id),
      (message) => message?.forwardStatus === 'failed' && message.forwardAttempts >= 2,
    );
    expect(failed).toMatchObject({ ...visitor, forwardStatus: 'failed' });
    expect(failed?.forwardLastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.forwardNextAttemptAt).not.toBeNull();

    const smtp = await smtpServer(port);
    const delivered = await waitFor(
      messageIn(dataDir, id),
      (message) => message?.forwardStatus === 'sent',
    );
    expect(delivered?.forwardStatus).toBe('sent');
    expect(delivered?.forwardNextAttemptAt).toBeNull();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('Please call me back.');
  });

  it('waits along the backoff schedule between attempts', async () => {
    const db = openDatabase(path.join(dirs.root, 'data-backoff'));
    cleanups.push(() => db.close());
    const outbox = createOutboxRepository(db);
    const attempts: number[] = [];
    const worker = createOutboxWorker({
      repository: outbox,
      sender: {
        async send() {
          attempts.push(Date.now());
          throw new Error('421 try again later');
        },
        close() {},
      },
      log: silent,
      retryDelaysMs: [50, 200],
      maxAttempts: 3,
    });
    cleanups.push(() => worker.stop());
    outbox.enqueue(renderContactForward({ id: 'm', ...newMessage() }, forward), {
      kind: 'contact-forward',
    });
    worker.start();
    await waitFor(
      () => attempts.length,
      (count) => count === 3,
    );
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(45);
    expect(second - first).toBeLessThan(200);
    expect(third - second).toBeGreaterThanOrEqual(195);
  });

  it('gives up after the maximum attempts and stops cleanly', async () => {
    const port = await getPort();
    const dataDir = `${dirs.root}/data-give-up`;
    const app = await appWith(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        contactTo: CONTACT_TO,
        retryDelaysMs: [10],
        maxForwardAttempts: 3,
      },
      dataDir,
    );
    const id = await post(app, visitor);
    const given = await waitFor(
      messageIn(dataDir, id),
      (message) => message?.forwardAttempts === 3 && message.forwardNextAttemptAt === null,
    );
    expect(given).toMatchObject({ forwardStatus: 'failed', forwardAttempts: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messageIn(dataDir, id)()?.forwardAttempts).toBe(3);
  });

  it('sends again, with the same Message-ID, an e-mail whose sender died before recording it', async () => {
    const smtp = await smtpServer();
    const db = openDatabase(path.join(dirs.root, 'data-lease'));
    cleanups.push(() => db.close());
    const messages = createContactMessagesRepository(db);
    const outbox = createOutboxRepository(db);
    const { id } = messages.store(newMessage(), forward);

    // A first process claims the e-mail, hands it to SMTP, and is killed before markSent.
    const now = Date.now();
    const claimed = outbox.claimDue(new Date(now).toISOString(), new Date(now + 300).toISOString());
    if (!claimed) throw new Error('nothing to claim');
    const crashed = createSmtpSender(`smtp://127.0.0.1:${smtp.port}`);
    await crashed.send({ ...claimed.mail, messageId: claimed.messageId });
    crashed.close();
    expect(outbox.claimDue(new Date().toISOString(), new Date().toISOString())).toBeUndefined();

    const worker = createOutboxWorker({
      repository: outbox,
      sender: createSmtpSender(`smtp://127.0.0.1:${smtp.port}`),
      log: silent,
    });
    cleanups.push(() => worker.stop());
    worker.start();
    const sent = await waitFor(
      () => messages.get(id),
      (message) => message?.forwardStatus === 'sent',
    );
    expect(sent).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 1 });
    expect(Date.parse(sent?.forwardedAt ?? '')).toBeGreaterThanOrEqual(now + 300);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((mail) => header(mail, 'Message-ID'))).toEqual([
      claimed.messageId,
      claimed.messageId,
    ]);
    expect(claimed.messageId).toMatch(/^<[0-9a-f-]{36}@realyield\.test>$/);
  });

  it('sends at start what was queued while the server was down', async () => {
    const dataDir = `${dirs.root}/data-restart`;
    const db = openDatabase(dataDir);
    const queued = createContactMessagesRepository(db).store(
      newMessage(new Date(Date.now() - 60_000).toISOString()),
      forward,
    );
    db.close();

    const smtp = await smtpServer();
    await appWith({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactTo: CONTACT_TO }, dataDir);
    const sent = await waitFor(
      messageIn(dataDir, queued.id),
      (message) => message?.forwardStatus === 'sent',
    );
    expect(sent?.forwardStatus).toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('says in one line at start which mails are on', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      distDir: dirs.distDir,
      dataDir: `${dirs.root}/data-start-log`,
      logger: { level: 'info', stream },
      config: testConfig(),
    });
    apps.push(logged);
    await logged.ready();
    const line = lines.find((text) => text.includes('Outgoing:'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      msg: 'Outgoing: team notices off, visitor confirmations off, leads webhook off (SMTP_URL unset: submissions are stored, nothing is e-mailed)',
      teamNotices: false,
      visitorConfirmations: false,
      leadsWebhook: false,
    });
  });
});

describe('migration 002 on a database from 001', () => {
  it('moves forwarding state into the outbox, and sends the pending ones once forwarding is on', async () => {
    const dataDir = path.join(dirs.root, 'data-migrate');
    const old = openDatabase(dataDir, loadMigrations().slice(0, 1));
    const insert = old.prepare(
      `INSERT INTO contact_messages (id, received_at, name, email, message, spam, forward_status,
         forward_attempts, forward_last_error, forward_next_attempt_at, forwarded_at)
       VALUES (?, ?, ?, 'old@example.com', 'Old message', ?, ?, ?, ?, ?, ?)`,
    );
    const at = (minute: number) => `2026-01-01T00:0${minute}:00.000Z`;
    insert.run('pending', at(1), 'Pending', 0, 'pending', 0, null, at(1), null);
    insert.run('sent', at(2), 'Sent', 0, 'sent', 2, 'timeout', null, at(3));
    insert.run('retrying', at(3), 'Retrying', 0, 'failed', 4, 'ECONNREFUSED', at(5), null);
    insert.run('given-up', at(4), 'Given up', 0, 'failed', 20, 'ECONNREFUSED', null, null);
    insert.run('skipped', at(5), 'Skipped', 0, 'skipped', 0, null, null, null);
    insert.run('spam', at(6), 'Spam', 1, 'skipped', 0, null, null, null);
    old.close();

    const db = openDatabase(dataDir);
    cleanups.push(() => db.close());
    // What operators saw before (npm run messages) they still see.
    expect(createStates(db)).toEqual({
      pending: ['pending', 0, null, at(1), null],
      sent: ['sent', 2, 'timeout', null, at(3)],
      retrying: ['failed', 4, 'ECONNREFUSED', at(5), null],
      'given-up': ['failed', 20, 'ECONNREFUSED', null, null],
      skipped: ['skipped', 0, null, null, null],
      spam: ['skipped', 0, null, null, null],
    });
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('contact_messages');
    expect(columns.map((column) => column['name'])).not.toContain('forward_status');

    // The old rows had no rendered e-mail: rendered at start with the configured addresses.
    const smtp = await smtpServer();
    await appWith(
      {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        contactTo: CONTACT_TO,
        contactFrom: CONTACT_FROM,
      },
      dataDir,
    );
    await waitFor(
      () => createStates(db),
      (states) => states['retrying']?.[0] === 'sent' && states['pending']?.[0] === 'sent',
    );
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((mail) => header(mail, 'Subject')).sort()).toEqual([
      'New contact message pending',
      'New contact message retrying',
    ]);
    const messageIds = smtp.received.map((mail) => header(mail, 'Message-ID'));
    expect(new Set(messageIds).size).toBe(2);
    for (const messageId of messageIds)
      expect(messageId).toMatch(/^<[0-9a-f-]{36}@realyield\.test>$/);
    expect(createStates(db)['given-up']?.[0]).toBe('failed');
    expect(createStates(db)['sent']?.[1]).toBe(2);
  });
});

function createStates(db: Parameters<typeof createContactMessagesRepository>[0]) {
  return Object.fromEntries(
    createContactMessagesRepository(db)
      .list({ includeSpam: true })
      .map((message) => [
        message.id,
        [
          message.forwardStatus,
          message.forwardAttempts,
          message.forwardLastError,
          message.forwardNextAttemptAt,
          message.forwardedAt,
        ],
      ]),
  );
}
