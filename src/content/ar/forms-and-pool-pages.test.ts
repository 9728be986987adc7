import { describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '#contracts/interest.ts';
import { contactPage, contactPageByLocale } from '../contact';
import { interestContent, interestContentByLocale } from '../interest';
import { poolPageCopyByLocale, poolPages, poolPagesByLocale } from '../pool-page';

describe('the Arabic forms, outcome pages and pool pages', () => {
  it('stores the same consent versions: the Arabic words translate the same wording', () => {
    const { consent } = interestContentByLocale.ar;
    expect(consent.application.version).toBe(CONSENT_VERSIONS.application);
    expect(consent.waitlist.version).toBe(CONSENT_VERSIONS.waitlist);
    expect(consent.application.label).not.toBe(interestContent.consent.application.label);
  });

  it('keeps links to the Arabic pages and the mail address as it is', () => {
    const contact = contactPageByLocale.ar;
    expect(contact.outcomeLinks.back.href).toBe('/ar/contact');
    expect(contact.outcomeLinks.home.href).toBe('/ar');
    expect(contact.form.privacyLink.href).toBe('/ar/docs#privacy');
    expect(contact.details.email).toEqual(contactPage.details.email);
    const interest = interestContentByLocale.ar;
    expect(interest.outcomeLinks.pools.href).toBe('/ar/pools');
    expect(interest.remove.cancel.href).toBe('/ar/pools');
    expect(interest.outcomeLinks.email.href).toBe(interestContent.outcomeLinks.email.href);
  });

  it('toasts the words of the outcome pages, as in English', () => {
    const contact = contactPageByLocale.ar;
    expect(contact.form.validation.missing_fields).toEqual(contact.outcomes.missing);
    expect(contact.form.validation.invalid_email).toEqual(contact.outcomes['invalid-email']);
    expect(contact.form.validation.too_long).toEqual(contact.outcomes['too-long']);
    const { forms } = poolPageCopyByLocale.ar;
    const { outcomes, consent } = interestContentByLocale.ar;
    expect(forms.validation.missing_fields).toEqual(outcomes.missing);
    expect(forms.notAvailable).toEqual(outcomes['not-available']);
    expect(forms.application.received).toEqual(outcomes.applied);
    expect(forms.waitlist.consent.text).toBe(consent.waitlist.label);
  });

  it('keeps the placeholders the forms fill in', () => {
    expect(contactPageByLocale.ar.form.fieldProblems.too_long).toContain('{max}');
    expect(poolPageCopyByLocale.ar.forms.fieldProblems.too_long).toContain('{max}');
    expect(poolPageCopyByLocale.ar.forms.notAvailableField).toContain('{country}');
  });

  it('translates the status label, which shares its key with the pools’ status code', () => {
    expect(poolPageCopyByLocale.ar.labels.status).toBe('الحالة');
    expect(poolPageCopyByLocale.en.labels.status).toBe('Status');
  });

  it('gives each pool an Arabic page with its codes and figures, titled by its Arabic name', () => {
    const codes = (pages: typeof poolPages) =>
      pages.map(({ pool }) => [
        pool.id,
        pool.collateralType,
        pool.targetApyPercent,
        pool.payout,
        pool.tenorMonths,
        pool.status,
      ]);
    const arabic = poolPagesByLocale.ar;
    expect(codes(arabic)).toEqual(codes(poolPages));
    expect(arabic.map((page) => page.path)).toEqual(poolPages.map((page) => `/ar${page.path}`));
    expect(arabic.map((page) => page.meta.title)).toEqual(arabic.map((page) => page.pool.name));
    expect(arabic[0]?.pool.name).toBe('مجمّع دبي المميّز للإيجار من الباطن');
    const descriptions = arabic.map((page) => page.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    // As in English, a share image leaves out a description with a yield figure.
    for (const description of descriptions) expect(description).not.toMatch(/%|العائد/);
  });
});
