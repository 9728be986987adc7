import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  TEST_HOST,
  createContactTestDirs,
  injectJson,
  waitFor,
  type ContactTestDirs,
} from './contact.fixtures.ts';
import {
  VALID_APPLICATION,
  VALID_WAITLIST,
  decodeMail,
  interestOutbox,
  mailText,
  storedEntries,
} from './interest.fixtures.ts';
import { startSmtpServer, type ReceivedMail } from '../smtp.fixtures.ts';

const TEAM = 'ops@realyield.test';
const SITE_URL = 'https://www.realyield.example';

let dirs: ContactTestDirs;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

function post(url: string, body: unknown) {
  return injectJson(app, url, body);
}

function mailsTo(address: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.to.includes(address));
}

/** The removal link of an e-mail, as a path the app can be asked for. */
function removeLinkOf(mail: ReceivedMail | undefined): string {
  const url = /https:\/\/www\.realyield\.example(\/api\/interest\/remove\?token=[\w.%-]+)/.exec(
    decodeMail(mail ?? { raw: '' }).text,
  )?.[1];
  if (url === undefined) throw new Error('no removal link in the e-mail');
  return url;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  dirs = await createContactTestDirs('interest-mail');
  app = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    config: {
      siteUrl: SITE_URL,
      contact: {
        rateLimit: { max: 1000, timeWindowMs: 60_000 },
        // The requests name the test host, which this site's URL does not.
        trustedOrigins: [`http://${TEST_HOST}`],
        mail: {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          to: TEAM,
          from: 'RealYield website <site@realyield.test>',
        },
      },
    },
    outbox: { retryDelaysMs: [20] },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await dirs.cleanup();
});

