import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_BODY_MAX_BYTES, contactMessageSchema } from '#contracts/contact.ts';
import { buildApp } from '../app.ts';
import { databasePath, openDatabase } from '../db.ts';
import {
  BROWSER_ACCEPT,
  TEST_HOST,
  asFormText,
  buildContactTestApp,
  createContactTestDirs,
  injectForm,
  injectJson,
  storedMessages,
  type ContactTestDirs,
  testConfig,
} from './contact.fixtures.ts';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello, world!' };

let dirs: ContactTestDirs;
let app: FastifyInstance;

function postJson(body: unknown, headers: Record<string, string> = {}) {
  return injectJson(app, '/api/contact', body, headers);
}

function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  target: FastifyInstance = app,
) {
  return injectForm(target, '/api/contact', fields, headers);
}

function count(): number {
  return storedMessages(dirs.dataDir).length;
}

function errorOf(response: { json(): unknown }) {
  return (response.json() as { error: { code: string; message: string; fields?: object } }).error;
}

beforeAll(async () => {
  dirs = await createContactTestDirs('contact-api');
  // A high limit: the rate limit has its own app below.
  app = await buildContactTestApp(dirs, { rateLimit: { max: 100_000, timeWindowMs: 60_000 } });
});

afterAll(async () => {
  await app.close();
  await dirs.cleanup();
});

describe('POST /api/contact: accepted messages', () => {
  it('stores a JSON message exactly as sent and answers 201 with its id', async () => {
    const before = count();
    const sent = { name: '  Zoë  ', email: 'zoe+x@example.co.uk', message: ' Line 1\r\nLine 2 ' };
    const response = await postJson(sent, { 'user-agent': 'TestAgent/1.0' });

    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; status: string }>();
    expect(body.status).toBe('received');
    const rows = storedMessages(dirs.dataDir);
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((candidate) => candidate.id === body.id);
    expect(row).toMatchObject({ ...sent, userAgent: 'TestAgent/1.0', spam: false });
    expect(row?.forwardStatus).toBe('skipped');
    expect(new Date(row?.receivedAt ?? '').toISOString()).toBe(row?.receivedAt);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ipHash).not.toContain('127.0.0.1');
  });

  it('answers a submission sent again with its key as the first, and keeps it once', async () => {
    const before = count();
    const submission = randomUUID();
    const first = await postJson({ ...valid, submission });
    const again = await postJson({ ...valid, submission });
    const other = await postJson({ ...valid, submission: randomUUID() });

    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([201, 201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(other.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect(count()).toBe(before + 2);
  });

  it('refuses a submission key that is not a UUID, naming the field', async () => {
    const before = count();
    const response = await postJson({ ...valid, submission: 'retry-1' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'invalid_request',
      fields: { submission: expect.any(String) },
    });
    expect(count()).toBe(before);
  });

  it('answers a browser form post with 303 to /contact/sent and stores it as sent', async () => {
    const before = count();
    const sent = { name: 'Jo & Co', email: 'jo@b.co', message: '50% + more = ok?', website: '' };
    const response = await postForm(sent);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/sent');
    const rows = storedMessages(dirs.dataDir);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      spam: false,
    });
  });

  it('answers a form post from a non-browser client with JSON', async () => {
    const response = await postForm(valid, { accept: 'application/json' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'received' });
  });

  it('answers a filled-in honeypot like success and stores it as spam', async () => {
    const before = count();
    const json = await postJson({ ...valid, website: 'http://spam.example' });
    expect(json.statusCode).toBe(201);
    const form = await postForm({ ...valid, website: 'buy now' });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/contact/sent');

    const rows = storedMessages(dirs.dataDir);
    expect(rows).toHaveLength(before + 2);
    expect(rows.slice(0, 2).map((row) => [row.spam, row.forwardStatus])).toEqual([
      [true, 'skipped'],
      [true, 'skipped'],
    ]);
  });

  it('hashes the client IP with a salt that survives a restart', async () => {
    await postJson(valid, { 'x-test': '1' });
    const [first] = storedMessages(dirs.dataDir);
    const again = await buildContactTestApp(dirs, {
      rateLimit: { max: 100, timeWindowMs: 60_000 },
    });
    try {
      await again.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/json' },
        payload: valid,
      });
    } finally {
      await again.close();
    }
    const [second] = storedMessages(dirs.dataDir);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.ipHash).toBe(first?.ipHash);

    const salted = await buildContactTestApp(dirs, { ipHashSalt: 'configured-secret' });
    try {
      await salted.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/json' },
        payload: valid,
      });
    } finally {
      await salted.close();
    }
    const [third] = storedMessages(dirs.dataDir);
    expect(third?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(third?.ipHash).not.toBe(first?.ipHash);
  });
});

