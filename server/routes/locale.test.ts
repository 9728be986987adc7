// The forms in the visitor's language: the `locale` field is stored with the row, a native post
// lands on the outcome page of that language (success and every failure), and a removal link
// carries its language. The e-mails themselves are covered in interest-mail.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLinkSigner, LINK_TOKEN_TTL_MS } from '../tokens.ts';
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
} from './contact.fixtures.ts';
import { VALID_APPLICATION, VALID_WAITLIST, storedEntries } from './interest.fixtures.ts';
import { REMOVE_LINK_PURPOSE } from '../services/links.ts';

const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'مرحبًا' };

let dirs: ContactTestDirs;
let app: FastifyInstance;

function postJson(url: string, body: unknown, target = app) {
  return injectJson(target, url, body);
}

function postForm(
  url: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
  target = app,
) {
  return injectForm(target, url, fields, headers);
}

beforeAll(async () => {
  dirs = await createContactTestDirs('locale');
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

describe('the contact form in Arabic', () => {
  it('stores the locale it was sent in; no locale is English, as before', async () => {
    expect((await postJson('/api/contact', { ...CONTACT, locale: 'ar' })).statusCode).toBe(201);
    expect(storedMessages(dirs.dataDir)[0]?.locale).toBe('ar');
    expect((await postJson('/api/contact', { ...CONTACT, locale: 'en' })).statusCode).toBe(201);
    expect(storedMessages(dirs.dataDir)[0]?.locale).toBe('en');
    expect((await postJson('/api/contact', CONTACT)).statusCode).toBe(201);
    expect(storedMessages(dirs.dataDir)[0]?.locale).toBe('en');
  });

  it('lands a native post on /ar/contact/sent, and stores it as Arabic', async () => {
    const response = await postForm('/api/contact', { ...CONTACT, website: '', locale: 'ar' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ar/contact/sent');
    expect(storedMessages(dirs.dataDir)[0]).toMatchObject({ message: 'مرحبًا', locale: 'ar' });
    const english = await postForm('/api/contact', CONTACT);
    expect(english.headers.location).toBe('/contact/sent');
  });

  it.each([
    ['a blank name', { ...CONTACT, name: ' ' }, 'missing'],
    ['an invalid e-mail', { ...CONTACT, email: 'a@b' }, 'invalid-email'],
    ['a long name', { ...CONTACT, name: 'n'.repeat(101) }, 'too-long'],
    ['an unknown field', { ...CONTACT, phone: '1' }, 'error'],
  ])('sends %s from an Arabic form to /ar/contact/<outcome>', async (_, fields, outcome) => {
    const before = storedMessages(dirs.dataDir).length;
    const arabic = await postForm('/api/contact', { ...fields, locale: 'ar' });
    expect(arabic.statusCode).toBe(303);
    expect(arabic.headers.location).toBe(`/ar/contact/${outcome}`);
    const english = await postForm('/api/contact', fields);
    expect(english.headers.location).toBe(`/contact/${outcome}`);
    expect(storedMessages(dirs.dataDir)).toHaveLength(before);
  });

  it('sends a body too large to read back to the page it came from (Referer)', async () => {
    const huge = { ...CONTACT, message: 'م'.repeat(20_000), locale: 'ar' };
    const referred = await postForm('/api/contact', huge, {
      referer: `http://${TEST_HOST}/ar/contact`,
    });
    expect(referred.statusCode).toBe(303);
    expect(referred.headers.location).toBe('/ar/contact/too-long');
    // Without a same-origin page to go by, English.
    for (const headers of [{}, { referer: 'https://elsewhere.example/ar/contact' }]) {
      const response = await postForm('/api/contact', huge, headers);
      expect(response.headers.location).toBe('/contact/too-long');
    }
  });

  it('refuses an unknown locale with a 400 naming the field, and stores nothing', async () => {
    const before = storedMessages(dirs.dataDir).length;
    for (const locale of ['fr', 'AR', '', 7, null]) {
      const response = await postJson('/api/contact', { ...CONTACT, locale });
      expect(response.statusCode, String(locale)).toBe(400);
      const { error } = response.json() as { error: { code: string; fields: object } };
      expect(error.code).toBe('invalid_request');
      expect(error.fields).toEqual({
        locale: typeof locale === 'string' ? 'Is not one of the accepted values' : 'Must be text',
      });
    }
    const form = await postForm('/api/contact', { ...CONTACT, locale: 'fr' });
    expect(form.headers.location).toBe('/contact/error');
    expect(storedMessages(dirs.dataDir)).toHaveLength(before);
  });

  it('sends a rate-limited Arabic post to /ar/contact/rate-limited', async () => {
    const limitedDirs = await createContactTestDirs('locale-limit');
    const limited = await buildContactTestApp(limitedDirs, {
      rateLimit: { max: 1, timeWindowMs: 600_000 },
    });
    try {
      const fields = { ...CONTACT, locale: 'ar' };
      expect((await postForm('/api/contact', fields, {}, limited)).headers.location).toBe(
        '/ar/contact/sent',
      );
      const second = await postForm('/api/contact', fields, {}, limited);
      expect(second.headers.location).toBe('/ar/contact/rate-limited');
      for (const url of ['/api/applications', '/api/waitlist']) {
        const body = url === '/api/waitlist' ? VALID_WAITLIST : VALID_APPLICATION;
        await postForm(url, { ...body, locale: 'ar' }, {}, limited);
        const again = await postForm(url, { ...body, locale: 'ar' }, {}, limited);
        expect(again.headers.location, url).toBe(`/ar/interest/rate-limited/${body.poolId}`);
      }
    } finally {
      await limited.close();
      await limitedDirs.cleanup();
    }
  });
});

describe('the interest forms in Arabic', () => {
  it('store an application and a waitlist entry sent in Arabic as Arabic', async () => {
    const application = { ...VALID_APPLICATION, email: 'ar-json@example.com', locale: 'ar' };
    expect((await postJson('/api/applications', application)).statusCode).toBe(200);
    const waitlist = { ...VALID_WAITLIST, email: 'ar-json@example.com', locale: 'ar' };
    expect((await postJson('/api/waitlist', waitlist)).statusCode).toBe(200);
    const english = { ...VALID_WAITLIST, email: 'en-json@example.com' };
    expect((await postJson('/api/waitlist', english)).statusCode).toBe(200);
    const locales = Object.fromEntries(
      storedEntries(dirs.dataDir).map((entry) => [`${entry.kind} ${entry.email}`, entry.locale]),
    );
    expect(locales).toMatchObject({
      'application ar-json@example.com': 'ar',
      'waitlist ar-json@example.com': 'ar',
      'waitlist en-json@example.com': 'en',
    });
  });

  it('a repeat keeps the first language and records its own beside it', async () => {
    const email = 'switcher@example.com';
    await postJson('/api/waitlist', { ...VALID_WAITLIST, email, locale: 'ar' });
    await postJson('/api/waitlist', { ...VALID_WAITLIST, email });
    const entry = storedEntries(dirs.dataDir).find((stored) => stored.email === email);
    expect(entry?.locale).toBe('ar');
    expect(entry?.repeats.map((repeat) => repeat.locale)).toEqual(['en']);
  });

  it('land native posts on the Arabic outcome page (mail off here)', async () => {
    const applied = await postForm('/api/applications', {
      ...VALID_APPLICATION,
      email: 'ar-form@example.com',
      locale: 'ar',
    });
    expect(applied.statusCode).toBe(303);
    expect(applied.headers.location).toBe('/ar/interest/mail-off/dubai-1');
    const waitlisted = await postForm('/api/waitlist', {
      ...VALID_WAITLIST,
      email: 'ar-form@example.com',
      locale: 'ar',
    });
    expect(waitlisted.headers.location).toBe('/ar/interest/mail-off/dubai-2');
    const english = await postForm('/api/waitlist', VALID_WAITLIST);
    expect(english.headers.location).toBe('/interest/mail-off/dubai-2');
  });

  it.each([
    ['/api/applications', { ...VALID_APPLICATION, country: 'US' }, 'not-available'],
    ['/api/waitlist', { ...VALID_WAITLIST, country: 'IR' }, 'not-available'],
    ['/api/applications', { ...VALID_APPLICATION, poolId: 'dubai-3' }, 'not-open'],
    ['/api/waitlist', { ...VALID_WAITLIST, poolId: 'dubai-1' }, 'not-open'],
    ['/api/applications', { ...VALID_APPLICATION, name: '' }, 'missing'],
    ['/api/waitlist', { ...VALID_WAITLIST, email: 'nope' }, 'invalid-email'],
    ['/api/applications', { ...VALID_APPLICATION, message: 'm'.repeat(2001) }, 'too-long'],
    ['/api/applications', { ...VALID_APPLICATION, poolId: 'nowhere' }, 'error'],
    ['/api/waitlist', { ...VALID_WAITLIST, country: 'XX' }, 'error'],
  ])('%s with %j from an Arabic form lands on /ar/interest/%s', async (url, fields, outcome) => {
    const before = storedEntries(dirs.dataDir).length;
    const arabic = await postForm(url, { ...fields, locale: 'ar' });
    expect(arabic.statusCode).toBe(303);
    // The page naming the pool when the post names one that takes entries (dubai-1, dubai-2).
    const page = ['dubai-1', 'dubai-2'].includes(fields.poolId)
      ? `/interest/${outcome}/${fields.poolId}`
      : `/interest/${outcome}`;
    expect(arabic.headers.location).toBe(`/ar${page}`);
    const english = await postForm(url, fields);
    expect(english.headers.location).toBe(page);
    expect(storedEntries(dirs.dataDir)).toHaveLength(before);
  });

  it('refuses an unknown locale with a 400 naming the field', async () => {
    for (const url of ['/api/applications', '/api/waitlist', '/api/interest/remove']) {
      const body =
        url === '/api/applications'
          ? VALID_APPLICATION
          : url === '/api/waitlist'
            ? VALID_WAITLIST
            : { token: 'x' };
      const response = await postJson(url, { ...body, locale: 'fr' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid_request', fields: { locale: 'Is not one of the accepted values' } },
      });
    }
  });
});

describe('removal links in Arabic', () => {
  const signer = createLinkSigner(TEST_LINK_SECRET, REMOVE_LINK_PURPOSE);

  async function arabicEntry(email: string): Promise<string> {
    await postJson('/api/waitlist', { ...VALID_WAITLIST, email, locale: 'ar' });
    const entry = storedEntries(dirs.dataDir).find((candidate) => candidate.email === email);
    if (!entry) throw new Error('not stored');
    return entry.id;
  }

  const open = (token: string) =>
    app.inject({
      method: 'GET',
      url: `/api/interest/remove?token=${encodeURIComponent(token)}`,
      headers: { host: TEST_HOST },
    });

  it('signs English links exactly as before, so links already sent keep working', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(signer.sign('id-1', now, 'en')).toBe(signer.sign('id-1', now));
    expect(signer.verify(signer.sign('id-1', now), now)).toEqual({ id: 'id-1', locale: 'en' });
    expect(signer.verify(signer.sign('id-1', now, 'ar'), now)).toEqual({
      id: 'id-1',
      locale: 'ar',
    });
    // The locale is signed: changing it breaks the signature.
    const [payload, mac] = signer.sign('id-1', now, 'ar').split('.');
    const english = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .slice(0, -3),
    );
    expect(signer.verify(`${english.toString('base64url')}.${mac}`, now)).toBeUndefined();
  });

  it('an Arabic link shows the Arabic confirmation page and removes onto /ar/interest/removed', async () => {
    const id = await arabicEntry('ar-remove@example.com');
    const token = signer.sign(id, Date.now(), 'ar');
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(`name="token" value="${token}"`);
    const removed = await postForm('/api/interest/remove', { token, locale: 'ar' });
    expect(removed.headers.location).toBe('/ar/interest/removed');
    const again = await postForm('/api/interest/remove', { token });
    expect(again.headers.location).toBe('/ar/interest/link-invalid');
    const used = await open(token);
    expect(used.headers.location).toBe('/ar/interest/link-invalid');
  });

  it('an expired Arabic link, or a broken one from the Arabic page, says so in Arabic', async () => {
    const id = await arabicEntry('ar-expired@example.com');
    const expired = signer.sign(id, Date.now() - LINK_TOKEN_TTL_MS - 1000, 'ar');
    expect((await open(expired)).headers.location).toBe('/ar/interest/link-invalid');
    const form = await postForm('/api/interest/remove', { token: expired });
    expect(form.headers.location).toBe('/ar/interest/link-invalid');
    // Not signed by us: only the page's own locale field says which language to answer in.
    const forged = await postForm('/api/interest/remove', { token: 'x.y', locale: 'ar' });
    expect(forged.headers.location).toBe('/ar/interest/link-invalid');
    expect((await open('x.y')).headers.location).toBe('/interest/link-invalid');
    expect(storedEntries(dirs.dataDir).some((entry) => entry.id === id)).toBe(true);
  });

  it('an English link still opens the English page and lands on /interest/removed', async () => {
    const id = await arabicEntry('en-link@example.com');
    const token = signer.sign(id);
    const page = await open(token);
    expect(page.body).not.toContain('lang="ar"');
    const removed = await postForm('/api/interest/remove', { token });
    expect(removed.headers.location).toBe('/interest/removed');
  });
});
