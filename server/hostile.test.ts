// Each defect a hostile run found, as a test that fails on the code before the fix,
// through the real interface (app.inject, or a real socket where only a socket shows it), and
// fast-check over every form route.
import { createServer, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCLUDED_COUNTRIES } from '#contracts/interest.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db.ts';
import { leadSignature, type LeadEvent } from './leads-webhook.ts';
import { renderContactForward } from './mail/contact-forward.ts';
import { SMTP_MAX_CONNECTIONS, createOutboxWorker, createSmtpSender } from './outbox-worker.ts';
import { createInterestEntriesRepository } from './repositories/interest-entries.ts';
import { createOutboxRepository, type OutboxMail } from './repositories/outbox.ts';
import {
  buildContactTestApp,
  createContactTestDirs,
  injectForm,
  injectJson,
  storedMessages,
  TEST_HOST,
  TEST_LINK_SECRET,
  testConfig,
  type ContactTestDirs,
  waitFor,
} from './routes/contact.fixtures.ts';
import { VALID_APPLICATION, VALID_WAITLIST, storedEntries } from './routes/interest.fixtures.ts';
import { CONFIRM_LINK_PURPOSE } from './services/links.ts';
import { startSmtpServer } from './smtp.fixtures.ts';
import { createLinkSigner } from './tokens.ts';

/** The hostile run's e-mail: 16,000 dots make a backtracking pattern spend ~155 ms. */
const HOSTILE_EMAIL = `a@${'.'.repeat(16_000)} `;
const VALID_CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };
const TEAM = 'team@realyield.test';
const silent = { info() {}, warn() {}, error() {} };

let dirs: ContactTestDirs;
let app: FastifyInstance;

/** Every e-mail in the outbox, as rendered (the worker cannot reach its SMTP port 1). */
function outboxMails(dataDir: string): Array<{ kind: string; mail: OutboxMail }> {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare("SELECT kind, mail FROM outbox WHERE kind <> 'leads-webhook' ORDER BY id")
      .all()
      .map((row) => ({
        kind: String(row['kind']),
        mail: JSON.parse(String(row['mail'])) as OutboxMail,
      }));
  } finally {
    db.close();
  }
}

function rowCount(dataDir: string): number {
  return storedMessages(dataDir).length + storedEntries(dataDir).length;
}

beforeAll(async () => {
  dirs = await createContactTestDirs('hostile');
  app = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    config: testConfig({
      linkSigningSecret: TEST_LINK_SECRET,
      forms: {
        rateLimit: { max: 100_000, timeWindowMs: 60_000 },
        // Nothing listens on port 1: e-mails stay in the outbox, rendered, for the tests to read.
        mail: { smtpUrl: 'smtp://127.0.0.1:1', to: TEAM, from: `site@${TEST_HOST}` },
      },
    }),
    outbox: { retryDelaysMs: [3_600_000] },
  });
});

afterAll(async () => {
  await app.close();
  await dirs.cleanup();
});

describe('1. a hostile e-mail costs microseconds, and refused posts are rate limited', () => {
  /** Median times of `runs` requests of each kind, interleaved so load and JIT hit both alike. */
  async function medianMs(
    sends: ReadonlyArray<() => Promise<unknown>>,
    runs = 21,
  ): Promise<number[]> {
    const times = sends.map(() => [] as number[]);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, send] of sends.entries()) {
        const started = performance.now();
        await send();
        times[index]?.push(performance.now() - started);
      }
    }
    return times.map((list) => list.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Infinity);
  }

  it.each(['/api/contact', '/api/applications', '/api/waitlist'])(
    '%s refuses it as too long, as fast as a harmless body of the same size',
    async (url) => {
      const base =
        url === '/api/contact'
          ? VALID_CONTACT
          : url === '/api/waitlist'
            ? VALID_WAITLIST
            : VALID_APPLICATION;
      // The same length without the dots that made the old pattern backtrack.
      const harmless = `a@${'a'.repeat(16_000)} `;
      const hostile = await injectJson(app, url, { ...base, email: HOSTILE_EMAIL });
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json()).toMatchObject({ error: { code: 'too_long' } });
      const [hostileMs = Infinity, harmlessMs = 0] = await medianMs([
        () => injectJson(app, url, { ...base, email: HOSTILE_EMAIL }),
        () => injectJson(app, url, { ...base, email: harmless }),
      ]);
      // The backtracking costs about a hundred times the harmless body (~155 ms against ~1 ms);
      // a loaded machine adds a few milliseconds of noise to a 1 ms median, which is not it.
      expect(hostileMs).toBeLessThan(Math.max(harmlessMs * 5, 20));
    },
  );

  it('counts refused posts too: a client sending only bad bodies gets 429', async () => {
    const limitedDirs = await createContactTestDirs('hostile-limit');
    const limited = await buildContactTestApp(limitedDirs, {
      rateLimit: { max: 2, timeWindowMs: 600_000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const response = await injectJson(limited, '/api/contact', {
          ...VALID_CONTACT,
          email: HOSTILE_EMAIL,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 8)).toEqual(Array(8).fill(400));
      expect(statuses.slice(8)).toEqual([429, 429]);
      const refused = await injectJson(limited, '/api/contact', VALID_CONTACT);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
      await limitedDirs.cleanup();
    }
  });
});

