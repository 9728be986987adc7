// The launched site: built from the labelled sample facts (e2e/facts.sample.yaml: every operator
// fact given, each value invented), served beside the pre-launch one (playwright.config.ts). With
// every fact given the site says nothing of a pre-launch, and each pool page is a fact sheet with
// its proof: the legal vehicle and its registry, the licence and regulator, the custodian, the
// contract and its explorer, the reports, the distributions paid, the property and its photo.
// Its look is held by baselines of its own (pools.launched.spec.ts-snapshots/).
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from './support/reused-page';
import { parse } from 'yaml';
import { figureFormat, format, words } from '@/content/i18n';
import {
  formatPercent,
  formatPercentRange,
  formatTargetApy,
  formatTenor,
  formatUsd,
} from '@/lib/format';
import { poolFormHref } from '@/lib/paths';

interface SamplePool {
  id: string;
  status: 'Open' | 'Upcoming' | 'Closed';
  targetApyPercent: number;
  tenorMonths: number;
  minimumUsd: number;
  lockupMonths: number;
  distributions: { apyPercent: number }[];
  legalVehicle: { name: string; registryUrl: string };
  custodian: { name: string };
  contract: { explorerUrl: string };
  property: { address: string; photos: { alt: { en: string } }[] };
  reports: { title: string; href: string }[];
}
const SAMPLE = parse(readFileSync(new URL('facts.sample.yaml', import.meta.url), 'utf8')) as {
  offering: {
    legalName: string;
    address: string;
    registryUrl: string;
    regulatorUrl: string;
    licenceNumber: string;
    regulator: string;
  };
  contact: { x: string; telegram: string };
  pools: SamplePool[];
};

const PAGES = [
  '/',
  '/pools',
  '/pools/dubai-1',
  '/pools/dubai-2',
  '/pools/dubai-3',
  '/ar/pools/dubai-1',
];
const TOLERANCE = { maxDiffPixels: 50 };

// A full-page screenshot after every photo has loaded: more than the default 30 s when busy.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  // The launched server starts beside the first one; wait until it answers.
  await expect
    .poll(async () => (await request.get('/healthz').catch(() => null))?.status(), {
      timeout: 30_000,
    })
    .toBe(200);
});

for (const path of PAGES) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: no pre-launch statement, looks as its baseline`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const t = words(path.startsWith('/ar') ? 'ar' : 'en');
      await expect(page.getByText(t.prelaunch.strip)).toHaveCount(0);
      // Lazy photos loaded and decoded (a loaded one can still be drawn blank for a frame), so the
      // shot shows what a reader who scrolls sees; a broken photo rejects and fails the test.
      for (const image of await page.locator('main img').all()) {
        await image.scrollIntoViewIfNeeded();
        await image.evaluate((node: HTMLImageElement) => node.decode());
      }
      // Back to the top: a full-page shot draws the sticky header and the hidden skip link where
      // the window last stood, which varied with how far the photos' loop had scrolled.
      await page.evaluate(async () => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.png`;
      // One shot once settled, as every-page.spec.ts takes its own.
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(shot).toMatchSnapshot(name, TOLERANCE);
    });
  }
}

