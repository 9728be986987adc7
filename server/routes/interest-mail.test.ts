import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createContactTestDirs, waitFor, type ContactTestDirs } from './contact.fixtures.ts';
import {
  VALID_APPLICATION,
  VALID_WAITLIST,
  interestOutbox,
  mailText,
  storedEntries,
} from './interest.fixtures.ts';
import { startSmtpServer, type ReceivedMail } from '../smtp.fixtures.ts';

const HOST = 'realyield.test';
const TEAM = 'ops@realyield.test';
const SITE_URL = 'https://www.realyield.example';

let dirs: ContactTestDirs;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

function post(url: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

function mailsTo(address: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.to.includes(address));
}

/** The removal link of an e-mail, as a path the app can be asked for. */
function removeLinkOf(mail: ReceivedMail | undefined): string {
  const url = /https:\/\/www\.realyield\.example(\/api\/interest\/remove\?token=[\w.%-]+)/.exec(
    mailText(mail ?? { raw: '' }),
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
    siteUrl: SITE_URL,
    contact: {
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      contactTo: TEAM,
      contactFrom: 'RealYield website <site@realyield.test>',
      retryDelaysMs: [20],
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await dirs.cleanup();
});

describe('interest e-mails through the outbox', () => {
  it('confirms an application to the applicant and tells the team, once each', async () => {
    expect((await post('/api/applications', VALID_APPLICATION)).statusCode).toBe(200);
    await waitFor(
      () => smtp.received.length,
      (length) => length >= 2,
    );
    // Long enough for a duplicate to show up, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [confirmation, ...moreToApplicant] = mailsTo(VALID_APPLICATION.email);
    const [notice, ...moreToTeam] = mailsTo(TEAM);
    expect(moreToApplicant).toEqual([]);
    expect(moreToTeam).toEqual([]);
    expect(smtp.received).toHaveLength(2);

    const confirmationText = mailText(confirmation ?? { raw: '' });
    expect(confirmation?.raw).toMatch(/^Subject: We received your application: Dubai Premium/m);
    expect(confirmationText).toContain('within 24-48 hours on business days');
    expect(confirmationText).toContain('Mon-Fri 9AM-6PM GST');
    expect(confirmationText).toContain('KYC/AML verification before any deposit');
    expect(confirmationText).toContain('No money is taken on the website');
    expect(confirmationText).toContain('not guaranteed');
    expect(confirmationText).toContain(`${SITE_URL}/api/interest/remove?token=`);

    const noticeText = mailText(notice ?? { raw: '' });
    expect(notice?.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    for (const line of [
      'Pool: Dubai Premium Sub-Lease Pool (dubai-1)',
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Country of residence: United Kingdom (GB)',
      'Investor type: Individual',
      'Intended amount: $10,000-$49,999',
      'Consent: application-consent-v1',
      'Interested in the next intake.',
    ]) {
      expect(noticeText).toContain(line);
    }
  });

  it('withdraws the application through the link in the confirmation', async () => {
    const [confirmation] = mailsTo(VALID_APPLICATION.email);
    const link = removeLinkOf(confirmation);
    const page = await app.inject({ method: 'GET', url: link, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    const token = new URL(link, SITE_URL).searchParams.get('token') ?? '';
    const removed = await app.inject({
      method: 'POST',
      url: '/api/interest/remove',
      headers: {
        host: HOST,
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
    expect(mail?.raw).toMatch(/^Subject: You are on the waitlist: Dubai Hospitality Pool$/m);
    expect(mailText(mail ?? { raw: '' })).toContain('We will e-mail you when it opens');

    const token = new URL(removeLinkOf(mail), SITE_URL).searchParams.get('token') ?? '';
    const removed = await post('/api/interest/remove', { token });
    expect(removed.json()).toEqual({ status: 'removed' });
    expect(storedEntries(dirs.dataDir)).toEqual([]);
  });
});