describe("2. the site never mails an attacker's words to anyone", () => {
  it('greets a waitlist entrant without the name, and confirms an address once a day', async () => {
    const victim = 'victim@evil.example';
    const name = 'claim your USDC at https://evil.example/claim';
    for (let i = 0; i < 3; i += 1) {
      const response = await injectJson(app, '/api/waitlist', {
        ...VALID_WAITLIST,
        email: i === 0 ? victim : victim.toUpperCase(),
        name,
      });
      expect(response.statusCode).toBe(200);
    }
    const toVictim = outboxMails(dirs.dataDir).filter(
      ({ mail }) => String(mail.to).toLowerCase() === victim,
    );
    expect(toVictim).toHaveLength(1);
    const [confirmation] = toVictim;
    expect(confirmation?.mail.text.startsWith('Hello,\n')).toBe(true);
    expect(JSON.stringify(confirmation?.mail)).not.toContain('evil.example/claim');
    expect(storedEntries(dirs.dataDir).filter((entry) => entry.email === victim)).toHaveLength(1);
  });
});

describe('4. an entry only its owner can change', () => {
  it('keeps the first application when another sends the same address in upper case', async () => {
    const email = 'owner@example.com';
    await injectJson(app, '/api/applications', { ...VALID_APPLICATION, email });
    const attack = await injectJson(app, '/api/applications', {
      ...VALID_APPLICATION,
      email: email.toUpperCase(),
      name: 'Mallory',
      country: 'DE',
      amountBand: '100k-plus',
      message: 'Send my returns to Mallory',
    });
    expect(attack.statusCode).toBe(200);
    const entry = storedEntries(dirs.dataDir).find((stored) => stored.email === email);
    expect(entry).toMatchObject({
      name: VALID_APPLICATION.name,
      country: VALID_APPLICATION.country,
      amountBand: VALID_APPLICATION.amountBand,
      message: VALID_APPLICATION.message,
    });
    expect(entry?.repeats).toMatchObject([{ name: 'Mallory', country: 'DE' }]);
  });
});

describe('5. US territories and the United Kingdom are excluded', () => {
  it.each(['PR', 'VI', 'GU', 'UM', 'AS', 'MP', 'GB'])('%s: 422 not_available', async (country) => {
    expect(EXCLUDED_COUNTRIES).toContain(country);
    const response = await injectJson(app, '/api/waitlist', {
      ...VALID_WAITLIST,
      email: `${country}@example.com`,
      country,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('6. invalid UTF-8 is refused, naming the field', () => {
  it('in a JSON body', async () => {
    const before = rowCount(dirs.dataDir);
    const payload = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0x41, 0xff, 0xfe]),
      Buffer.from('","email":"ada@example.com","message":"Hi"}'),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: TEST_HOST, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { name: expect.any(String) } } });
    expect(rowCount(dirs.dataDir)).toBe(before);
  });

  it('in a form post, percent-encoded or raw', async () => {
    for (const name of ['A%FF%FE', 'A\u00ff']) {
      const raw = name.startsWith('A%')
        ? `name=${name}&email=ada%40example.com&message=Hi`
        : Buffer.concat([
            Buffer.from('name=A'),
            Buffer.from([0xff]),
            Buffer.from('&email=ada%40example.com&message=Hi'),
          ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: raw,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { name: expect.any(String) } } });
    }
    // Real UTF-8, percent-encoded or raw, is kept as sent.
    const ok = await injectForm(app, '/api/contact', { ...VALID_CONTACT, name: 'Zoë ليلى' });
    expect(ok.statusCode).toBe(303);
    expect(storedMessages(dirs.dataDir)[0]?.name).toBe('Zoë ليلى');
  });
});