for (const pool of SAMPLE.pools) {
  test(`/pools/${pool.id} shows its proof: vehicle, licence, custodian, contract, reports, property`, async ({
    page,
  }) => {
    await page.goto(`/pools/${pool.id}`);
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="${pool.legalVehicle.registryUrl}"]`).first()).toBeVisible();
    await expect(main.getByText(SAMPLE.offering.licenceNumber).first()).toBeVisible();
    await expect(main.getByText(SAMPLE.offering.regulator).first()).toBeVisible();
    await expect(main.getByText(pool.custodian.name).first()).toBeVisible();
    await expect(main.locator(`a[href="${pool.contract.explorerUrl}"]`).first()).toBeVisible();
    for (const report of pool.reports) {
      await expect(main.locator(`a[href="${report.href}"]`).first()).toBeVisible();
    }
    await expect(main.getByText(pool.property.address).first()).toBeVisible();
    const photo = main.getByRole('img', { name: pool.property.photos[0]?.alt.en ?? '' });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((node: HTMLImageElement) => node.naturalWidth))
      .toBeGreaterThan(0);
  });
}

for (const locale of ['en', 'ar'] as const) {
  const path = locale === 'en' ? '/contact' : '/ar/contact';
  test(`${path} says who is behind the site, with its registered address and public records`, async ({
    page,
  }) => {
    const { company } = words(locale).contact.details;
    await page.goto(path);
    const block = page
      .getByRole('main')
      .getByRole('heading', { level: 3, name: company.title })
      .locator('xpath=..');
    for (const fact of [
      SAMPLE.offering.legalName,
      SAMPLE.offering.licenceNumber,
      SAMPLE.offering.address,
    ]) {
      await expect(block).toContainText(fact);
    }
    await expect(block.getByRole('link', { name: company.registry })).toHaveAttribute(
      'href',
      SAMPLE.offering.registryUrl,
    );
    await expect(block.getByRole('link', { name: company.register })).toHaveAttribute(
      'href',
      SAMPLE.offering.regulatorUrl,
    );
  });

  test(`${path} and the footer link the confirmed profiles, each in a new tab`, async ({
    page,
  }) => {
    const t = words(locale);
    await page.goto(path);
    for (const network of ['x', 'telegram'] as const) {
      const name = `${t.site.socials[network]} ${t.contact.details.newTab}`;
      for (const link of [
        page.getByRole('main').getByRole('link', { name }),
        page
          .getByRole('contentinfo')
          .getByRole('link', { name: new RegExp(t.site.socials[network]) }),
      ]) {
        await expect(link).toHaveAttribute('href', SAMPLE.contact[network]);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

// Every pool that has paid shows what it paid right beside its target, at the same glance: on its
// page's buy box, on its card in the list, and (the open one) on the home page's card. Upcoming
// pools have paid nothing: their buy box shows the target alone, their card says none is paid.
for (const locale of ['en', 'ar'] as const) {
  const t = words(locale);
  const figures = figureFormat(locale);
  const prefix = locale === 'en' ? '' : '/ar';
  const paidWords = (pool: SamplePool) => {
    const paid = pool.distributions.map((payout) => payout.apyPercent);
    return {
      range: formatPercentRange(paid, figures),
      label: t.pools.yield.paid.label,
      caption: t.pools.yield.paid.caption,
      detail: format(locale, t.pools.yield.paid.detail, {
        count: paid.length,
        target: formatPercent(pool.targetApyPercent, figures),
      }),
    };
  };

  for (const pool of SAMPLE.pools) {
    test(`${prefix}/pools/${pool.id} shows what it paid beside its target, in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}/pools/${pool.id}`);
      const box = page.getByRole('group', { name: t.poolPage.keyTerms.title });
      const target = box.locator('[data-yield-figure]');
      await expect(target).toContainText(t.pools.yield.qualifier);
      const paid = box.locator('[data-paid-figure]');
      if (pool.distributions.length === 0) {
        await expect(paid).toHaveCount(0);
        return;
      }
      const expected = paidWords(pool);
      await expect(paid).toContainText(expected.range);
      await expect(paid).toContainText(expected.caption);
      await expect(paid).toContainText(expected.detail);
      await expect(box.locator('[data-paid-term] dt')).toHaveText(expected.label);
      // Beside the target: on the same line, at most half its size (a few payouts annualised are
      // not a figure to lead with), and no smaller than the text around it.
      const [targetBox, paidBox] = await Promise.all([target.boundingBox(), paid.boundingBox()]);
      expect(Math.abs((paidBox?.y ?? 0) - (targetBox?.y ?? 1e9))).toBeLessThan(4);
      const size = (figure: Locator) =>
        figure.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const [targetSize, paidSize] = await Promise.all([
        size(target.locator('.text-figure')),
        size(paid.locator('[data-paid-range]')),
      ]);
      expect(paidSize).toBeLessThanOrEqual(targetSize * 0.5);
      expect(paidSize).toBeGreaterThan(16);
      // The figures each show their percent sign on the same side as the target's.
      const signSides = await box.evaluate((root) => {
        const sides: boolean[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\d[\u200e\u200f]*%/g)) {
            const at = (i: number) => {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              return range.getBoundingClientRect().x;
            };
            sides.push(at(match.index + match[0].length - 1) > at(match.index));
          }
        }
        return sides;
      });
      expect(new Set(signSides).size).toBe(1);
    });
  }

  test(`${prefix}/pools: each card shows what its pool paid, or that it paid none, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/pools`);
    for (const pool of SAMPLE.pools) {
      const card = page.locator(`[data-pool="${pool.id}"]`);
      const paid = card.locator('[data-paid-figure]');
      if (pool.distributions.length === 0) {
        // Beside cards that show what they paid, its own record, not a blank.
        await expect(paid).toHaveCount(0);
        const { notOpen, none } = t.pools.yield.paid;
        await expect(card.locator('[data-paid-term]')).toHaveText(
          `${t.pools.yield.paid.label}${pool.status === 'Upcoming' ? notOpen : none}`,
        );
        continue;
      }
      const expected = paidWords(pool);
      await expect(card.locator('[data-yield-figure]')).toContainText(t.pools.yield.qualifier);
      await expect(paid).toContainText(expected.range);
      await expect(paid).toContainText(expected.detail);
      await expect(card.locator('[data-paid-term] dt')).toHaveText(expected.label);
    }
  });

  test(`${prefix}/: the open pool's card shows what it paid beside its target, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(prefix === '' ? '/' : prefix);
    const open = SAMPLE.pools.find((pool) => pool.status === 'Open');
    if (open === undefined) throw new Error('the sample facts have an open pool');
    const card = page.locator('[data-hero-pool]');
    await expect(card.locator('[data-yield-figure]')).toContainText(t.pools.yield.qualifier);
    const paid = card.locator('[data-paid-figure]');
    await expect(paid).toContainText(paidWords(open).range);
    await expect(paid).toContainText(paidWords(open).label);
    await expect(paid).toContainText(paidWords(open).detail);
  });
}

