import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_TTL_MS } from '../tokens.ts';
import {
  REMOVAL_LINK_DAYS,
  SENDER_IDENTITY,
  renderConfirmation,
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
  removeUrl: 'https://www.realyield.example/api/interest/remove?token=t',
  privacyUrl: 'https://www.realyield.example/docs#privacy',
};
const ADDRESSES = { to: 'team@realyield.example', from: 'site@realyield.example' };

describe('the visitor e-mails (issue 24)', () => {
  it.each(['application', 'waitlist'] as const)(
    'the English %s confirmation names the sender, links the privacy notice, describes the removal and its expiry, and carries the risk note',
    (kind) => {
      const mail = renderConfirmation({ ...ENTRY, kind }, ADDRESSES, LINKS);
      expect(REMOVAL_LINK_DAYS).toBe(LINK_TOKEN_TTL_MS / 86_400_000);
      expect(mail.text).toContain(
        `RealYield is operated by ${SENDER_IDENTITY.legalName}, ${SENDER_IDENTITY.address}.`,
      );
      expect(mail.text).toContain(`\n${LINKS.privacyUrl}\n`);
      expect(mail.text.replace(/\n/g, ' ')).toMatch(/confirm .*it works for 180 days:/);
      expect(mail.text.replace(/\n/g, ' ')).toContain(
        'Target APYs (up to 40%) are not guaranteed; actual yields can be lower or zero.',
      );
      expect(mail.text).not.toContain('Grace');
    },
  );

  it('the Arabic confirmation says the same in Arabic, both links in its HTML part', () => {
    const privacyUrl = 'https://www.realyield.example/ar/docs#privacy';
    const mail = renderConfirmation({ ...ENTRY, locale: 'ar' }, ADDRESSES, {
      ...LINKS,
      privacyUrl,
    });
    expect(mail.text).toContain(SENDER_IDENTITY.legalName);
    expect(mail.text).toContain('إشعار الخصوصية');
    expect(mail.text).toContain('مدة 180 يومًا');
    expect(mail.text).toContain('غير مضمونة؛ وقد تكون العوائد الفعلية أقل أو معدومة');
    // The percent as the site's formatter writes it: never a bare "%" after a Western digit.
    expect(mail.text).not.toMatch(/[0-9]%/);
    expect(mail.html).toContain(`<a href="${privacyUrl}" dir="ltr">`);
    expect(mail.html).toContain(`<a href="${LINKS.removeUrl}" dir="ltr">`);
  });
});