describe('POST /api/contact: rejected messages store nothing', () => {
  it.each([
    ['blank name', { ...valid, name: '   ' }, 'missing_fields', 'name', 'missing'],
    ['empty email', { ...valid, email: '' }, 'missing_fields', 'email', 'missing'],
    ['blank message', { ...valid, message: '\n\t' }, 'missing_fields', 'message', 'missing'],
    ['absent message', { name: 'a', email: 'a@b.co' }, 'missing_fields', 'message', 'missing'],
    ['invalid email', { ...valid, email: 'a@b' }, 'invalid_email', 'email', 'invalid-email'],
    ['long name', { ...valid, name: 'n'.repeat(101) }, 'too_long', 'name', 'too-long'],
    ['long email', { ...valid, email: `${'e'.repeat(250)}@b.co` }, 'too_long', 'email', 'too-long'],
    ['long message', { ...valid, message: 'm'.repeat(5001) }, 'too_long', 'message', 'too-long'],
    ['unknown field', { ...valid, phone: '1' }, 'invalid_request', 'phone', 'error'],
  ] as const)(
    '%s: 400 naming the field, or 303 to its page',
    async (_, body, code, field, page) => {
      const before = count();
      const response = await postJson(body);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message).toBeTruthy();
      expect(Object.keys(error.fields ?? {})).toContain(field);

      const form = await postForm(body as Record<string, string>);
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe(`/contact/${page}`);
      expect(count()).toBe(before);
    },
  );

  it('answers the spec toast text as the message', async () => {
    const missing = errorOf(await postJson({ ...valid, name: '' }));
    expect(missing.message).toBe('Please fill in all fields');
    const invalid = errorOf(await postJson({ ...valid, email: 'a b@c.d' }));
    expect(invalid).toEqual({
      code: 'invalid_email',
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('rejects a body over 16 KB with 413', async () => {
    const before = count();
    const body = { ...valid, message: 'x'.repeat(CONTACT_BODY_MAX_BYTES) };
    const response = await postJson(body);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });

    const form = await postForm(body);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/contact/too-long');
    expect(count()).toBe(before);
  });

  it('accepts a body of exactly 16 KB (the limit is inclusive)', async () => {
    const payload = JSON.stringify({ ...valid, message: 'x'.repeat(5000) });
    // Pad with JSON whitespace up to the byte limit.
    const padded = payload + ' '.repeat(CONTACT_BODY_MAX_BYTES - Buffer.byteLength(payload));
    expect(Buffer.byteLength(padded)).toBe(CONTACT_BODY_MAX_BYTES);
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: TEST_HOST, 'content-type': 'application/json' },
      payload: padded,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['text/plain', 'name=a'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('rejects %s with 415', async (type, payload) => {
    const before = count();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: TEST_HOST, 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: expect.stringContaining('application/json'),
      },
    });
    expect(count()).toBe(before);
  });

  it('rejects a post without a content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: TEST_HOST },
    });
    expect(response.statusCode).toBe(415);
  });

  it('rejects malformed JSON and a prototype-poisoning key with 400', async () => {
    for (const payload of ['{"name": ', '{"__proto__": {"x": 1}, "name": "a"}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid_request');
    }
  });

  it('rejects a repeated form field (it arrives as a list)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&name=b&email=a%40b.co&message=hi',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'invalid_request',
      fields: { name: 'Must be text' },
    });
  });
});