describe('8 and 9. names in the team e-mail cannot disguise themselves', () => {
  it('puts no visitor words in any header: a fixed subject with the id, a bare Reply-To', () => {
    const mail = renderContactForward(
      {
        id: 'm',
        receivedAt: '2026-01-01T00:00:00.000Z',
        name: `Your bank 😀 <support@bank.example>`,
        email: 'a@example.com',
        message: 'x',
        locale: 'en',
      },
      { to: TEAM, from: TEAM },
    );
    expect(mail.subject).toBe('New contact message m');
    expect(mail.replyTo).toBe('a@example.com');
    expect(mail.text).toContain('Name: Your bank 😀 <support@bank.example>');
  });

  it.each([
    ['a MIME encoded word', '=?utf-8?q?Bcc=3A_victim=40evil.example?='],
    ['a right-to-left override', 'Invoice\u202Efdp.exe'],
    ['an isolate', 'Ada\u2066Lovelace'],
  ])('refuses %s in a name, naming the field', async (_, name) => {
    for (const [url, body] of [
      ['/api/contact', { ...VALID_CONTACT, name }],
      ['/api/applications', { ...VALID_APPLICATION, email: 'bidi@example.com', name }],
      ['/api/waitlist', { ...VALID_WAITLIST, email: 'bidi@example.com', name }],
    ] as const) {
      const response = await injectJson(app, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        error: { fields: { name: expect.any(String) } },
      });
    }
  });
});

describe('10. the Host allow-list', () => {
  it('refuses a rebound host name with 421, and answers the site and loopback names', async () => {
    const rebound = await injectJson(app, '/api/contact', VALID_CONTACT, {
      host: 'evil.example',
      origin: 'http://evil.example',
    });
    expect(rebound.statusCode).toBe(421);
    expect(rebound.json()).toMatchObject({ error: { code: 'misdirected_request' } });
    expect(rebound.headers['content-security-policy']).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(421);
    for (const host of [TEST_HOST, 'localhost:4321', '127.0.0.1:9999', '[::1]']) {
      const ok = await app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(ok.statusCode, host).toBe(200);
    }
  });
});