for (const pool of SAMPLE.pools) {
  const form = poolFormHref(pool, 'en');
  if (form === undefined) continue;
  test(`${form} says what one applies for above the form: the target with its caveat and the pool's own terms`, async ({
    page,
  }) => {
    const t = words('en');
    const figures = figureFormat('en');
    await page.goto(form);
    const recap = page.getByRole('main').locator('[data-form-terms]');
    await expect(recap.locator('[data-yield-figure]')).toContainText(
      formatTargetApy(pool.targetApyPercent, figures),
    );
    await expect(recap.locator('[data-yield-figure]')).toContainText(t.pools.yield.qualifier);
    const { labels } = t.poolPage.keyTerms;
    for (const [label, value] of [
      [t.poolsPage.list.labels.tenor, formatTenor(pool.tenorMonths, figures)],
      [labels.minimum, formatUsd(pool.minimumUsd, figures)],
      [labels.lockup, formatTenor(pool.lockupMonths, figures)],
    ] as const) {
      await expect(
        recap.locator('div', { has: page.getByText(label, { exact: true }) }),
      ).toContainText(value);
    }
    // Above the form, the risk line between them.
    const [recapBox, formBox] = await Promise.all([
      recap.boundingBox(),
      page.getByRole('main').locator('form').boundingBox(),
    ]);
    expect(recapBox!.y).toBeLessThan(formBox!.y);
  });
}