describe('POST /api/contact: cross-site posts', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['same host, another port', { origin: 'https://realyield.test:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 and stores nothing', async (_, headers) => {
    const before = count();
    const json = await postJson(valid, headers);
    expect(json.statusCode).toBe(403);
    expect(errorOf(json).code).toBe('forbidden_origin');
    const form = await postForm(valid, headers);
    expect(form.statusCode).toBe(403);
    expect(count()).toBe(before);
  });

  it('accepts the site itself and same-site fetches', async () => {
    for (const headers of [
      { origin: `https://${TEST_HOST}` },
      { origin: `http://${TEST_HOST}`, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ]) {
      expect((await postJson(valid, headers)).statusCode).toBe(201);
    }
  });

  it('accepts a configured trusted origin', async () => {
    const trusting = await buildContactTestApp(dirs, {
      trustedOrigins: ['https://www.realyield.example'],
    });
    try {
      const headers = { origin: 'https://www.realyield.example', 'sec-fetch-site': 'cross-site' };
      expect((await postForm(valid, headers, trusting)).statusCode).toBe(303);
      expect(
        (await postForm(valid, { origin: 'https://other.example' }, trusting)).statusCode,
      ).toBe(403);
    } finally {
      await trusting.close();
    }
  });
});

describe('POST /api/contact: rate limit', () => {
  it('answers 429 with Retry-After and a clear message after the configured max', async () => {
    const limitedDirs = await createContactTestDirs('contact-limit');
    const limited = await buildContactTestApp(limitedDirs, {
      rateLimit: { max: 2, timeWindowMs: 600_000 },
    });
    const post = (body: unknown, accept = 'application/json') =>
      limited.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/json', accept },
        payload: JSON.stringify(body),
      });
    try {
      // Rejected messages do not use up the allowance.
      expect((await post({ ...valid, email: 'bad' })).statusCode).toBe(400);
      expect((await post(valid)).statusCode).toBe(201);
      expect((await post(valid)).statusCode).toBe(201);

      const refused = await post(valid);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      expect(refused.json()).toEqual({
        error: {
          code: 'rate_limited',
          message:
            'Too many messages from your connection. Please wait 10 minutes before sending another.',
        },
      });
      const form = await postForm(valid, {}, limited);
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/contact/rate-limited');
      expect(storedMessages(limitedDirs.dataDir)).toHaveLength(2);
    } finally {
      await limited.close();
      await limitedDirs.cleanup();
    }
  });
});

describe('POST /api/contact: behind a proxy', () => {
  it('counts each forwarded client on its own only when the proxy is trusted', async () => {
    const proxyDirs = await createContactTestDirs('contact-proxy');
    const rateLimit = { max: 1, timeWindowMs: 600_000 };
    const trusting = await buildApp({
      distDir: proxyDirs.distDir,
      dataDir: path.join(proxyDirs.root, 'trusting'),
      trustProxy: true,
      config: testConfig({ contact: { rateLimit } }),
    });
    const direct = await buildApp({
      distDir: proxyDirs.distDir,
      dataDir: path.join(proxyDirs.root, 'direct'),
      config: testConfig({ contact: { rateLimit } }),
    });
    const postFrom = (app: typeof trusting, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: JSON.stringify(valid),
      });
    try {
      expect((await postFrom(trusting, '203.0.113.1')).statusCode).toBe(201);
      expect((await postFrom(trusting, '203.0.113.2')).statusCode).toBe(201);
      expect((await postFrom(trusting, '203.0.113.1')).statusCode).toBe(429);
      // Untrusted, the header is ignored: both "clients" are the one connection.
      expect((await postFrom(direct, '203.0.113.1')).statusCode).toBe(201);
      expect((await postFrom(direct, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await trusting.close();
      await direct.close();
      await proxyDirs.cleanup();
    }
  });
});

describe('POST /api/contact: server failures', () => {
  it('answers 500 without details when storing fails', async () => {
    const failingDirs = await createContactTestDirs('contact-failing');
    const failing = await buildContactTestApp(failingDirs);
    await failing.ready();
    // A second connection breaks the schema under the running app.
    const db = openDatabase(failingDirs.dataDir);
    db.exec('DROP TABLE contact_messages');
    try {
      const response = await failing.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: TEST_HOST, 'content-type': 'application/json' },
        payload: valid,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal_error', message: expect.stringContaining('not stored') },
      });
      expect(response.body).not.toMatch(/contact_messages|no such table|sqlite/i);
      const form = await postForm(valid, {}, failing);
      expect(form.headers.location).toBe('/contact/error');
    } finally {
      await failing.close();
      db.close();
      await failingDirs.cleanup();
    }
  });
});

