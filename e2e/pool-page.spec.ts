// Each pool's page as a product page (issue 25), in both languages, in a real browser against the
// production server: its action (or its closed state) within the first screen at a phone's and a
// laptop's size, its own terms, its own story (a closed pool has no "who can apply"), the figure
// of where its yield comes from with its text alternative, and its proof slots stated plainly.
import { expect, test } from '@playwright/test';
import { LOCALES } from '#contracts/locale.ts';
import { getContent } from '@/content/index';
import { formatTargetApy } from '@/lib/format';
import { figureFormat } from '@/content/locales';

/** The first screens the pages are designed for: a phone and a laptop. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const locale of LOCALES) {
  const { poolPages, poolPageCopy: copy, poolStatusPresentation } = getContent(locale);

  for (const page of poolPages) {
    const { pool, path } = page;

    for (const screen of SCREENS) {
      test(`${path} at ${screen.width} px shows its terms and its action on the first screen`, async ({
        page: browser,
      }) => {
        await browser.setViewportSize(screen);
        await browser.goto(path);
        const main = browser.getByRole('main');
        const action = main.locator('[data-pool-action]');
        await expect(action).toHaveCount(1);
        await expect(action).toBeInViewport({ ratio: 1 });
        if (page.form) {
          await expect(action).toHaveAttribute('href', page.form.path);
          await expect(action).toHaveText(copy.statuses[pool.status].action.title);
        } else {
          const closed = action.getByRole('button', { name: poolStatusPresentation.Closed.action });
          await expect(closed).toBeDisabled();
        }
        // Name and the qualified APY on the same first screen.
        await expect(browser.getByRole('heading', { level: 1 })).toBeInViewport();
        const figure = main.locator('[data-yield-figure]').first();
        await expect(figure).toBeInViewport();
        await expect(figure).toContainText(
          formatTargetApy(pool.targetApyPercent, figureFormat(locale)),
        );
        await expect(figure).toContainText(copy.labels.targetApyQualifier);
      });
    }

    test(`${path} shows its own tenor and payout, and says what is true of it`, async ({
      page: browser,
    }) => {
      await browser.goto(path);
      const main = browser.getByRole('main');
      const sheet = main.getByRole('group', { name: copy.keyTerms.title });
      const tenor = page.terms.find((term) => term.label === copy.labels.tenor);
      expect(tenor?.value).toBeTruthy();
      for (const value of [tenor?.value ?? '', pool.payout]) {
        const exact = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        await expect(sheet.locator('dd').filter({ hasText: exact })).toBeVisible();
      }
      // A range is said to be one, once.
      await expect(sheet.getByText(copy.keyTerms.rangeNote)).toHaveCount(page.hasRange ? 1 : 0);
      await expect(main.getByText(page.lead)).toBeVisible();

      const eligibility = main.getByRole('heading', { name: copy.eligibility.title });
      await expect(eligibility).toHaveCount(pool.status === 'Closed' ? 0 : 1);
      // Empty proof slots say so in words, never as a bracketed token.
      const pending = page.proof.filter((slot) => slot.pending).length;
      await expect(main.locator('[data-proof-pending]')).toHaveCount(
        pending + (page.photos.length === 0 ? 1 : 0),
      );
      const text = await main.textContent();
      expect(text).not.toMatch(/\[[^\]]{3,}\]/);
    });

    test(`${path} draws where its yield comes from, with a text alternative`, async ({
      page: browser,
    }) => {
      await browser.goto(path);
      const figure = browser.getByRole('figure', { name: page.flow.caption });
      await expect(figure).toHaveCount(1);
      const steps = figure.locator(':scope > ol > li');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText(page.flow.revenue.text);
      for (const cost of page.flow.costs.items) await expect(steps.nth(1)).toContainText(cost);
      await expect(steps.nth(2)).toContainText(page.flow.distributions.text);
      // The APY in the figure keeps its caveat beside it.
      await expect(steps.nth(2).locator('[data-yield-figure]')).toContainText(
        copy.labels.targetApyQualifier,
      );
      // The arrows are drawn, not read.
      await expect(figure.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
    });
  }

  test(`${locale}: no two pools tell the same story`, () => {
    const revenues = poolPages.map((page) => page.flow.revenue.text);
    const leads = poolPages.map((page) => page.lead);
    expect(new Set(revenues).size).toBe(poolPages.length);
    expect(new Set(leads).size).toBe(poolPages.length);
  });
}

test('the /ar pool band says "target" once in its APY tag, with no dangling separator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar');
  const { home } = getContent('ar');
  const band = page.getByRole('region', { name: home.poolTeaser.title });
  const tag = band.locator('[data-yield-figure]');
  await expect(tag).toHaveCount(1);
  const text = (await tag.textContent()) ?? '';
  expect(text.match(/مستهدف/g)).toHaveLength(1);
  expect(text).toContain('غير مضمون');
  expect(text).not.toContain('·');
});
