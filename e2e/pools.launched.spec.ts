// The launched site: built from the labelled sample facts (e2e/facts.sample.yaml: every operator
// fact given, each value invented), served beside the pre-launch one (playwright.config.ts). With
// every fact given the site says nothing of a pre-launch, and each pool page is a fact sheet with
// its proof: the legal vehicle and its registry, the licence and regulator, the custodian, the
// contract and its explorer, the reports, the distributions paid, the property and its photo.
// Its look is held by baselines of its own (pools.launched.spec.ts-snapshots/).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { words } from '@/content/i18n';

interface SamplePool {
  id: string;
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
      // Lazy photos in, so the shot shows what a reader who scrolls sees.
      for (const image of await page.locator('main img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((node: HTMLImageElement) => node.complete))
          .toBe(true);
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
}