describe('interest e-mails through the outbox', () => {
  it('sends the applicant one confirmation and the team nothing until the address is confirmed', async () => {
    expect((await post('/api/applications', VALID_APPLICATION)).statusCode).toBe(200);
    await waitFor(
      () => smtp.received.length,
      (length) => length >= 1,
    );
    // Long enough for a duplicate to show up, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [confirmation, ...moreToApplicant] = mailsTo(VALID_APPLICATION.email);
    expect(moreToApplicant).toEqual([]);
    expect(mailsTo(TEAM)).toEqual([]);

    const confirmationText = mailText(confirmation ?? { raw: '' });
    expect(confirmation?.raw).toMatch(
      /^Subject: Please confirm your e-mail address: Dubai Premium Sub-Lease Pool/m,
    );
    expect(confirmationText).toContain('to apply for access to the Dubai Premium Sub-Lease Pool');
    expect(confirmationText).toContain(`${SITE_URL}/api/interest/confirm?token=`);
    expect(confirmationText).toContain(`${SITE_URL}/api/interest/remove?token=`);
    // No locale sent: English, plain text only.
    expect(decodeMail(confirmation ?? { raw: '' }).html).toBeUndefined();
  });

  it('withdraws the application through the link in the confirmation', async () => {
    const [confirmation] = mailsTo(VALID_APPLICATION.email);
    const link = removeLinkOf(confirmation);
    const page = await app.inject({ method: 'GET', url: link, headers: { host: TEST_HOST } });
    expect(page.statusCode).toBe(200);
    const token = new URL(link, SITE_URL).searchParams.get('token') ?? '';
    const removed = await app.inject({
      method: 'POST',
      url: '/api/interest/remove',
      headers: {
        host: TEST_HOST,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(removed.headers.location).toBe('/interest/removed');
    expect(storedEntries(dirs.dataDir).some((e) => e.email === VALID_APPLICATION.email)).toBe(
      false,
    );
    expect(interestOutbox(dirs.dataDir)).toEqual([]);
  });

  it('confirms a waitlist entry with a link that removes it; nothing for an excluded country', async () => {
    const before = smtp.received.length;
    expect((await post('/api/waitlist', { ...VALID_WAITLIST, country: 'CU' })).statusCode).toBe(
      422,
    );
    expect((await post('/api/waitlist', VALID_WAITLIST)).statusCode).toBe(200);
    await waitFor(
      () => smtp.received.length,
      (length) => length > before,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(before + 1);
    const [mail] = mailsTo(VALID_WAITLIST.email);
    expect(mail?.raw).toMatch(
      /^Subject: Please confirm your e-mail address: Dubai Hospitality Pool$/m,
    );
    expect(mailText(mail ?? { raw: '' })).toContain('to join the waitlist of the Dubai');

    const token = new URL(removeLinkOf(mail), SITE_URL).searchParams.get('token') ?? '';
    const removed = await post('/api/interest/remove', { token });
    expect(removed.json()).toEqual({ status: 'removed' });
    expect(storedEntries(dirs.dataDir)).toEqual([]);
  });
});

/** Words the copy must never use in Arabic: "guaranteed" (but "not guaranteed"), "safe", "risk-free". */
function expectHonestArabic(text: string): void {
  expect(text.replaceAll('غير مضمون', '')).not.toMatch(/مضمون/);
  expect(text).not.toMatch(/آمن|خال[ٍي]? من المخاطر/);
  // Western digits everywhere.
  expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
}

describe('interest e-mails in Arabic', () => {
  async function delivered(address: string, count: number): Promise<ReceivedMail[]> {
    await waitFor(
      () => mailsTo(address).length,
      (length) => length >= count,
    );
    // Long enough for a duplicate to show up, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return mailsTo(address);
  }

  it('confirms an Arabic application once, in Arabic, and tells the team in English', async () => {
    const email = 'arabic-applicant@example.com';
    const body = { ...VALID_APPLICATION, email, name: 'ليلى', locale: 'ar' };
    expect((await post('/api/applications', body)).statusCode).toBe(200);
    const mails = await delivered(email, 1);
    expect(mails).toHaveLength(1);
    const mail = decodeMail(mails[0] ?? { raw: '' });
    expect(mail.subject).toBe('يُرجى تأكيد عنوان بريدك الإلكتروني: Dubai Premium Sub-Lease Pool');
    // Never what the visitor typed.
    expect(mail.text).not.toContain('ليلى');
    for (const fact of [
      'مرحبًا،',
      'لتقديم طلب انضمام إلى Dubai Premium Sub-Lease Pool',
      `${SITE_URL}/api/interest/confirm?token=`,
      `${SITE_URL}/api/interest/remove?token=`,
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.text).not.toMatch(/Hello|Thank you|guaranteed|%/);
    expectHonestArabic(`${mail.subject}\n${mail.text}`);
    // Mail clients show plain text left to right: the HTML part sets the direction.
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<body dir="rtl" lang="ar">');
    expectHonestArabic(mail.html ?? '');

    // Confirmed through its page's button: the team's notice, in English, names the language.
    const link = /https:\/\/www\.realyield\.example(\/api\/interest\/confirm\?token=[\w.%-]+)/.exec(
      mail.text,
    )?.[1];
    const token = new URL(link ?? '', SITE_URL).searchParams.get('token') ?? '';
    const teamBefore = mailsTo(TEAM).length;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/interest/confirm',
      headers: {
        host: TEST_HOST,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(confirmed.headers.location).toBe('/ar/interest/application-confirmed');
    await waitFor(
      () => mailsTo(TEAM).length,
      (length) => length > teamBefore,
    );
    const entry = storedEntries(dirs.dataDir).find((stored) => stored.email === email);
    const notice = decodeMail(mailsTo(TEAM).at(-1) ?? { raw: '' });
    expect(notice.subject).toBe(`New confirmed application ${entry?.id}`);
    expect(notice.text).toContain('Language: Arabic (ar)');
    expect(notice.text).toContain('Name: ليلى');
    expect(entry?.locale).toBe('ar');
  });

  it('its link opens the Arabic confirmation page and withdraws onto the Arabic outcome page', async () => {
    const email = 'arabic-applicant@example.com';
    const [mail] = mailsTo(email);
    const link = removeLinkOf(mail);
    const page = await app.inject({ method: 'GET', url: link, headers: { host: TEST_HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    const token = new URL(link, SITE_URL).searchParams.get('token') ?? '';
    expect(page.body).toContain(`value="${token}"`);
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/interest/remove',
        headers: {
          host: TEST_HOST,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        payload: new URLSearchParams(fields).toString(),
      });
    // The language is signed into the token: even a form without the locale field lands in Arabic.
    const removed = await form({ token });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe('/ar/interest/removed');
    expect(storedEntries(dirs.dataDir).some((entry) => entry.email === email)).toBe(false);
    const again = await form({ token, locale: 'ar' });
    expect(again.headers.location).toBe('/ar/interest/link-invalid');
    const used = await app.inject({ method: 'GET', url: link, headers: { host: TEST_HOST } });
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe('/ar/interest/link-invalid');
  });

  it('confirms an Arabic waitlist entry in Arabic, with a removal link that works', async () => {
    const email = 'arabic-waitlist@example.com';
    expect(
      (await post('/api/waitlist', { ...VALID_WAITLIST, email, locale: 'ar' })).statusCode,
    ).toBe(200);
    const mails = await delivered(email, 1);
    expect(mails).toHaveLength(1);
    const mail = decodeMail(mails[0] ?? { raw: '' });
    expect(mail.subject).toBe('يُرجى تأكيد عنوان بريدك الإلكتروني: Dubai Hospitality Pool');
    expect(mail.text).toMatch(/^مرحبًا،\r?\n/);
    expect(mail.text).toContain('للانضمام إلى قائمة انتظار Dubai Hospitality Pool');
    expect(mail.html).toContain('dir="rtl"');
    expectHonestArabic(`${mail.subject}\n${mail.text}`);

    const token = new URL(removeLinkOf(mails[0]), SITE_URL).searchParams.get('token') ?? '';
    const removed = await post('/api/interest/remove', { token });
    expect(removed.json()).toEqual({ status: 'removed' });
    expect(storedEntries(dirs.dataDir).some((entry) => entry.email === email)).toBe(false);
  });
});
