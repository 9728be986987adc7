import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  INTEREST_BODY_MAX_BYTES,
  applicationSchema,
  waitlistSchema,
} from '#contracts/interest.ts';
import { buildApp } from '../app.ts';
import { databasePath, openDatabase } from '../db.ts';
import { createInterestEntriesRepository } from '../repositories/interest-entries.ts';
import { createLinkSigner, LINK_TOKEN_TTL_MS } from '../tokens.ts';
import {
  asFormFields,
  asFormText,
  BROWSER_ACCEPT,
  buildContactTestApp,
  createContactTestDirs,
  injectForm,
  injectJson,
  TEST_HOST,
  TEST_LINK_SECRET,
  testConfig,
  type ContactTestDirs,
} from './contact.fixtures.ts';
import {
  VALID_APPLICATION,
  VALID_WAITLIST,
  interestOutbox,
  storedEntries,
} from './interest.fixtures.ts';
import { REMOVE_LINK_PURPOSE } from '../services/links.ts';

let dirs: ContactTestDirs;
let app: FastifyInstance;

function post(url: string, body: unknown, headers: Record<string, string> = {}, target = app) {
  return injectJson(target, url, body, headers);
}

function postForm(url: string, fields: Record<string, string>, target = app) {
  return injectForm(target, url, fields);
}

function errorOf(response: { json(): unknown }) {
  return (response.json() as { error: { code: string; message: string; fields?: object } }).error;
}

function count(): number {
  return storedEntries(dirs.dataDir).length;
}

beforeAll(async () => {
  dirs = await createContactTestDirs('interest-api');
  app = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    config: testConfig({
      linkSigningSecret: TEST_LINK_SECRET,
      contact: { rateLimit: { max: 100_000, timeWindowMs: 60_000 } },
    }),
  });
});

afterAll(async () => {
  await app.close();
  await dirs.cleanup();
});

