import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db.ts';
import { composeForwardEmail, retryDelayMs } from './forwarding.ts';
import { createContactMessagesRepository } from './repositories/contact-messages.ts';
import type { ContactOptions } from './routes/contact.ts';
import {
  buildContactTestApp,
  createContactTestDirs,
  storedMessages,
  waitFor,
  type ContactTestDirs,
} from './routes/contact.fixtures.ts';

const HOST = 'realyield.test';
const CONTACT_TO = 'ops@realyield.test';
const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back.' };

/** An e-mail as the test SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    // Plain SMTP on loopback: without this nodemailer would try STARTTLS with a self-signed cert.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            done();
            callback();
          },
        }),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP port');
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function unfold(raw: string): string {
  // Long headers are folded onto continuation lines; join them to match whole values.
  return raw.replace(/\r\n[ \t]+/g, ' ');
}

let dirs: ContactTestDirs;
const apps: FastifyInstance[] = [];
const smtpServers: Array<{ close(): Promise<void> }> = [];

async function appWith(contact: ContactOptions, dataDir: string): Promise<FastifyInstance> {
  const app = await buildContactTestApp(
    dirs,
    { rateLimit: { max: 1000, timeWindowMs: 60_000 }, ...contact },
    dataDir,
  );
  apps.push(app);
  await app.ready();
  return app;
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

beforeAll(async () => {
  dirs = await createContactTestDirs('forwarding');
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(smtpServers.splice(0).map((server) => server.close()));
});

afterAll(async () => {
  await dirs.cleanup();
});

describe('forwarding helpers', () => {
  it('backs off along the schedule and repeats its last step', () => {
    const delays = [5, 30, 120];
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, delays))).toEqual([
      5, 30, 120, 120, 120,
    ]);
  });

  it('composes a plain-text e-mail that replies to the visitor', () => {
    const mail = composeForwardEmail(
      {
        id: 'm-1',
        receivedAt: '2026-03-01T10:00:00.000Z',
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com',
        message: 'Hi\nthere',
        ipHash: null,
        userAgent: null,
        spam: false,
        forwardStatus: 'pending',
        forwardAttempts: 0,
        forwardLastError: null,
        forwardNextAttemptAt: null,
        forwardedAt: null,
      },
      { to: CONTACT_TO, from: 'site@realyield.test' },
    );
    expect(mail.subject).toBe('New contact message from Eve Bcc: victim@example.com');
    expect(mail.replyTo).toEqual({
      name: 'Eve Bcc: victim@example.com',
      address: 'eve@example.com',
    });
    expect(mail.to).toBe(CONTACT_TO);
    expect(mail.text).toContain('Received: 2026-03-01T10:00:00.000Z');
    expect(mail.text).toContain('Hi\nthere');
  });
});

describe('forwarding by e-mail', () => {
  it('e-mails a message to CONTACT_TO with Reply-To the visitor, and never a honeypot one', async () => {
    const smtp = await startSmtpServer();
    smtpServers.push(smtp);
    const dataDir = `${dirs.root}/data-delivery`;
    const app = await appWith(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactTo: CONTACT_TO, retryDelaysMs: [20] },
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
    expect(raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(raw).toMatch(/^Subject: New contact message from Ada Lovelace$/m);
    expect(raw).toContain('Name: Ada Lovelace');
    expect(raw).toContain('Email: ada@example.com');
    expect(raw).toContain(`Received: ${sent?.receivedAt}`);
    expect(raw).toContain('Please call me back.');

    expect(messageIn(dataDir, spamId)()).toMatchObject({
      spam: true,
      forwardStatus: 'skipped',
      forwardAttempts: 0,
    });
  });

  it('keeps the message while SMTP is down, marks it failed, and delivers it once SMTP is up', async () => {
    const port = await closedPort();
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
      (message) => message?.forwardStatus === 'failed' && message.forwardAttempts >= 1,
    );
    expect(failed).toMatchObject({ ...visitor, forwardStatus: 'failed' });
    expect(failed?.forwardAttempts).toBeGreaterThanOrEqual(1);
    expect(failed?.forwardLastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.forwardNextAttemptAt).not.toBeNull();

    const smtp = await startSmtpServer(port);
    smtpServers.push(smtp);
    const delivered = await waitFor(
      messageIn(dataDir, id),
      (message) => message?.forwardStatus === 'sent',
    );
    expect(delivered?.forwardStatus).toBe('sent');
    expect(delivered?.forwardNextAttemptAt).toBeNull();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('Please call me back.');
  });

  it('gives up after the maximum attempts and stops cleanly', async () => {
    const port = await closedPort();
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

  it('sends at start what was queued while the server was down', async () => {
    const dataDir = `${dirs.root}/data-restart`;
    const db = openDatabase(dataDir);
    const queued = createContactMessagesRepository(db).insert({
      receivedAt: new Date(Date.now() - 60_000).toISOString(),
      ...visitor,
      ipHash: null,
      userAgent: null,
      spam: false,
      forward: true,
    });
    db.close();
    expect(queued.forwardStatus).toBe('pending');

    const smtp = await startSmtpServer();
    smtpServers.push(smtp);
    await appWith({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactTo: CONTACT_TO }, dataDir);
    const sent = await waitFor(
      messageIn(dataDir, queued.id),
      (message) => message?.forwardStatus === 'sent',
    );
    expect(sent?.forwardStatus).toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('warns and stores only when SMTP_URL is set without CONTACT_TO', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      distDir: dirs.distDir,
      dataDir: `${dirs.root}/data-no-recipient`,
      logger: { level: 'warn', stream },
      contact: { smtpUrl: 'smtp://127.0.0.1:1' },
    });
    apps.push(logged);
    const id = await post(logged, visitor);
    expect(lines.join('')).toContain('SMTP_URL is set but CONTACT_TO is not');
    expect(messageIn(`${dirs.root}/data-no-recipient`, id)()?.forwardStatus).toBe('skipped');
  });
});
