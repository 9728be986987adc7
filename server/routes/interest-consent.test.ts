/**
 * Double opt-in and erasure, end to end through the real app, a real SMTP server and a real
 * webhook receiver: a stranger's post mails only the address; the confirm link's page and button
 * are what make an entry a lead; removal and retention tell the webhook to erase.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db.ts';
import { purgeExpired } from '../retention.ts';
import { facts } from '../../src/content/facts.ts';
import { words } from '../../src/content/i18n.ts';
import { CONFIRM_LINK_PURPOSE, CONFIRM_LINK_TTL_MS } from '../services/links.ts';
import { startSmtpServer, type ReceivedMail } from '../smtp.fixtures.ts';
import { createLinkSigner } from '../tokens.ts';
import {
  BROWSER_ACCEPT,
  TEST_HOST,
  TEST_LINK_SECRET,
  createContactTestDirs,
  injectForm,
  injectJson,
  waitFor,
  type ContactTestDirs,
} from './contact.fixtures.ts';
import {
  VALID_APPLICATION,
  VALID_WAITLIST,
  decodeMail,
  linkIn,
  startWebhookReceiver,
  storedEntries,
  tokenOf,
} from './interest.fixtures.ts';

const TEAM = 'ops@realyield.test';
const SITE_URL = 'https://www.realyield.example';
const WEBHOOK_SECRET = 'w'.repeat(32);

let dirs: ContactTestDirs;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

const mailsTo = (address: string): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to.includes(address));

/** Long enough for a duplicate e-mail or delivery to show up, were one sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

async function confirmationTo(address: string): Promise<ReturnType<typeof decodeMail>> {
  await waitFor(
    () => mailsTo(address).length,
    (length) => length >= 1,
  );
  return decodeMail(mailsTo(address).at(-1) ?? { raw: '' });
}

/** Presses the confirm page's button: the form post a browser sends. */
function pressConfirm(token: string) {
  return injectForm(app, '/api/interest/confirm', { token });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  webhook = await startWebhookReceiver(WEBHOOK_SECRET);
  dirs = await createContactTestDirs('interest-consent');
  app = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    logger: { level: 'error' },
    config: {
      siteUrl: SITE_URL,
      linkSigningSecret: TEST_LINK_SECRET,
      leadsWebhook: { url: webhook.url, secret: WEBHOOK_SECRET },
      contact: {
        rateLimit: { max: 1000, timeWindowMs: 60_000 },
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
  await webhook.close();
  await dirs.cleanup();
});

describe('double opt-in', () => {
  it("a stranger's post mails one plain confirmation to the address and nothing to the team or the webhook", async () => {
    const answer = await injectJson(app, '/api/applications', VALID_APPLICATION);
    expect(answer.json()).toEqual({
      status: 'received',
      kind: 'application',
      confirmation: 'sent',
    });
    const mail = await confirmationTo(VALID_APPLICATION.email);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(mailsTo(TEAM)).toEqual([]);
    expect(webhook.received).toEqual([]);

    expect(mail.subject).toBe('Please confirm your e-mail address: Dubai Premium Sub-Lease Pool');
    expect(mail.text).toContain('RealYield website');
    expect(mail.text).toContain('Dubai Premium Sub-Lease Pool');
    expect(mail.text).toContain(`${SITE_URL}/api/interest/confirm?token=`);
    expect(mail.text).toContain(`${SITE_URL}/api/interest/remove?token=`);
    expect(mail.text.match(/\/api\/interest\/confirm\?/g)).toHaveLength(1);
    // No figure, no pitch, no placeholder, nothing the visitor typed.
    expect(mail.text).not.toMatch(/%|\$|APY|guarantee|\[|Ada Lovelace|intake/);
    // Until the operator names the sender: the site and its public contact address.
    expect(mail.text).toContain(
      `The RealYield website (${SITE_URL}), contact: ${facts.contact.email}`,
    );
    const [entry] = storedEntries(dirs.dataDir);
    expect(entry?.confirmedAt).toBeNull();
  });

  it('the link opens a page with a button; only the button confirms, and then the team and the webhook hear of it once', async () => {
    const mail = await confirmationTo(VALID_APPLICATION.email);
    const link = linkIn(mail.text, '/api/interest/confirm');
    // A mail scanner fetching the link confirms nothing.
    for (let i = 0; i < 2; i += 1) {
      const page = await app.inject({ method: 'GET', url: link, headers: { host: TEST_HOST } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`value="${tokenOf(link)}"`);
    }
    await settle();
    expect(mailsTo(TEAM)).toEqual([]);
    expect(webhook.received).toEqual([]);

    const pressed = await pressConfirm(tokenOf(link));
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/interest/application-confirmed');
    await waitFor(
      () => mailsTo(TEAM).length + webhook.received.length,
      (count) => count >= 2,
    );
    await settle();
    const [notice, ...moreNotices] = mailsTo(TEAM);
    expect(moreNotices).toEqual([]);
    const [entry] = storedEntries(dirs.dataDir);
    const noticeMail = decodeMail(notice ?? { raw: '' });
    // Fixed words and the id: no visitor words in any header.
    expect(noticeMail.subject).toBe(`New confirmed application ${entry?.id}`);
    expect(notice?.raw).toMatch(/^Reply-To: ada@example\.com$/m);
    const declared = words('en').poolPage.forms.application.notUsPerson;
    expect(noticeMail.text.split('\r\n')).toContain(`Declared: "${declared}" (self-declared)`);
    expect(noticeMail.text).not.toContain('confirmed\n');
    expect(webhook.received).toHaveLength(1);
    const [delivery] = webhook.received;
    expect(delivery?.signed).toBe(true);
    expect(delivery?.event).toMatchObject({ type: 'application', data: { id: entry?.id } });
    // The lead goes without the network-address hash and the user agent (the privacy notice).
    expect(Object.keys(delivery?.event.data ?? {})).not.toContain('ipHash');
    expect(Object.keys(delivery?.event.data ?? {})).not.toContain('userAgent');
    expect(entry?.confirmedAt).not.toBeNull();

    // A second use does nothing new.
    const again = await pressConfirm(tokenOf(link));
    expect(again.headers.location).toBe('/interest/application-confirmed');
    await settle();
    expect(mailsTo(TEAM)).toHaveLength(1);
    expect(webhook.received).toHaveLength(1);
  });

  it('an expired or tampered link does neither', async () => {
    const email = 'expired@example.com';
    await injectJson(app, '/api/waitlist', { ...VALID_WAITLIST, email });
    const link = linkIn((await confirmationTo(email)).text, '/api/interest/confirm');
    const id = storedEntries(dirs.dataDir).find((entry) => entry.email === email)?.id ?? '';
    const signer = createLinkSigner(TEST_LINK_SECRET, CONFIRM_LINK_PURPOSE, CONFIRM_LINK_TTL_MS);
    const expired = signer.sign(id, Date.now() - CONFIRM_LINK_TTL_MS - 1000);
    const token = tokenOf(link);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const removal = createLinkSigner(TEST_LINK_SECRET, 'interest-remove').sign(id);
    const deliveries = webhook.received.length;
    for (const bad of [expired, tampered, removal]) {
      const page = await app.inject({
        method: 'GET',
        url: `/api/interest/confirm?token=${encodeURIComponent(bad)}`,
        headers: { host: TEST_HOST, accept: BROWSER_ACCEPT },
      });
      expect(page.headers.location).toBe('/interest/link-invalid');
      expect((await pressConfirm(bad)).headers.location).toBe('/interest/link-invalid');
      expect((await injectJson(app, '/api/interest/confirm', { token: bad })).statusCode).toBe(400);
    }
    await settle();
    expect(webhook.received).toHaveLength(deliveries);
    expect(storedEntries(dirs.dataDir).find((entry) => entry.email === email)?.confirmedAt).toBe(
      null,
    );
  });

  it('an unconfirmed entry is gone once its link has expired; a confirmed one stays', async () => {
    const db = openDatabase(dirs.dataDir);
    try {
      const result = purgeExpired(
        db,
        { retentionDays: 730, leads: true },
        Date.now() + CONFIRM_LINK_TTL_MS + 60_000,
      );
      expect(result.unconfirmedEntries).toBe(1);
      expect(result.erasures).toBe(0);
    } finally {
      db.close();
    }
    expect(storedEntries(dirs.dataDir).map((entry) => entry.email)).toEqual([
      VALID_APPLICATION.email,
    ]);
  });

  it('a removal erases the entry and sends one signed erasure event', async () => {
    const mail = await confirmationTo(VALID_APPLICATION.email);
    const token = tokenOf(linkIn(mail.text, '/api/interest/remove'));
    const id = storedEntries(dirs.dataDir)[0]?.id;
    const before = webhook.received.length;
    const removed = await injectForm(app, '/api/interest/remove', { token });
    expect(removed.headers.location).toBe('/interest/removed');
    await waitFor(
      () => webhook.received.length,
      (length) => length > before,
    );
    await settle();
    const erasures = webhook.received.slice(before);
    expect(erasures).toHaveLength(1);
    expect(erasures[0]?.signed).toBe(true);
    expect(erasures[0]?.event).toMatchObject({
      type: 'erasure',
      data: { id, kind: 'application', reason: 'removal' },
    });
    expect(erasures[0]?.headers['x-realyield-delivery']).toBe(erasures[0]?.event.id);
    expect(storedEntries(dirs.dataDir)).toEqual([]);
  });

  it('a confirmed waitlist entry reaches only the webhook, without any application answer', async () => {
    const email = 'waitlist-lead@example.com';
    await injectJson(app, '/api/waitlist', { ...VALID_WAITLIST, email });
    const link = linkIn((await confirmationTo(email)).text, '/api/interest/confirm');
    const teamBefore = mailsTo(TEAM).length;
    const before = webhook.received.length;
    expect((await pressConfirm(tokenOf(link))).headers.location).toBe(
      '/interest/waitlist-confirmed',
    );
    await waitFor(
      () => webhook.received.length,
      (length) => length > before,
    );
    await settle();
    // Used only to say when the pool opens: no notice to the team's mailbox.
    expect(mailsTo(TEAM)).toHaveLength(teamBefore);
    const deliveries = webhook.received.slice(before);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.event.type).toBe('waitlist');
    for (const key of ['investorType', 'amountBand', 'message', 'ipHash', 'userAgent']) {
      expect(Object.keys(deliveries[0]?.event.data ?? {})).not.toContain(key);
    }
  });
});

describe('what the answer says', () => {
  it('one confirmation per mailbox and pool a day, plus-tags and case folded: the others say so', async () => {
    const before = smtp.received.length;
    const answers = [];
    for (let n = 1; n <= 20; n += 1) {
      const email = n % 2 === 0 ? `Victim+${n}@Example.com` : `victim+${n}@example.com`;
      answers.push((await injectJson(app, '/api/waitlist', { ...VALID_WAITLIST, email })).json());
    }
    expect(answers[0]).toMatchObject({ confirmation: 'sent' });
    for (const answer of answers.slice(1)) expect(answer).toMatchObject({ confirmation: 'recent' });
    await settle();
    expect(smtp.received.length - before).toBe(1);
    // The limits' ledger holds keyed hashes, never the address nor its domain.
    const db = openDatabase(dirs.dataDir);
    try {
      const ledger = JSON.stringify(db.prepare('SELECT * FROM confirmation_sends').all());
      expect(ledger).toMatch(/[0-9a-f]{64}/);
      expect(ledger.toLowerCase()).not.toMatch(/victim|example\.com/);
    } finally {
      db.close();
    }
    const native = await injectForm(app, '/api/waitlist', {
      ...VALID_WAITLIST,
      email: 'victim+native@example.com',
    });
    expect(native.headers.location).toBe('/interest/confirm-recent/dubai-2');
  });

  it('caps the confirmations a day to one recipient domain', async () => {
    const { CONFIRMATIONS_PER_DOMAIN_PER_DAY } = await import('../services/links.ts');
    const states: string[] = [];
    for (let n = 0; n <= CONFIRMATIONS_PER_DOMAIN_PER_DAY; n += 1) {
      const answer = await injectJson(app, '/api/waitlist', {
        ...VALID_WAITLIST,
        email: `person${n}@catch-all.example`,
      });
      states.push(String(answer.json<{ confirmation: string }>().confirmation));
    }
    expect(states.filter((state) => state === 'sent')).toHaveLength(
      CONFIRMATIONS_PER_DOMAIN_PER_DAY,
    );
    expect(states.at(-1)).toBe('limited');
  });

  it('without mail the answer says nothing was sent, and the page is the mail-off one', async () => {
    const offDirs = await createContactTestDirs('interest-mail-off');
    const off = await buildApp({
      distDir: offDirs.distDir,
      dataDir: offDirs.dataDir,
      config: { siteUrl: `http://${TEST_HOST}` },
    });
    try {
      const json = await injectJson(off, '/api/applications', VALID_APPLICATION);
      expect(json.json()).toMatchObject({ confirmation: 'off' });
      const native = await injectForm(off, '/api/applications', VALID_APPLICATION);
      expect(native.headers.location).toBe('/interest/mail-off/dubai-1');
    } finally {
      await off.close();
      await offDirs.cleanup();
    }
  });

  it('the start log says what visitor e-mails name until the sender identity is given, and when mail is off', async () => {
    const { Writable } = await import('node:stream');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logDirs = await createContactTestDirs('interest-start-log');
    for (const mail of [{ smtpUrl: 'smtp://127.0.0.1:1', to: TEAM, from: TEAM }, undefined]) {
      const logged = await buildApp({
        distDir: logDirs.distDir,
        dataDir: logDirs.dataDir,
        logger: { level: 'warn', stream },
        config: { siteUrl: SITE_URL, contact: { ...(mail && { mail }) } },
      });
      await logged.close();
    }
    await logDirs.cleanup();
    const text = lines.join('');
    if (facts.offering.legalName === null) {
      expect(text).toContain('confirmation e-mails name the site and its contact address only');
    }
    expect(text).toContain(
      'Mail is off: applications and waitlist entries are stored but cannot be confirmed',
    );
  });
});
