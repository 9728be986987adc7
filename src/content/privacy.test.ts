// The privacy notice (src/content/prose/<locale>/privacy.md) states what the server does: each
// claim is checked here against the code that makes it true, so that a change to the code fails
// this test until the notice says the same. The numbers are placeholders filled at render time
// from the constants below; the behaviour is checked by calling the code itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_DAYS } from '#contracts/interest.ts';
import { LOCALES } from '#contracts/locale.ts';
import { REQUEST_LOG_SERIALIZERS } from '#server/app.ts';
import { DEFAULT_RATE_LIMIT, DEFAULT_RETENTION_DAYS } from '#server/config.ts';
import { renderApplicationNotice, renderConfirmation } from '#server/mail/interest.ts';
import { CONFIRMATION_SENDS_KEPT_MS } from '#server/repositories/confirmation-sends.ts';
import { RETENTION_INTERVAL_MS } from '#server/retention.ts';
import { contactErasureEvent, erasureEvents } from '#server/services/erasure.ts';
import {
  CONFIRMATIONS_PER_DOMAIN_PER_DAY,
  CONFIRMATION_WINDOW_MS,
  CONFIRM_LINK_TTL_MS,
  REMOVAL_LINK_DAYS,
} from '#server/services/links.ts';
import { mailboxOf } from '#server/services/mailbox.ts';
import { LINK_TOKEN_TTL_MS } from '#server/tokens.ts';
import { run as erase } from '#scripts/cli/erase.ts';
import { href } from '../lib/paths.ts';
import { mailContent } from './mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every placeholder the notice may use, with what fills it: a number from the code, or a fact
 * the operator gives (`operator`), which the lead's renderer takes from src/content.
 */
const PLACEHOLDERS: Readonly<Record<string, number | 'operator'>> = {
  retentionPeriod: DEFAULT_RETENTION_DAYS,
  confirmPeriod: CONFIRM_LINK_DAYS,
  removalPeriod: REMOVAL_LINK_DAYS,
  rateLimitPeriod: DEFAULT_RATE_LIMIT.timeWindowMs / 60_000,
  domainCap: CONFIRMATIONS_PER_DOMAIN_PER_DAY,
  email: 'operator',
  controller: 'operator',
  processors: 'operator',
  logRetention: 'operator',
  backupRetention: 'operator',
};

function notice(locale: string): { frontmatter: string; body: string } {
  const text = readFileSync(new URL(`./prose/${locale}/privacy.md`, import.meta.url), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match?.[1] || match[2] === undefined)
    throw new Error(`${locale}/privacy.md: no frontmatter`);
  return { frontmatter: match[1], body: match[2] };
}

const placeholdersOf = (body: string) =>
  [...new Set([...body.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? ''))].sort();