describe('POST /api/applications', () => {
  it('stores a valid application once, with every field, consent and IP hash', async () => {
    const before = count();
    const response = await post('/api/applications', VALID_APPLICATION, {
      'user-agent': 'TestAgent/1.0',
    });
    expect(response.statusCode).toBe(200);
    // This app sends no e-mail: the answer says so.
    expect(response.json()).toEqual({
      status: 'received',
      kind: 'application',
      confirmation: 'off',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = storedEntries(dirs.dataDir);
    expect(entries).toHaveLength(before + 1);
    const { notUsPerson, riskRead, consent, ...fields } = VALID_APPLICATION;
    expect(consent).toBe(true);
    expect(entries[0]).toMatchObject({
      ...fields,
      kind: 'application',
      notUsPerson,
      riskRead,
      consentVersion: 'application-consent-v1',
      userAgent: 'TestAgent/1.0',
    });
    expect(entries[0]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(entries[0]?.consentedAt).toBe(entries[0]?.createdAt);
  });

  it('answers a native form post with 303 to the outcome page naming the pool (mail off here)', async () => {
    const response = await postForm('/api/applications', {
      ...asFormFields({ ...VALID_APPLICATION, email: 'form@example.com' }),
      website: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/interest/mail-off/dubai-1');
    expect(storedEntries(dirs.dataDir)[0]).toMatchObject({
      email: 'form@example.com',
      notUsPerson: true,
    });
  });

  it('keeps the first entry when the same address applies again, records the repeat, answers the same', async () => {
    const email = 'repeat@example.com';
    const first = await post('/api/applications', { ...VALID_APPLICATION, email });
    const before = count();
    const [original] = storedEntries(dirs.dataDir);
    const again = await post('/api/applications', {
      ...VALID_APPLICATION,
      email: 'Repeat@Example.COM',
      amountBand: '100k-plus',
      message: '',
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(count()).toBe(before);
    const [kept] = storedEntries(dirs.dataDir);
    // Whoever knows an address cannot change its owner's answers.
    expect(kept).toEqual({ ...original, repeats: kept?.repeats, updatedAt: kept?.updatedAt });
    expect(kept?.repeats).toEqual([
      expect.objectContaining({
        email: 'Repeat@Example.COM',
        amountBand: '100k-plus',
        message: null,
        name: VALID_APPLICATION.name,
      }),
    ]);
    expect((kept?.updatedAt ?? '') >= (original?.updatedAt ?? '')).toBe(true);
    // Another pool, or the waitlist, is another entry.
    const waitlist = await post('/api/waitlist', { ...VALID_WAITLIST, email });
    expect(waitlist.statusCode).toBe(200);
    expect(count()).toBe(before + 1);
  });

  it('refuses an excluded country politely with 422, and stores nothing', async () => {
    const before = count();
    const response = await post('/api/applications', {
      ...VALID_APPLICATION,
      email: 'excluded@example.com',
      country: 'US',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      code: 'not_available',
      message: 'We are sorry: the pools are not available to residents of United States of America',
    });
    const form = await postForm(
      '/api/applications',
      asFormFields({ ...VALID_APPLICATION, country: 'IR' }),
    );
    expect(form.headers.location).toBe('/interest/not-available/dubai-1');
    const waitlist = await post('/api/waitlist', { ...VALID_WAITLIST, country: 'KP' });
    expect(errorOf(waitlist).code).toBe('not_available');
    expect(count()).toBe(before);
    expect(JSON.stringify(storedEntries(dirs.dataDir))).not.toContain('excluded@example.com');
  });

  it.each([
    ['an Upcoming pool', 'dubai-2'],
    ['a Closed pool', 'dubai-3'],
  ])('refuses an application to %s with 409 pool_not_open', async (_, poolId) => {
    const before = count();
    const response = await post('/api/applications', { ...VALID_APPLICATION, poolId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('pool_not_open');
    const form = await postForm(
      '/api/applications',
      asFormFields({ ...VALID_APPLICATION, poolId }),
    );
    // The outcome names the pool where the build has its pages (a pool taking entries of a kind).
    expect(form.headers.location).toBe(
      poolId === 'dubai-2' ? '/interest/not-open/dubai-2' : '/interest/not-open',
    );
    expect(count()).toBe(before);
  });

  it.each([
    ['blank name', { name: ' ' }, 'missing_fields', 'name', 'missing'],
    ['absent email', { email: undefined }, 'missing_fields', 'email', 'missing'],
    ['blank country', { country: '' }, 'missing_fields', 'country', 'missing'],
    ['no investor type', { investorType: '' }, 'missing_fields', 'investorType', 'missing'],
    ['no amount band', { amountBand: undefined }, 'missing_fields', 'amountBand', 'missing'],
    ['unticked US person', { notUsPerson: false }, 'missing_fields', 'notUsPerson', 'missing'],
    ['unticked risk', { riskRead: undefined }, 'missing_fields', 'riskRead', 'missing'],
    ['no consent', { consent: false }, 'missing_fields', 'consent', 'missing'],
    ['invalid email', { email: 'a@b' }, 'invalid_email', 'email', 'invalid-email'],
    ['long name', { name: 'n'.repeat(101) }, 'too_long', 'name', 'too-long'],
    ['long message', { message: 'm'.repeat(2001) }, 'too_long', 'message', 'too-long'],
    ['country name', { country: 'Germany' }, 'invalid_request', 'country', 'error'],
    ['unknown code', { country: 'XX' }, 'invalid_request', 'country', 'error'],
    ['odd investor', { investorType: 'fund' }, 'invalid_request', 'investorType', 'error'],
    ['odd band', { amountBand: '1m' }, 'invalid_request', 'amountBand', 'error'],
    ['unknown pool', { poolId: 'dubai-9' }, 'invalid_request', 'poolId', 'error'],
    ['unknown field', { phone: '1' }, 'invalid_request', 'phone', 'error'],
  ] as const)(
    '%s: 400 naming the field, or 303 to its page',
    async (_, change, code, field, page) => {
      const before = count();
      const body: Record<string, unknown> = { ...VALID_APPLICATION, ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await post('/api/applications', body);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe(code);
      expect(Object.keys(error.fields ?? {})).toContain(field);
      const form = await postForm(
        '/api/applications',
        // An unticked box is absent from a form post.
        asFormFields(
          Object.fromEntries(Object.entries(body).filter(([, value]) => value !== false)),
        ),
      );
      expect(form.statusCode).toBe(303);
      // The page naming the pool when the post names one that takes entries.
      expect(form.headers.location).toBe(
        body['poolId'] === 'dubai-1' ? `/interest/${page}/dubai-1` : `/interest/${page}`,
      );
      expect(count()).toBe(before);
    },
  );

  it('answers a filled-in honeypot like success and stores and sends nothing', async () => {
    const before = count();
    const outbox = interestOutbox(dirs.dataDir).length;
    const json = await post('/api/applications', { ...VALID_APPLICATION, website: 'x' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ status: 'received', kind: 'application', confirmation: 'off' });
    const form = await postForm('/api/applications', {
      ...asFormFields(VALID_APPLICATION),
      website: 'buy now',
    });
    expect(form.headers.location).toBe('/interest/mail-off/dubai-1');
    expect(count()).toBe(before);
    expect(interestOutbox(dirs.dataDir)).toHaveLength(outbox);
  });

  it('refuses cross-site posts (403), other media types (415) and large bodies (413)', async () => {
    const before = count();
    const cross = await post('/api/applications', VALID_APPLICATION, {
      origin: 'https://evil.example',
    });
    expect(cross.statusCode).toBe(403);
    expect(errorOf(cross).code).toBe('forbidden_origin');
    const text = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { host: TEST_HOST, 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
    const large = await post('/api/applications', {
      ...VALID_APPLICATION,
      message: 'x'.repeat(INTEREST_BODY_MAX_BYTES),
    });
    expect(large.statusCode).toBe(413);
    const largeForm = await postForm('/api/waitlist', {
      ...asFormFields(VALID_WAITLIST),
      name: 'x'.repeat(INTEREST_BODY_MAX_BYTES),
    });
    expect(largeForm.headers.location).toBe('/interest/too-long');
    expect(count()).toBe(before);
  });
});

describe('POST /api/waitlist', () => {
  it('stores a valid entry once (name optional) and answers 200 or 303', async () => {
    const before = count();
    const response = await post('/api/waitlist', VALID_WAITLIST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'received', kind: 'waitlist', confirmation: 'off' });
    const { consent, ...fields } = VALID_WAITLIST;
    expect(consent).toBe(true);
    expect(storedEntries(dirs.dataDir)[0]).toMatchObject({
      ...fields,
      kind: 'waitlist',
      name: null,
      investorType: null,
      notUsPerson: null,
      consentVersion: 'waitlist-consent-v1',
    });
    const form = await postForm('/api/waitlist', {
      ...asFormFields({ ...VALID_WAITLIST, email: 'named@example.com' }),
      name: 'Grace',
    });
    expect(form.headers.location).toBe('/interest/mail-off/dubai-2');
    expect(storedEntries(dirs.dataDir)[0]).toMatchObject({ name: 'Grace' });
    expect(count()).toBe(before + 2);
  });

  it.each([
    ['an Open pool', 'dubai-1'],
    ['a Closed pool', 'dubai-3'],
  ])('refuses %s with 409 pool_not_upcoming', async (_, poolId) => {
    const before = count();
    const response = await post('/api/waitlist', { ...VALID_WAITLIST, poolId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('pool_not_upcoming');
    expect(count()).toBe(before);
  });

  it.each([
    ['no consent', { consent: undefined }, 'missing_fields', 'consent'],
    ['bad email', { email: 'x<victim@evil.example>' }, 'invalid_email', 'email'],
    ['application fields', { amountBand: '10k-50k' }, 'invalid_request', 'amountBand'],
  ] as const)('%s: 400 naming the field', async (_, change, code, field) => {
    const body: Record<string, unknown> = { ...VALID_WAITLIST, ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const response = await post('/api/waitlist', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
    expect(Object.keys(errorOf(response).fields ?? {})).toContain(field);
  });
});

describe('the removal link', () => {
  const signer = createLinkSigner(TEST_LINK_SECRET, REMOVE_LINK_PURPOSE);

  async function newEntryId(email: string): Promise<string> {
    await post('/api/waitlist', { ...VALID_WAITLIST, email });
    const entry = storedEntries(dirs.dataDir).find((candidate) => candidate.email === email);
    if (!entry) throw new Error('not stored');
    return entry.id;
  }

  it('GET shows the confirmation page with the token, and deletes nothing (mail scanners)', async () => {
    const id = await newEntryId('scanned@example.com');
    const token = signer.sign(id);
    const page = await app.inject({
      method: 'GET',
      url: `/api/interest/remove?token=${encodeURIComponent(token)}`,
      headers: { host: TEST_HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain(`name="token" value="${token}"`);
    expect(page.body).toContain('action="/api/interest/remove"');
    expect(storedEntries(dirs.dataDir).some((entry) => entry.id === id)).toBe(true);
  });

  it('POST erases the entry and its e-mails, then the link is used up', async () => {
    const id = await newEntryId('leaving@example.com');
    const token = signer.sign(id);
    const removed = await postForm('/api/interest/remove', { token });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe('/interest/removed');
    expect(storedEntries(dirs.dataDir).some((entry) => entry.id === id)).toBe(false);
    expect(interestOutbox(dirs.dataDir).some((row) => row.refId === id)).toBe(false);

    const again = await postForm('/api/interest/remove', { token });
    expect(again.headers.location).toBe('/interest/link-invalid');
    const json = await post('/api/interest/remove', { token });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).code).toBe('link_invalid');
    const page = await app.inject({
      method: 'GET',
      url: `/api/interest/remove?token=${token}`,
      headers: { host: TEST_HOST },
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/interest/link-invalid');
  });

  it('answers JSON clients 200 { status: "removed" }', async () => {
    const id = await newEntryId('json-leaver@example.com');
    const response = await post('/api/interest/remove', { token: signer.sign(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'removed' });
  });

  it('refuses tampered, foreign, expired and malformed tokens clearly, never with a 5xx', async () => {
    const id = await newEntryId('kept@example.com');
    const good = signer.sign(id);
    const [payload, signature] = good.split('.');
    const otherId = Buffer.from(`${'0'.repeat(8)}.${'9'.repeat(10)}`).toString('base64url');
    const bad = [
      `${payload}.${signature?.slice(0, -2)}AA`,
      `${otherId}.${signature}`,
      createLinkSigner('another-secret-of-at-least-32-chars', REMOVE_LINK_PURPOSE).sign(id),
      createLinkSigner(TEST_LINK_SECRET, 'another-purpose').sign(id),
      signer.sign(id, Date.now() - LINK_TOKEN_TTL_MS - 1000),
      '',
      'x',
      '...',
      `${good}.extra`,
      '<script>alert(1)</script>',
      'x'.repeat(600),
    ];
    for (const token of bad) {
      const page = await app.inject({
        method: 'GET',
        url: `/api/interest/remove?token=${encodeURIComponent(token)}`,
        headers: { host: TEST_HOST },
      });
      expect(page.statusCode, token).toBe(303);
      expect(page.headers.location).toBe('/interest/link-invalid');
      const form = await postForm('/api/interest/remove', { token });
      expect(form.statusCode, token).toBe(303);
      expect(form.headers.location).toBe('/interest/link-invalid');
    }
    const odd = await app.inject({
      method: 'GET',
      url: '/api/interest/remove?token=a&token=b',
      headers: { host: TEST_HOST },
    });
    expect(odd.headers.location).toBe('/interest/link-invalid');
    expect(storedEntries(dirs.dataDir).some((entry) => entry.id === id)).toBe(true);
  });

  it('refuses a cross-site removal', async () => {
    const id = await newEntryId('cross@example.com');
    const response = await post(
      '/api/interest/remove',
      { token: signer.sign(id) },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(storedEntries(dirs.dataDir).some((entry) => entry.id === id)).toBe(true);
  });
});

describe('rate limit', () => {
  it('answers 429 after the configured max, on each form', async () => {
    const limitedDirs = await createContactTestDirs('interest-limit');
    const limited = await buildContactTestApp(limitedDirs, {
      rateLimit: { max: 1, timeWindowMs: 600_000 },
    });
    try {
      expect((await post('/api/applications', VALID_APPLICATION, {}, limited)).statusCode).toBe(
        200,
      );
      const refused = await post('/api/applications', VALID_APPLICATION, {}, limited);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).code).toBe('rate_limited');
      const form = await postForm('/api/applications', asFormFields(VALID_APPLICATION), limited);
      expect(form.headers.location).toBe('/interest/rate-limited/dubai-1');
      expect((await post('/api/waitlist', VALID_WAITLIST, {}, limited)).statusCode).toBe(200);
      expect(storedEntries(limitedDirs.dataDir)).toHaveLength(2);
    } finally {
      await limited.close();
      await limitedDirs.cleanup();
    }
  });
});

describe('a site built without pools.json', () => {
  it('starts without the interest API', async () => {
    const bareDirs = await createContactTestDirs('interest-bare');
    const { rm } = await import('node:fs/promises');
    await rm(`${bareDirs.distDir}/pools.json`);
    const bare = await buildApp({
      distDir: bareDirs.distDir,
      dataDir: bareDirs.dataDir,
      config: testConfig(),
    });
    try {
      const response = await post('/api/waitlist', VALID_WAITLIST, {}, bare);
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
      await bareDirs.cleanup();
    }
  });
});

describe('any body', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('', ' ', 'on', 'true', 'US', 'GB', 'dubai-1', 'dubai-2', 'a@b.co'),
    fc.string({ minLength: 95, maxLength: 110 }),
  );
  const odd = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const field = <T>(plausible: fc.Arbitrary<T>) =>
    fc.oneof(
      { weight: 6, arbitrary: plausible },
      { weight: 2, arbitrary: text },
      { weight: 1, arbitrary: odd },
    );
  const application = fc.record(
    {
      poolId: field(fc.constantFrom('dubai-1', 'dubai-2', 'dubai-3')),
      name: field(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })),
      email: field(fc.emailAddress()),
      country: field(fc.constantFrom('GB', 'AE', 'US', 'CU', 'FR', 'XX', 'gb')),
      investorType: field(fc.constantFrom('individual', 'company')),
      amountBand: field(fc.constantFrom('under-10k', '10k-50k', '50k-100k', '100k-plus')),
      notUsPerson: field(fc.constantFrom(true, 'on')),
      riskRead: field(fc.constantFrom(true, 'on')),
      consent: field(fc.constantFrom(true, 'on')),
      message: field(fc.string({ unit: 'binary', maxLength: 200 })),
      website: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: text }),
      locale: field(fc.constantFrom('en', 'ar')),
    },
    {
      requiredKeys: [...APPLICATION_FIELDS, 'message', 'website'],
    },
  );
  const body = fc.tuple(
    application,
    fc.option(fc.constantFrom('name', 'email', 'country', 'consent', 'poolId'), { freq: 4 }),
    fc.boolean(),
    fc.boolean(),
  );

  it('either stores (200/303) or stores nothing (4xx), never a 5xx', async () => {
    const db = new DatabaseSync(databasePath(dirs.dataDir), { readOnly: true });
    const countRows = () =>
      Number(db.prepare('SELECT COUNT(*) AS n FROM interest_entries').get()?.['n']);
    try {
      await fc.assert(
        fc.asyncProperty(body, async ([fields, dropped, toWaitlist, asFormPost]) => {
          const sent: Record<string, unknown> = { ...fields };
          if (dropped !== null) delete sent[dropped];
          const url = toWaitlist ? '/api/waitlist' : '/api/applications';
          const before = countRows();
          let response;
          let parsed: Record<string, unknown> = sent;
          if (asFormPost) {
            const encoded = new URLSearchParams(
              Object.entries(sent).map(([key, value]) => [key, asFormText(value)]),
            ).toString();
            parsed = Object.fromEntries(new URLSearchParams(encoded));
            response = await app.inject({
              method: 'POST',
              url,
              headers: {
                host: TEST_HOST,
                'content-type': 'application/x-www-form-urlencoded',
                accept: BROWSER_ACCEPT,
              },
              payload: encoded,
            });
          } else {
            response = await post(url, sent);
          }
          expect(response.statusCode).toBeLessThan(500);
          const location = response.headers.location;
          const accepted =
            response.statusCode === 200 ||
            /^(\/ar)?\/interest\/(applied|waitlisted)(\/dubai-[12])?$/.test(String(location));
          // A native post lands in the language of its valid locale field, else in English.
          if (location !== undefined) {
            expect(String(location).startsWith('/ar/')).toBe(parsed['locale'] === 'ar');
          }
          const schema = toWaitlist ? waitlistSchema : applicationSchema;
          if (!accepted) {
            expect(countRows()).toBe(before);
          } else {
            expect(schema.safeParse(parsed).success).toBe(true);
            // A repeat updates, a honeypot stores nothing: never more than one new row.
            expect(countRows() - before).toBeLessThanOrEqual(1);
          }
        }),
        { numRuns: 150 },
      );
    } finally {
      db.close();
    }
  });
});

describe('retention', () => {
  it('deletes confirmed entries and messages older than RETENTION_DAYS at start, and unconfirmed ones past their link, keeps the rest', async () => {
    const oldDirs = await createContactTestDirs('interest-retention');
    const db = openDatabase(oldDirs.dataDir);
    const repository = createInterestEntriesRepository(db);
    const entry = (email: string, at: string) => ({
      kind: 'waitlist' as const,
      poolId: 'dubai-2',
      email,
      name: null,
      country: 'AE',
      investorType: null,
      amountBand: null,
      notUsPerson: null,
      riskRead: null,
      message: null,
      consentVersion: 'waitlist-consent-v1',
      consentedAt: at,
      ipHash: null,
      userAgent: null,
      at,
    });
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString();
    const recent = new Date(Date.now() - 20 * 24 * 3600 * 1000).toISOString();
    // Retention runs from the confirmation.
    const confirmed = (email: string, at: string) =>
      repository.confirm(repository.save(entry(email, at)).id, at);
    confirmed('old@example.com', old);
    confirmed('recent@example.com', recent);
    // Never confirmed: gone once a confirm link would have expired, however recent.
    repository.save(entry('unconfirmed@example.com', recent));
    db.prepare(
      `INSERT INTO contact_messages (id, received_at, name, email, message)
       VALUES ('old', ?, 'n', 'e@x.co', 'm'), ('new', ?, 'n', 'e@x.co', 'm')`,
    ).run(old, recent);
    db.close();

    const retained = await buildApp({
      distDir: oldDirs.distDir,
      dataDir: oldDirs.dataDir,
      config: testConfig({ retentionDays: 30 }),
    });
    try {
      await retained.ready();
      expect(storedEntries(oldDirs.dataDir).map((stored) => stored.email)).toEqual([
        'recent@example.com',
      ]);
      const check = openDatabase(oldDirs.dataDir);
      expect(check.prepare('SELECT id FROM contact_messages').all()).toEqual([{ id: 'new' }]);
      check.close();
    } finally {
      await retained.close();
      await oldDirs.cleanup();
    }
  });
});
