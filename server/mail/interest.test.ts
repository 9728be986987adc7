import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_DAYS } from '../services/links.ts';
import {
  SENDER_IDENTITY,
  renderApplicationNotice,
  renderConfirmation,
  senderIdentityMissing,
  type InterestMailEntry,
} from './interest.ts';

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
  investorType: null,
  amountBand: null,
  message: null,
  consentVersion: 'waitlist-consent-v1',
  at: '2026-03-01T10:00:00.000Z',
};
const LINKS = {
  confirmUrl: 'https://www.realyield.example/api/interest/confirm?token=c',
  removeUrl: 'https://www.realyield.example/api/interest/remove?token=t',
  privacyUrl: 'https://www.realyield.example/docs#privacy',
  siteUrl: 'https://www.realyield.example',
};
const ADDRESSES = { to: 'team@realyield.example', from: 'site@realyield.example' };

describe('the confirmation e-mail (double opt-in)', () => {
  it.each(['application', 'waitlist'] as const)(
    'the English %s confirmation is plain: the site, the pool, one confirm link, the removal link, the notice',
    (kind) => {
      const mail = renderConfirmation({ ...ENTRY, kind }, ADDRESSES, LINKS);
      expect(mail.text).toContain('RealYield website');
      expect(mail.text).toContain('Dubai Hospitality Pool');
      expect(mail.text.split(LINKS.confirmUrl)).toHaveLength(2);
      expect(mail.text).toContain(`\n${LINKS.removeUrl}\n`);
      expect(mail.text).toContain(`\n${LINKS.privacyUrl}\n`);
      expect(mail.text).toContain(`The link works once, for ${CONFIRM_LINK_DAYS} days:`);
      // No figure, no pitch, no placeholder, nothing the visitor typed.
      expect(mail.text).not.toMatch(/%|\$|APY|\byields?\b|guarantee|\[|Grace/i);
    },
  );

  it('names the site and its contact address, never a bracketed placeholder, until the sender is given', () => {
    expect(senderIdentityMissing()).toBe(SENDER_IDENTITY.legalName.startsWith('['));
    const mail = renderConfirmation(ENTRY, ADDRESSES, LINKS);
    if (senderIdentityMissing()) {
      expect(mail.text).toContain(
        `The RealYield website (${LINKS.siteUrl}), contact: ${ADDRESSES.to}`,
      );
      expect(mail.text).not.toContain('[');
    } else {
      expect(mail.text).toContain(SENDER_IDENTITY.legalName);
    }
  });

  it('the Arabic confirmation says the same in Arabic, its three links in its HTML part', () => {
    const privacyUrl = 'https://www.realyield.example/ar/docs#privacy';
    const mail = renderConfirmation({ ...ENTRY, locale: 'ar' }, ADDRESSES, {
      ...LINKS,
      privacyUrl,
    });
    expect(mail.text).toContain('إشعار الخصوصية');
    expect(mail.text).toContain(`مدة ${CONFIRM_LINK_DAYS} أيام`);
    expect(mail.text).not.toMatch(/[0-9]%|\[/);
    expect(mail.html).toContain(`<a href="${privacyUrl}" dir="ltr">`);
    expect(mail.html).toContain(`<a href="${LINKS.removeUrl}" dir="ltr">`);
    expect(mail.html).toContain(`<a href="${LINKS.confirmUrl}" dir="ltr">`);
  });
});

describe("the team's notice", () => {
  it('has a fixed subject with the id, a bare Reply-To, and says "self-declared"', () => {
    const mail = renderApplicationNotice(
      { ...ENTRY, kind: 'application', name: 'Grace <evil@example.com>' },
      ADDRESSES,
      730,
    );
    expect(mail.subject).toBe('New confirmed application entry-1');
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.text).toContain('Not a US person: self-declared');
    expect(mail.text).toContain('Risk disclosure read: self-declared');
    expect(mail.text).not.toMatch(/: confirmed$/m);
    expect(mail.text).toContain('after 730 days');
  });
});
