import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contracts/locale.ts';
import { mailContent } from '../../src/content/mail.ts';
import { facts } from '../../src/content/facts.ts';
import { poolWords, words } from '../../src/content/i18n.ts';
import { CONFIRM_LINK_DAYS } from '../services/links.ts';
import { mailText } from './content.ts';
import { renderApplicationNotice, renderConfirmation, type InterestMailEntry } from './interest.ts';

// The e-mails as the server writes them from the content the build publishes (mail.json).
const CONTENT = mailContent();
const ENTRY: InterestMailEntry = {
  id: 'entry-1',
  kind: 'waitlist',
  poolId: 'dubai-2',
  poolName: 'Dubai Hospitality Pool',
  localPoolName: 'Dubai Hospitality Pool',
  locale: 'en',
  email: 'grace@example.com',
  name: 'Grace',
  country: 'AE',
  countryName: 'United Arab Emirates',
  investorType: 'company',
  amountBand: '50k-100k',
  message: null,
  consentVersion: 'waitlist-consent-v1',
  at: '2026-03-01T10:00:00.000Z',
};
const SITE = 'https://www.realyield.example';
const LINKS = {
  confirmUrl: `${SITE}/api/interest/confirm?token=c`,
  removeUrl: `${SITE}/api/interest/remove?token=t`,
  siteUrl: SITE,
};
const ADDRESSES = { to: 'team@realyield.example', from: 'site@realyield.example' };

describe('the confirmation e-mail (double opt-in)', () => {
  it.each(['application', 'waitlist'] as const)(
    'the English %s confirmation is plain: the site, the pool, one confirm link, the removal link, the notice',
    (kind) => {
      const mail = renderConfirmation({ ...ENTRY, kind }, CONTENT.en, ADDRESSES, LINKS);
      expect(mail.subject).toBe('Please confirm your e-mail address: Dubai Hospitality Pool');
      expect(mail.text).toContain('RealYield website');
      expect(mail.text.split(LINKS.confirmUrl)).toHaveLength(2);
      expect(mail.text).toContain(`\n${LINKS.removeUrl}\n`);
      expect(mail.text).toContain(`\n${SITE}/docs#privacy\n`);
      expect(mail.text).toContain(`The link works once, for ${CONFIRM_LINK_DAYS} days:`);
      // No figure, no pitch, no placeholder, nothing the visitor typed.
      expect(mail.text).not.toMatch(/%|\$|APY|\byields?\b|guarantee|\[|Grace/i);
    },
  );

  it("each pool's e-mail, in each language, names that pool and no other, and no figure but the link's lifetime", () => {
    for (const locale of LOCALES) {
      const t = words(locale);
      for (const pool of facts.pools) {
        const own = poolWords(t, pool.id).name;
        const mail = renderConfirmation(
          { ...ENTRY, locale, localPoolName: own },
          CONTENT[locale],
          ADDRESSES,
          LINKS,
        );
        expect(mail.text, `${locale} ${pool.id}`).toContain(own);
        for (const other of facts.pools.filter(({ id }) => id !== pool.id)) {
          expect(mail.text).not.toContain(poolWords(t, other.id).name);
        }
        const withoutLinks = mail.text.replaceAll(SITE, '').replaceAll(/\S*\?token=\w+/g, '');
        expect(withoutLinks.match(/\d+/g), `${locale} ${pool.id}`).toEqual([
          String(CONFIRM_LINK_DAYS),
        ]);
      }
    }
  });

  it('names the site and its contact address until the operator names the sender, then the sender', () => {
    const { en } = CONTENT;
    const anonymous = { ...en, sender: { legalName: null, address: null } };
    expect(renderConfirmation(ENTRY, anonymous, ADDRESSES, LINKS).text).toContain(
      `The RealYield website (${SITE}), contact: ${facts.contact.email}`,
    );
    const named = { ...en, sender: { legalName: 'RY Offering Ltd', address: '1 Example St' } };
    expect(renderConfirmation(ENTRY, named, ADDRESSES, LINKS).text).toContain(
      'RealYield is operated by RY Offering Ltd, 1 Example St.',
    );
  });

  it('the Arabic confirmation says the same in Arabic, its three links in its HTML part', () => {
    const mail = renderConfirmation({ ...ENTRY, locale: 'ar' }, CONTENT.ar, ADDRESSES, LINKS);
    expect(mail.text).toContain('إشعار الخصوصية');
    expect(mail.text).toContain(`مدة ${CONFIRM_LINK_DAYS} أيام`);
    expect(mail.text).not.toMatch(/[0-9]%|\[/);
    expect(mail.html).toContain(`<a href="${SITE}/ar/docs#privacy" dir="ltr">`);
    expect(mail.html).toContain(`<a href="${LINKS.removeUrl}" dir="ltr">`);
    expect(mail.html).toContain(`<a href="${LINKS.confirmUrl}" dir="ltr">`);
    // Arabic counts in six plural forms, in Latin digits as the site writes them.
    const confirm = (days: number) => mailText(CONTENT.ar, CONTENT.ar.words.confirm, { days });
    expect(confirm(2)).toContain('مدة يومين:');
    expect(confirm(30)).toContain('مدة 30 يومًا:');
    expect(mailText(CONTENT.en, CONTENT.en.words.confirm, { days: 1 })).toContain('for 1 day:');
  });
});

describe("the team's notice", () => {
  it('has a fixed subject with the id, a bare Reply-To, the form\'s labels, and says "self-declared"', () => {
    const mail = renderApplicationNotice(
      { ...ENTRY, kind: 'application', name: 'Grace <evil@example.com>' },
      CONTENT.en,
      ADDRESSES,
      730,
    );
    expect(mail.subject).toBe('New confirmed application entry-1');
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.text).toContain(`Investor type: ${words('en').interest.investorTypes.company}`);
    expect(mail.text).toContain(`Intended amount: ${words('en').interest.amountBands['50k-100k']}`);
    expect(mail.text).toContain(
      `Declared: "${words('en').poolPage.forms.application.notUsPerson}" (self-declared)`,
    );
    expect(mail.text).toContain('Risk disclosure read: self-declared');
    expect(mail.text).not.toMatch(/: confirmed$/m);
    expect(mail.text).toContain('after 730 days');
  });
});
