import { describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '#contracts/interest.ts';
import { getContent } from '../index';

const en = getContent('en');
const ar = getContent('ar');

describe('the Arabic content, assembled from the data and the Arabic words', () => {
  it('draws the pools with their data and their Arabic words', () => {
    expect(ar.pools.map(({ name, location, ...data }) => data)).toEqual(
      en.pools.map(({ name, location, ...data }) => data),
    );
    expect(ar.pools[0]?.location).toBe('دبي، الإمارات العربية المتحدة');
    expect(ar.poolTermLabels.statuses).toEqual({
      Open: 'مفتوح',
      Upcoming: 'قريبًا',
      Closed: 'مغلق',
    });
    // In English the display text of a code is the code, so drawing it changes nothing.
    expect(en.poolTermLabels.statuses).toEqual({
      Open: 'Open',
      Upcoming: 'Upcoming',
      Closed: 'Closed',
    });
  });

  it('calls every yield a target, not guaranteed, and puts the risk beside it', () => {
    expect(ar.yieldCopy).toEqual({
      label: 'العائد السنوي المستهدف',
      qualifier: 'مستهدف، غير مضمون',
    });
    expect(ar.home.poolTeaser.targetApyQualifier).toBe('مستهدف، غير مضمون');
    expect(ar.poolsPage.list.labels.targetApyQualifier).toBe('مستهدف، غير مضمون');
    expect(ar.home.hero.risk.text).toContain('رأس المال معرّض للخطر');
    expect(ar.poolsPage.list.riskLine.title).toBe('رأس المال معرّض للخطر.');
  });

  it("writes the company's figures through the formatter, each number kept with its unit", () => {
    const nbsp = '\u00a0';
    expect(ar.stats.map((stat) => stat.value)).toEqual([
      `أكثر من 5${nbsp}ملايين دولار${nbsp}أمريكي`,
      'أكثر من 80',
      `30${nbsp}مليار دولار${nbsp}أمريكي`,
    ]);
    expect(ar.timeline.map((entry) => entry.event).slice(2)).toEqual([
      `بلوغ الإيرادات أكثر من 5${nbsp}ملايين دولار${nbsp}أمريكي`,
      `ترميز أكثر من 40${nbsp}عقارًا وخدمة أكثر من 10,000${nbsp}عميل`,
    ]);
    expect(ar.stats[1]?.note).toContain('(أكثر من 40 منها مرمّزة)');
  });

  it('names the collateral "الأصل الداعم" on the pool list and on every pool page alike', () => {
    expect(ar.poolsPage.list.labels.collateralType).toBe('الأصل الداعم');
    expect(ar.poolPageCopy.labels).toEqual(ar.poolsPage.list.labels);
  });

  it('links to the Arabic twin of each page, and leaves anchors, e-mail and socials alone', () => {
    expect(ar.site.nav.map((link) => link.href)).toEqual(
      en.site.nav.map((link) => `/ar${link.href}`),
    );
    expect(ar.site.socials.map((link) => link.href)).toEqual(
      en.site.socials.map((link) => link.href),
    );
    expect(ar.home.poolTeaser.action.href).toBe('/ar/pools/dubai-1/apply');
    expect(ar.notFound.action.href).toBe('/ar');
    expect(ar.poolsPage.list.riskLine.link.href).toBe('#risks');
    expect(ar.serverError.contact).toEqual({
      label: `راسلنا على ${en.site.email}`,
      href: `mailto:${en.site.email}`,
    });
    expect(ar.contact.outcomeLinks.back.href).toBe('/ar/contact');
    expect(ar.contact.form.privacyLink.href).toBe('/ar/docs#privacy');
    expect(ar.interest.remove.cancel.href).toBe('/ar/pools');
    expect(ar.interest.outcomeLinks.email.href).toBe(`mailto:${en.site.email}`);
  });

  it('says the business hours and the reply time in the same words everywhere', () => {
    const { businessHours, responseTime } = ar.site;
    expect(ar.contact.details.businessHours).toContain(businessHours);
    expect(ar.contact.details.responseTime).toContain(responseTime);
    expect(ar.interest.outcomes.applied.description).toContain(businessHours);
    expect(ar.poolPageCopy.statuses.Open.action.intro).toContain(businessHours);
    expect(ar.poolPageCopy.statuses.Open.action.intro).toContain(responseTime);
  });

  it('stores the same consent versions: the Arabic words translate the same wording', () => {
    expect(ar.interest.consent.application.version).toBe(CONSENT_VERSIONS.application);
    expect(ar.interest.consent.waitlist.version).toBe(CONSENT_VERSIONS.waitlist);
  });

  it('toasts the words of the outcome pages, as in English', () => {
    expect(ar.contact.form.validation.missing_fields).toEqual(ar.contact.outcomes.missing);
    const { forms } = ar.poolPageCopy;
    expect(forms.validation.missing_fields).toEqual(ar.interest.outcomes.missing);
    expect(forms.notAvailable).toEqual(ar.interest.outcomes['not-available']);
    expect(forms.application.received).toEqual(ar.interest.outcomes.applied);
    expect(forms.waitlist.consent.text).toBe(ar.interest.consent.waitlist.label);
  });

  it('keeps the placeholders the forms fill in', () => {
    expect(ar.contact.form.fieldProblems.too_long).toContain('{max}');
    expect(ar.poolPageCopy.forms.fieldProblems.too_long).toContain('{max}');
    expect(ar.poolPageCopy.forms.notAvailableField).toContain('{country}');
  });

  it('shows the operator facts not supplied yet as Arabic placeholders', () => {
    expect(ar.site.operator.controllerName).toMatch(/^\[\p{Script=Arabic}.+\]$/u);
    expect(ar.site.operator.controllerAddress).toMatch(/^\[\p{Script=Arabic}.+\]$/u);
  });

  it('gives each pool an Arabic page titled by its Arabic name, with its own description', () => {
    expect(ar.poolPages.map((page) => page.path)).toEqual(
      en.poolPages.map((page) => `/ar${page.path}`),
    );
    expect(ar.poolPages.map((page) => page.meta.title)).toEqual(ar.pools.map((pool) => pool.name));
    expect(ar.poolPages[0]?.pool.name).toBe('مجمّع دبي الاستثماري المميّز للإيجار من الباطن');
    const descriptions = ar.poolPages.map((page) => page.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    // As in English, a share image leaves out a description with a yield figure.
    for (const description of descriptions) expect(description).not.toMatch(/%|العائد/);
  });

  it('uses the page title as the h1 where the page has a hero', () => {
    expect(ar.home.hero.title).toBe(ar.home.meta.title);
    expect(ar.poolsPage.hero.title).toBe(ar.poolsPage.meta.title);
  });
});