describe.each(LOCALES)('the privacy notice in %s', (locale) => {
  const { frontmatter, body } = notice(locale);

  it('has a title only, then the summary table (what, why, how long, who sees it), then details', () => {
    expect(frontmatter).toMatch(/^title: \S.*$/);
    const firstSection = body.split(/^### /m)[1] ?? '';
    const header = firstSection.split('\n').find((line) => line.startsWith('|')) ?? '';
    expect(header.split('|').filter((cell) => cell.trim() !== '')).toHaveLength(4);
    expect(body.split(/^### /m).length).toBeGreaterThan(6);
  });

  it('states every period and limit by a placeholder the renderer fills, as English does', () => {
    const used = placeholdersOf(body);
    expect(used.filter((name) => !(name in PLACEHOLDERS))).toEqual([]);
    expect(used).toEqual(placeholdersOf(notice('en').body));
    expect(used).toEqual(
      expect.arrayContaining(['retentionPeriod', 'confirmPeriod', 'removalPeriod', 'domainCap']),
    );
    // Numbers come from the code, never typed into the prose (Western digits only in Arabic).
    expect(body.replace(/`[^`]*`/g, '')).not.toMatch(/\d/);
  });
});

describe('the claims of the notice, against the code', () => {
  // Each period the notice states, against the code's own constant.
  it.each([
    ['a confirm link (and so an unconfirmed entry)', CONFIRM_LINK_TTL_MS, CONFIRM_LINK_DAYS],
    ['a removal link (server/tokens.ts)', LINK_TOKEN_TTL_MS, REMOVAL_LINK_DAYS],
    ['the one confirmation per mailbox and pool', CONFIRMATION_WINDOW_MS, 1],
    ['the mailbox and domain hashes', CONFIRMATION_SENDS_KEPT_MS, 1],
    ['the retention run, at start and then again (server/retention.ts)', RETENTION_INTERVAL_MS, 1],
  ])('%s: the days the notice says', (_, ms, days) => expect(ms).toBe(days * DAY_MS));

  it('the confirmation e-mail: the site, the pool, one confirm link, the delete link; no figures', () => {
    const links = {
      confirmUrl: 'https://site.example/api/interest/confirm?token=c',
      removeUrl: 'https://site.example/api/interest/remove?token=r',
      siteUrl: 'https://site.example',
    };
    for (const locale of LOCALES) {
      const mail = renderConfirmation(
        { kind: 'application', email: 'a@example.com', locale, localPoolName: 'Pool' },
        mailContent()[locale],
        { to: 'team@site.example', from: 'site@site.example' },
        links,
      );
      const privacyUrl = `${links.siteUrl}${href('privacy', locale)}`;
      expect(mail.text.split(links.confirmUrl)).toHaveLength(2);
      expect(mail.text).toContain(links.removeUrl);
      expect(mail.text).toContain('RealYield');
      // The link's lifetime is its only number.
      const words = mail.text.replace(/https:\S+/g, '').replaceAll(`${CONFIRM_LINK_DAYS} `, '');
      expect(words).not.toMatch(/\d|%|\$/);
      // No tracking: the only links are the three.
      const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((found) => found[1]);
      const three = [links.confirmUrl, links.removeUrl, privacyUrl];
      expect(hrefs.filter((found) => !three.includes(found ?? ''))).toEqual([]);
    }
  });

  it("the team's e-mail: declarations self-declared, no visitor words in a header", () => {
    const mail = renderApplicationNotice(
      {
        id: 'entry-1',
        kind: 'application',
        poolId: 'p',
        poolName: 'Pool',
        localPoolName: 'Pool',
        locale: 'en',
        email: 'a@example.com',
        name: 'Typed Name',
        country: 'FR',
        countryName: 'France',
        investorType: 'individual',
        amountBand: 'under-10k',
        message: 'Typed message',
        consentVersion: 'v',
        at: '2026-01-01T00:00:00.000Z',
      },
      mailContent().en,
      { to: 'team@site.example', from: 'site@site.example' },
      DEFAULT_RETENTION_DAYS,
    );
    expect(mail.text).toContain('self-declared');
    expect(mail.subject).not.toContain('Typed');
    expect(mail.replyTo).toBe('a@example.com');
  });

  it('deleting a confirmed entry (by its link, on request) asks the leads tool to delete its copy; an unconfirmed one never left', () => {
    for (const [kind, reason] of [
      ['waitlist', 'removal'],
      ['application', 'request'],
    ] as const) {
      const confirmed = { id: 'e', kind, confirmedAt: '2026-01-01T00:00:00Z' };
      expect(erasureEvents(confirmed, reason, true)).toMatchObject([
        { event: { type: 'erasure', data: { id: 'e', kind, reason } } },
      ]);
      expect(erasureEvents({ ...confirmed, confirmedAt: null }, 'retention', true)).toEqual([]);
    }
    expect(contactErasureEvent('m', true, undefined, 'request')).toMatchObject({
      type: 'erasure',
      data: { id: 'm', kind: 'contact', reason: 'request' },
    });
  });

  it('on a request, the team erases all sent with the address, in any capitals, with any +tag', () => {
    // The whole path, through a real database and webhook receiver: scripts/cli/erase.test.ts.
    let help = '';
    const quiet = () => {};
    expect(erase(['--help'], {}, (text) => (help += text), quiet)).toBe(0);
    expect(help).toContain('plus-tags are folded');
    expect(mailboxOf('You+news@Example.com')).toEqual(mailboxOf('you@example.com'));
    expect(mailboxOf('Name+2@example.com')).toEqual(mailboxOf('name+1@example.com'));
  });

  it('the log records the method and the path only: no address, no query string', () => {
    const logged = REQUEST_LOG_SERIALIZERS.req({
      method: 'GET',
      url: '/api/interest/confirm?token=secret',
      // What Fastify's request also carries: none of it may reach the log.
      ...{ ip: '203.0.113.7', socket: { remoteAddress: '203.0.113.7' } },
    } as { method: string; url: string });
    expect(logged).toEqual({ method: 'GET', path: '/api/interest/confirm' });
  });

  // Proven where their code runs (a real database file, SMTP server or backup): a sent e-mail
  // keeps only its receipt (server/repositories/outbox.test.ts, server/outbox-queues.test.ts);
  // delivery errors are kept without addresses (server/outbox-queues.test.ts); the address-hash
  // key is in neither the database nor its backups (server/key-files.test.ts, backup.test.ts).
});
