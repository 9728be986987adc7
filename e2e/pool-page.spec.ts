// Each pool's page as a product page, in both languages, in a real browser against the
// production server: its action (or its closed state) within the first screen at a phone's and a
// laptop's size, its own terms, its own story (a closed pool has no "who can apply"), the figure
// of where its yield comes from with its text alternative, and its proof slots stated plainly.
import { expect, test } from './support/reused-page';
import { LOCALES } from '#contracts/locale.ts';
import { isLaunched } from '@/content/facts';
import { figureFormat, format, poolEntries, words } from '@/content/i18n';
import { formatTargetApy, formatTenor } from '@/lib/format';
import { poolFormHref, poolHref } from '@/lib/paths';

/** The first screens the pages are designed for: a phone and a laptop. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const locale of LOCALES) {
  const t = words(locale);
  const copy = t.poolPage;
  const pools = poolEntries(t);

  for (const pool of pools) {
    const path = poolHref(pool.id, locale);
    const form = poolFormHref(pool, locale);

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
        // Before launch the buy box opens with what that means for this pool: what its form
        // does (an application, a waitlist entry); a closed one takes neither, so its line says
        // only that nothing is invested.
        if (!isLaunched()) {
          const { buyBox, buyBoxWaitlist, buyBoxClosed } = t.prelaunch;
          await expect(main.locator('[data-prelaunch]')).toHaveText(
            { Open: buyBox, Upcoming: buyBoxWaitlist, Closed: buyBoxClosed }[pool.status],
          );
        }
        if (form) {
          await expect(action).toHaveAttribute('href', form);
          await expect(action).toHaveText(copy.statuses[pool.status].action.title);
        } else {
          const closed = action.getByRole('button', { name: t.pools.actions.Closed });
          await expect(closed).toBeDisabled();
        }
        // Name and the qualified APY on the same first screen.
        await expect(browser.getByRole('heading', { level: 1 })).toBeInViewport();
        const figure = main.locator('[data-yield-figure]').first();
        await expect(figure).toBeInViewport();
        await expect(figure).toContainText(
          formatTargetApy(pool.targetApyPercent, figureFormat(locale)),
        );
        await expect(figure).toContainText(t.pools.yield.qualifier);
      });
    }

    test(`${path} shows its own tenor and payout, and says what is true of it`, async ({
      page: browser,
    }) => {
      await browser.goto(path);
      const main = browser.getByRole('main');
      const sheet = main.getByRole('group', { name: copy.keyTerms.title });
      for (const value of [formatTenor(pool.tenorMonths, figureFormat(locale)), pool.payout]) {
        const exact = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        await expect(sheet.locator('dd').filter({ hasText: exact })).toBeVisible();
      }
      // The target's basis beside the figure; tenor, lockup and the principal at the end defined once.
      await expect(sheet.locator('[data-apy-basis]')).toHaveText(copy.keyTerms.basis.pending);
      await expect(sheet.getByText(copy.keyTerms.principalPending)).toHaveCount(1);
      await expect(main.getByText(pool.lead)).toBeVisible();

      const eligibility = main.getByRole('heading', { name: copy.eligibility.title });
      await expect(eligibility).toHaveCount(pool.status === 'Closed' ? 0 : 1);
      // Facts not given yet are named once, in one list, never as a bracketed token.
      await expect(main.locator('[data-proof-to-come]')).toHaveCount(1);
      const text = await main.textContent();
      expect(text).not.toMatch(/\[[^\]]{3,}\]/);
    });

    test(`${path} draws where its yield comes from, with a text alternative`, async ({
      page: browser,
    }) => {
      await browser.goto(path);
      const caption = format(locale, copy.yieldSource.caption, pool);
      const figure = browser.getByRole('figure', { name: caption });
      await expect(figure).toHaveCount(1);
      const steps = figure.locator(':scope > ol > li');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText(pool.revenue);
      for (const cost of pool.costs) await expect(steps.nth(1)).toContainText(cost);
      await expect(steps.nth(2)).toContainText(pool.payouts);
      // The APY in the figure keeps its caveat beside it.
      await expect(steps.nth(2).locator('[data-yield-figure]')).toContainText(
        t.pools.yield.qualifier,
      );
      // The arrows are drawn, not read.
      await expect(figure.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
    });
  }

  test(`${locale}: no two pools tell the same story`, () => {
    expect(new Set(pools.map((pool) => pool.revenue)).size).toBe(pools.length);
    expect(new Set(pools.map((pool) => pool.lead)).size).toBe(pools.length);
  });
}

test('the /ar pool band says "target" once in its APY tag, with no dangling separator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar');
  const { home } = words('ar');
  const band = page.getByRole('region', { name: home.poolTeaser.title });
  const tag = band.locator('[data-yield-figure]');
  await expect(tag).toHaveCount(1);
  const text = (await tag.textContent()) ?? '';
  expect(text.match(/مستهدف/g)).toHaveLength(1);
  expect(text).toContain('غير مضمون');
  expect(text).not.toContain('·');
});