describe('11. the removal page without a token', () => {
  it.each([
    ['/interest/remove', '/interest/link-invalid'],
    ['/interest/remove.html', '/interest/link-invalid'],
    ['/ar/interest/remove', '/ar/interest/link-invalid'],
  ])('GET %s goes to %s', async (url, location) => {
    const response = await app.inject({ method: 'GET', url, headers: { host: TEST_HOST } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
  });
});

describe('the form routes under fast-check', () => {
  const texts = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 120 }),
    fc.constantFrom(
      HOSTILE_EMAIL,
      '=?utf-8?b?QmNjOg==?=',
      'a\u202Eb',
      'https://evil.example/claim',
      '',
      ' ',
    ),
  );
  const fields = fc.record(
    {
      poolId: fc.constantFrom('dubai-1', 'dubai-2', 'dubai-3', 'x'),
      name: texts,
      email: fc.oneof(fc.emailAddress(), texts),
      message: texts,
      country: fc.constantFrom('GB', 'AE', 'US', 'PR', 'ZZ', 'gb', ''),
      investorType: fc.constantFrom('individual', 'company', 'x'),
      amountBand: fc.constantFrom('under-10k', '100k-plus', 'x'),
      notUsPerson: fc.constantFrom(true, 'on', false),
      riskRead: fc.constantFrom(true, 'on'),
      consent: fc.constantFrom(true, 'on', undefined),
      locale: fc.constantFrom('en', 'ar', undefined),
    },
    { requiredKeys: [] },
  );

  it('never answers 5xx, stores nothing for a refused body, and never mails a visitor their own words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/contact',
          '/api/applications',
          '/api/waitlist',
          '/api/interest/remove',
        ),
        fields.map((record) => record as Record<string, unknown>),
        fc.boolean(),
        async (url, body, asForm) => {
          const before = rowCount(dirs.dataDir);
          const mailsBefore = outboxMails(dirs.dataDir).length;
          // The removal form: a token field beside whatever else was generated.
          if (url === '/api/interest/remove') body['token'] = body['name'];
          const response = asForm
            ? await injectForm(app, url, body)
            : await injectJson(app, url, body);
          expect(response.statusCode).toBeLessThan(500);
          const accepted =
            response.statusCode < 300 ||
            response.headers.location?.match(/sent|applied|waitlisted/);
          if (!accepted) expect(rowCount(dirs.dataDir)).toBe(before);
          for (const { kind, mail } of outboxMails(dirs.dataDir).slice(mailsBefore)) {
            if (!kind.endsWith('-confirmation')) continue;
            for (const typed of [body.name, body.message]) {
              if (typeof typed !== 'string' || typed.trim().length < 4) continue;
              expect(mail.text).not.toContain(typed);
              expect(mail.subject).not.toContain(typed);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('7 and 15. what only a real socket shows', { timeout: 15_000 }, () => {
  let served: FastifyInstance;
  let port: number;
  let servedDirs: ContactTestDirs;

  beforeAll(async () => {
    servedDirs = await createContactTestDirs('hostile-socket');
    served = await buildApp({
      distDir: servedDirs.distDir,
      dataDir: servedDirs.dataDir,
      config: testConfig({ maxConnectionsPerClient: 3 }),
    });
    await served.listen({ host: '127.0.0.1', port: 0 });
    const address = served.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });

  afterAll(async () => {
    await served.close();
    await servedDirs.cleanup();
  });

  function open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
  }

  function answer(socket: Socket, ms = 3_000): Promise<string> {
    return new Promise((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      const timer = setTimeout(() => resolve(text), ms);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
    });
  }

  it.each([
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a malformed request line', 'GET / HTTP/9.9 junk\r\n\r\n'],
  ])(
    "answers Node's parser error (%s) in the API's shape, with the security headers",
    async (_, raw) => {
      const socket = await open();
      const reply = answer(socket);
      socket.write(raw);
      const text = await reply;
      socket.destroy();
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
      expect(text).toMatch(/content-security-policy: /i);
      expect(text).toMatch(/x-content-type-options: nosniff/i);
      const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;
      expect(body).toEqual({
        error: { code: 'bad_request', message: 'The request could not be read' },
      });
    },
  );

  it('answers a connection over the per-client cap with 503 and closes it; the others still work', async () => {
    const held = [await open(), await open(), await open()];
    const extra = await open();
    const text = await answer(extra);
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toContain('"code":"unavailable"');
    expect(text).toMatch(/retry-after: 10/i);
    // A held connection is served as ever.
    const first = held[0];
    if (first === undefined) throw new Error('no socket');
    const reply = answer(first, 1_000);
    first.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await reply).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
    // Once they are gone, the client may connect again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open();
    const ok = answer(again, 1_000);
    again.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await ok).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('14. mail in parallel over a bounded pool', () => {
  it('keeps a pool of at most SMTP_MAX_CONNECTIONS connections open to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    const sender = createSmtpSender(`smtp://127.0.0.1:${smtp.port}`);
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sender.send({
            from: TEAM,
            to: `r${i}@example.com`,
            subject: 's',
            text: 't',
            messageId: `<m${i}@realyield.test>`,
          }),
        ),
      );
      expect(smtp.received).toHaveLength(20);
      expect(smtp.mostOpen()).toBeGreaterThan(1);
      expect(smtp.mostOpen()).toBeLessThanOrEqual(SMTP_MAX_CONNECTIONS);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('sends up to the bound at once, never more', async () => {
    const poolDirs = await createContactTestDirs('hostile-pool');
    const db = openDatabase(poolDirs.dataDir);
    const repository = createOutboxRepository(db);
    for (let i = 0; i < 12; i += 1) {
      repository.enqueue(
        { from: TEAM, to: `r${i}@example.com`, subject: 's', text: 't' },
        { kind: 'test' },
      );
    }
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    const worker = createOutboxWorker({
      repository,
      concurrency: 4,
      log: silent,
      sender: {
        async send() {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 30));
          inFlight -= 1;
          sent += 1;
        },
        close() {},
      },
    });
    worker.start();
    await waitFor(
      () => sent,
      (value) => value === 12,
    );
    await worker.stop();
    db.close();
    await poolDirs.cleanup();
    expect(sent).toBe(12);
    expect(most).toBe(4);
  });
});

describe('the leads webhook', () => {
  it('POSTs each stored lead, signed over timestamp.body, retried with one id, never once erased', async () => {
    const secret = 'w'.repeat(32);
    const attempts: Array<{ headers: IncomingMessage['headers']; event: LeadEvent }> = [];
    let failures = 1;
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const timestamp = Number(request.headers['x-realyield-timestamp']);
        expect(request.headers['x-realyield-signature']).toBe(
          leadSignature(secret, timestamp, body),
        );
        attempts.push({ headers: request.headers, event: JSON.parse(body) as LeadEvent });
        if (failures > 0) {
          failures -= 1;
          response.writeHead(500).end();
          return;
        }
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/leads`;
    const hookDirs = await createContactTestDirs('hostile-webhook');
    const hooked = await buildApp({
      distDir: hookDirs.distDir,
      dataDir: hookDirs.dataDir,
      config: testConfig({ linkSigningSecret: TEST_LINK_SECRET, leadsWebhook: { url, secret } }),
      outbox: { retryDelaysMs: [50], webhookBackoffMs: [50] },
    });
    try {
      expect((await injectJson(hooked, '/api/contact', VALID_CONTACT)).statusCode).toBe(201);
      expect((await injectJson(hooked, '/api/applications', VALID_APPLICATION)).statusCode).toBe(
        200,
      );
      // An application is a lead once its address is confirmed (the confirm page's button).
      const confirm = async (email: string) => {
        const id = storedEntries(hookDirs.dataDir).find((stored) => stored.email === email)?.id;
        const signer = createLinkSigner(TEST_LINK_SECRET, CONFIRM_LINK_PURPOSE);
        const token = signer.sign(id ?? '');
        const answer = await injectJson(hooked, '/api/interest/confirm', { token });
        expect(answer.statusCode).toBe(200);
      };
      await confirm(VALID_APPLICATION.email);
      // One failed attempt and its retry, then the other lead: three attempts, two leads.
      await waitFor(
        () => attempts.length,
        (count) => count >= 3,
        5_000,
      );
      const ids = attempts.map(({ event, headers }) => {
        expect(headers['x-realyield-delivery']).toBe(event.id);
        return event.id;
      });
      expect(new Set(ids).size).toBe(2);
      expect(attempts.map(({ event }) => event.type).sort()).toEqual(
        expect.arrayContaining(['application', 'contact']),
      );
      expect(attempts.find(({ event }) => event.type === 'application')?.event.data).toMatchObject({
        email: VALID_APPLICATION.email,
        poolId: 'dubai-1',
      });

      // The receiver is down; the entry is erased through its removal before a retry succeeds.
      failures = 1_000;
      await injectJson(hooked, '/api/waitlist', { ...VALID_WAITLIST, email: 'erased@example.com' });
      await confirm('erased@example.com');
      await waitFor(
        () => attempts.filter(({ event }) => event.data['email'] === 'erased@example.com'),
        (tried) => tried.length >= 1,
        5_000,
      );
      const entry = storedEntries(hookDirs.dataDir).find(
        (stored) => stored.email === 'erased@example.com',
      );
      const db = openDatabase(hookDirs.dataDir);
      // Erased without an erasure event (the repository alone): the lead is not tried again.
      expect(createInterestEntriesRepository(db).remove(entry?.id ?? '')).toBeDefined();
      db.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const afterErasure = attempts.length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(attempts.length).toBe(afterErasure);
    } finally {
      await hooked.close();
      receiver.close();
      await hookDirs.cleanup();
    }
  });
});

describe('the request log', () => {
  it('records neither the client address nor a removal token', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logDirs = await createContactTestDirs('hostile-log');
    const logged = await buildApp({
      distDir: logDirs.distDir,
      dataDir: logDirs.dataDir,
      logger: { level: 'info', stream },
      config: testConfig(),
    });
    try {
      await logged.inject({
        method: 'GET',
        url: '/api/interest/remove?token=secret-token-value',
        headers: { host: TEST_HOST },
        remoteAddress: '203.0.113.7',
      });
      const log = lines.join('');
      expect(log).toContain('"path":"/api/interest/remove"');
      expect(log).not.toContain('203.0.113.7');
      expect(log).not.toContain('secret-token-value');
    } finally {
      await logged.close();
      await logDirs.cleanup();
    }
  });
});
