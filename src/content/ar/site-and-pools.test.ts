import { describe, expect, it } from 'vitest';
import { aboutPageByLocale } from '../about';
import { serverErrorPageByLocale } from '../errors';
import { homePageByLocale } from '../home';
import { notFoundPageByLocale } from '../not-found';
import {
  poolTermLabels,
  poolTermLabelsByLocale,
  pools,
  poolsByLocale,
  yieldCopyByLocale,
} from '../pools';
import { poolsPageByLocale } from '../pools-page';
import { site, siteByLocale } from '../site';
import { statsByLocale } from '../stats';
import { timeline, timelineByLocale } from '../timeline';

describe('the Arabic site config, pools and pages', () => {
  it('keeps every pool code and figure, and translates what is shown', () => {
    const codes = (list: typeof pools) =>
      list.map((pool) => [
        pool.id,
        pool.collateralType,
        pool.targetApyPercent,
        pool.payout,
        pool.tenorMonths,
        pool.status,
      ]);
    expect(codes(poolsByLocale.ar)).toEqual(codes(pools));
    expect(poolsByLocale.ar[0]?.location).toBe('دبي، الإمارات العربية المتحدة');
    expect(poolTermLabelsByLocale.ar.statuses).toEqual({
      Open: 'مفتوح',
      Upcoming: 'قريبًا',
      Closed: 'مغلق',
    });
    // In English the display text of a code is the code, so drawing it changes nothing.
    expect(poolTermLabels.statuses).toEqual({
      Open: 'Open',
      Upcoming: 'Upcoming',
      Closed: 'Closed',
    });
    expect(Object.keys(poolTermLabels.collateralTypes)).toEqual(
      pools.map((pool) => pool.collateralType).filter((type, i, all) => all.indexOf(type) === i),
    );
  });

  it('calls every yield a target, not guaranteed', () => {
    expect(yieldCopyByLocale.ar).toEqual({
      label: 'العائد السنوي المستهدف',
      qualifier: 'مستهدف، غير مضمون',
    });
    expect(homePageByLocale.ar.poolTeaser.targetApyQualifier).toBe('مستهدف، غير مضمون');
    expect(poolsPageByLocale.ar.list.labels.targetApyQualifier).toBe('مستهدف، غير مضمون');
    expect(homePageByLocale.ar.hero.risk.text).toContain('رأس المال معرّض للخطر');
    expect(poolsPageByLocale.ar.list.riskLine.title).toBe('رأس المال معرّض للخطر.');
  });

  it('translates the card labels that share a name with a pool code', () => {
    expect(poolsPageByLocale.ar.list.labels).toMatchObject({
      status: 'الحالة',
      collateralType: 'الأصل الداعم',
      payout: 'عملة التوزيع',
    });
    expect(poolsPageByLocale.ar.list.pools).toEqual(poolsByLocale.ar);
  });

  it('links to the Arabic twin of each page, and leaves anchors, e-mail and socials alone', () => {
    expect(siteByLocale.ar.nav.map((link) => link.href)).toEqual(
      site.nav.map((link) => `/ar${link.href}`),
    );
    expect(siteByLocale.ar.socials.map((link) => link.href)).toEqual(
      site.socials.map((link) => link.href),
    );
    expect(homePageByLocale.ar.poolTeaser.action.href).toBe('/ar/pools/dubai-1/apply');
    expect(notFoundPageByLocale.ar.action.href).toBe('/ar');
    expect(poolsPageByLocale.ar.list.riskLine.link.href).toBe('#risks');
    expect(serverErrorPageByLocale.ar.contact).toEqual({
      label: `راسلنا على ${site.email}`,
      href: `mailto:${site.email}`,
    });
  });

  it('keeps the headline figures, written the Arabic way', () => {
    expect(statsByLocale.ar.map((stat) => stat.value)).toEqual([
      '+5 ملايين دولار',
      '+80',
      '30 مليار دولار',
    ]);
    expect(homePageByLocale.ar.stats.items).toEqual(statsByLocale.ar);
    expect(aboutPageByLocale.ar.timeline.items).toEqual(timelineByLocale.ar);
    expect(timelineByLocale.ar.map((entry) => entry.year)).toEqual(
      timeline.map((entry) => entry.year),
    );
  });

  it('keeps the operator placeholders as placeholders', () => {
    const { operator } = siteByLocale.ar;
    expect(operator.brandConfirmed).toBe(site.operator.brandConfirmed);
    expect(operator.controllerName).toMatch(/^\[.+\]$/);
    expect(operator.controllerAddress).toMatch(/^\[.+\]$/);
  });

  it('uses the page title as the h1 where the page has a hero', () => {
    expect(homePageByLocale.ar.hero.title).toBe(homePageByLocale.ar.meta.title);
    expect(aboutPageByLocale.ar.hero.title).toBe(aboutPageByLocale.ar.meta.title);
    expect(poolsPageByLocale.ar.hero.title).toBe(poolsPageByLocale.ar.meta.title);
  });
});