describe('POST /api/contact: any body', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('', ' ', '\t\n', '\u00a0', 'a@b', 'a@.c'),
    fc.string({ minLength: 95, maxLength: 110 }),
    fc.string({ minLength: 4990, maxLength: 6000 }),
  );
  const odd = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  // Mostly plausible values, so that both outcomes (stored, refused) are common.
  const field = (plausible: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 6, arbitrary: plausible },
      { weight: 3, arbitrary: text },
      { weight: 1, arbitrary: odd },
    );
  const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
  const body = fc.tuple(
    fc.record(
      {
        name: field(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })),
        email: field(fc.emailAddress()),
        message: field(fc.string({ unit: 'binary', minLength: 1, maxLength: 300 })),
        website: fc.oneof(
          { weight: 4, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: field(text) },
        ),
        locale: field(fc.constantFrom('en', 'ar')),
      },
      { requiredKeys: ['name', 'email', 'message', 'website'] },
    ),
    // Sometimes a field is left out, sometimes unknown keys are added.
    rarely(fc.constantFrom('name', 'email', 'message', 'website')),
    rarely(fc.dictionary(fc.string({ maxLength: 8 }), field(text), { minKeys: 1, maxKeys: 2 })),
    fc.boolean(),
  );

  it('either stores the message exactly as sent (201/303) or stores nothing (4xx), never 5xx', async () => {
    const db = new DatabaseSync(databasePath(dirs.dataDir), { readOnly: true });
    const countRows = () =>
      Number(db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()?.['n']);
    try {
      await fc.assert(
        fc.asyncProperty(body, async ([fields, dropped, extra, asForm]) => {
          const sent: Record<string, unknown> = { ...extra, ...fields };
          if (dropped !== null) delete sent[dropped];
          const before = countRows();
          let expected: unknown = sent;
          let response;
          if (asForm) {
            const encoded = new URLSearchParams(
              Object.entries(sent).map(([key, item]) => [key, asFormText(item)]),
            ).toString();
            // What the server sees is what the browser encoding keeps.
            expected = Object.fromEntries(new URLSearchParams(encoded));
            response = await app.inject({
              method: 'POST',
              url: '/api/contact',
              headers: {
                host: TEST_HOST,
                'content-type': 'application/x-www-form-urlencoded',
                accept: BROWSER_ACCEPT,
              },
              payload: encoded,
            });
          } else {
            response = await postJson(sent);
          }

          expect(response.statusCode).toBeLessThan(500);
          const location = response.headers.location;
          const stored =
            response.statusCode === 201 ||
            location === '/contact/sent' ||
            location === '/ar/contact/sent';
          // A native post lands in the language of its valid locale field, else in English.
          const language = (expected as Record<string, unknown>)['locale'] === 'ar' ? 'ar' : 'en';
          if (location !== undefined && !String(location).endsWith('/too-long')) {
            expect(String(location).startsWith('/ar/')).toBe(language === 'ar');
          }
          expect(countRows()).toBe(before + (stored ? 1 : 0));
          const verdict = { ok: contactMessageSchema.safeParse(expected).success };
          if (stored) {
            expect(verdict.ok).toBe(true);
            const [row] = storedMessages(dirs.dataDir);
            const message = expected as Record<string, string>;
            expect(row).toMatchObject({
              name: message['name'],
              email: message['email'],
              message: message['message'],
              spam: Boolean(message['website']),
              locale: language,
            });
          } else if (
            response.statusCode !== 413 &&
            !String(location).endsWith('/contact/too-long')
          ) {
            expect(verdict.ok).toBe(false);
          }
        }),
        { numRuns: 200 },
      );
    } finally {
      db.close();
    }
  });
});
