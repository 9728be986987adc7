import { expect, test, type Locator, type Page } from './support/reused-page';
import { pageContent as getContent } from './page-content';
import { formatTargetApy, formatTenor } from '../src/lib/format';
import { itemsOf } from './page-checks';

const {
  home: homePage,
  openPool,
  poolStatusPresentation,
  pools,
  yieldCopy,
  poolsPage,
  timeline,
} = getContent('en');

/** A band of the page, found by its heading (sections are regions labelled by their heading). */
const region = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });

/** The `<dd>` that follows the `<dt>` with exactly this text. */
const termValue = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function expectLink(scope: Locator, label: string, href: string) {
  await expect(scope.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
}

/** The computed colour a token resolves to, in the form getComputedStyle reports. */
async function tokenColor(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);
}

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const { hero, stats, features, poolTeaser, steps, about, keyFeatures, marketPotential, cta } =
    homePage;

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('opens with the tagline as the h1 and the two hero buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    const band = region(page, hero.title);
    await expect(band.getByText(hero.lead, { exact: true })).toBeVisible();
    await expectLink(band, hero.primary.label, '/pools');
    await expectLink(band, hero.secondary.label, '/how-it-works');
  });

  test('states the risk in the hero, compact under the buttons, with a link to the disclosure', async ({
    page,
  }) => {
    const band = region(page, hero.title);
    const line = band.locator('[data-risk-line]');
    await expect(line).toBeVisible();
    await expect(line).toContainText(hero.risk.text);
    expect(hero.risk.title).toMatch(/capital at risk/i);
    expect(hero.risk.text).toMatch(/not guaranteed/);
    await expectLink(line, hero.risk.link.label, '/docs#risk-disclosure');
    // Read with the buttons, never outweighing them: readable, and no larger than their words.
    const size = (locator: Locator) =>
      locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(line)).toBeGreaterThanOrEqual(14);
    expect(await size(line)).toBeLessThanOrEqual(
      await size(band.getByRole('link', { name: hero.primary.label })),
    );
  });

  test('shows the three stats, each with its basis right under it', async ({ page }) => {
    const band = region(page, stats.title);
    expect(stats.items.map((stat) => [stat.value, stat.label])).toEqual([
      ['$5M+', 'Lifetime Revenue'],
      ['80+', 'Premium Properties'],
      ['$30B', 'RWA Market Cap'],
    ]);
    // Every figure has its basis, in its own group under the label, and tied to it.
    const groups = band.locator('dl > div');
    await expect(groups).toHaveCount(stats.items.length);
    for (const [index, stat] of stats.items.entries()) {
      // The industry's figure names its scope over its rule, inside its label.
      await expect(groups.nth(index).locator('dt')).toHaveText(
        'scope' in stat ? `${stat.label} ${stat.scope}` : stat.label,
      );
      const value = groups.nth(index).locator('dd').first();
      await expect(value).toBeVisible();
      await expect(value).toHaveText(stat.value);
      await expect(value).toHaveAccessibleDescription(stat.note);
      const note = groups.nth(index).getByText(stat.note, { exact: true });
      await expect(note).toBeVisible();
      // Read after the figure and its label, not as a footnote somewhere below the band.
      const valueBox = await value.boundingBox();
      const noteBox = await note.boundingBox();
      expect(noteBox?.y ?? 0).toBeGreaterThan(valueBox?.y ?? 0);
      expect(Math.abs((noteBox?.x ?? 0) - (valueBox?.x ?? 0))).toBeLessThan(2);
    }
    // The industry figure is said once on the page, in this band.
    await expect(page.getByRole('main').getByText('$30B')).toHaveCount(1);
  });

  test('has three feature cards linking to /pools, /docs and /how-it-works', async ({ page }) => {
    const band = region(page, features.title);
    const cards = itemsOf(band.getByRole('list').first());
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('h3')).toHaveText(features.items.map((item) => item.title));
    expect(features.items.map((item) => item.link.href)).toEqual([
      '/pools',
      '/docs',
      '/how-it-works',
    ]);
    for (const [index, item] of features.items.entries()) {
      await expect(cards.nth(index)).toContainText(item.text);
      await expect(cards.nth(index).locator('svg')).toHaveCount(2); // its icon and the arrow
      await expectLink(cards.nth(index), item.link.label, item.link.href);
    }
  });

  test('teases the whitelisted pool with its tags, the APY as a target, and Apply for Access', async ({
    page,
  }) => {
    const band = region(page, poolTeaser.title);
    const tags = itemsOf(band.getByRole('list'));
    expect(poolTeaser.tags).toEqual(['RWA', 'Real Estate', 'USDC/USDT', 'Up to 40% APY']);
    await expect(tags).toHaveCount(4);
    for (const [index, tag] of ['RWA', 'Real Estate', 'USDC/USDT'].entries()) {
      await expect(tags.nth(index)).toHaveText(tag);
    }
    // The APY tag is drawn by YieldFigure, with the qualifier beside it.
    const apyTag = tags.nth(3).locator('[data-yield-figure]');
    await expect(apyTag).toBeVisible();
    await expect(apyTag).toContainText('Up to 40% APY');
    await expect(apyTag).toContainText(yieldCopy.qualifier);
    // Apply for Access leads to the open pool's application page.
    expect(poolTeaser.action).toEqual({ label: 'Apply for Access', href: '/pools/dubai-1/apply' });
    await expectLink(band, 'Apply for Access', '/pools/dubai-1/apply');
    await expect(band.getByText(poolTeaser.note, { exact: true })).toBeVisible();
    expect(poolTeaser.note).toMatch(/limited/i);
    expect(poolTeaser.note).toMatch(/terms apply/i);
  });

  test('summarises how it works in three ordered steps', async ({ page }) => {
    const band = region(page, steps.title);
    const list = band.locator('ol');
    await expect(list).toHaveCount(1);
    await expect(itemsOf(list)).toHaveCount(3);
    await expect(itemsOf(list).locator('h3')).toHaveText(steps.items.map((step) => step.title));
    for (const [index, step] of steps.items.entries()) {
      await expect(itemsOf(list).nth(index)).toContainText(step.text);
    }
    await expectLink(band, steps.link.label, '/how-it-works');
  });

  test('has the about teaser, with the milestones, and market potential, both linking to /about', async ({
    page,
  }) => {
    for (const section of [about, marketPotential]) {
      const band = region(page, section.title);
      await expect(band.getByText(section.text, { exact: true })).toBeVisible();
      await expectLink(band, section.link.label, '/about');
    }
    const milestones = itemsOf(region(page, about.title).locator('ol'));
    await expect(milestones.locator('time')).toHaveText(
      timeline.map((entry) => String(entry.year)),
    );
    // The two share one band, side by side on wide screens.
    const top = (name: string) =>
      region(page, name).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await top(about.title)).toBe(await top(marketPotential.title));
  });

  test('lists the six key features in the features band', async ({ page }) => {
    const band = region(page, features.title).getByRole('region', {
      name: keyFeatures.title,
      exact: true,
    });
    const items = itemsOf(band.getByRole('list'));
    await expect(items).toHaveCount(6);
    await expect(items.locator('h4')).toHaveText(keyFeatures.items.map((item) => item.title));
    for (const [index, item] of keyFeatures.items.entries()) {
      await expect(items.nth(index)).toContainText(item.text);
    }
  });

  test('closes with a call to action to /pools', async ({ page }) => {
    const band = region(page, cta.title);
    await expect(band.getByText(cta.text, { exact: true })).toBeVisible();
    await expectLink(band, cta.primary.label, '/pools');
    // It is the last band of the page.
    const lastHeading = page.getByRole('main').getByRole('heading', { level: 2 }).last();
    await expect(lastHeading).toHaveText(cta.title);
  });
});

test.describe('pools page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const { hero, list, risk } = poolsPage;
  const card = (page: Page, name: string) =>
    page.getByRole('main').getByRole('group', { name, exact: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('/pools');
  });

  test('has the page heading and one card per pool', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    const band = region(page, list.title);
    await expect(itemsOf(band.getByRole('list'))).toHaveCount(pools.length);
    await expect(band.getByRole('heading', { level: 3 })).toHaveText(
      pools.map((pool) => pool.name),
    );
  });

  test('says the terms every pool shares once, above the cards, not in each card', async ({
    page,
  }) => {
    const band = region(page, list.title);
    const [first] = pools;
    if (!first) throw new Error('The content must have a pool');
    // Every pool of the spec is in Dubai and backed by a tokenized sub-lease.
    for (const pool of pools) {
      expect([pool.location, pool.collateralType]).toEqual([first.location, first.collateralType]);
    }
    await expect(band.getByText(list.sharedLabel, { exact: true })).toBeVisible();
    await expect(termValue(band, list.labels.location)).toHaveText(first.location);
    await expect(termValue(band, list.labels.collateralType)).toHaveText(first.collateralType);
    await expect(band.getByText(first.location, { exact: true })).toHaveCount(1);
    await expect(band.getByText(first.collateralType, { exact: true })).toHaveCount(1);
  });

  for (const pool of pools) {
    test(`${pool.name} shows every field of the pool`, async ({ page }) => {
      const scope = card(page, pool.name);
      await expect(scope).toBeVisible();
      await expect(scope.getByRole('heading', { level: 3 })).toHaveText(pool.name);
      // Location and collateral are said once above the cards (test above).
      await expect(termValue(scope, list.labels.location)).toHaveCount(0);
      await expect(termValue(scope, list.labels.payout)).toHaveText(pool.payout);
      await expect(termValue(scope, list.labels.tenor)).toHaveText(formatTenor(pool.tenorMonths));
      const apy = termValue(scope, list.labels.targetApy).locator('[data-yield-figure]');
      await expect(apy).toHaveText(
        `${formatTargetApy(pool.targetApyPercent)}${list.labels.targetApyQualifier}`,
      );
      await expect(scope.getByText(`${list.labels.status}: ${pool.status}`)).toBeVisible();
    });
  }

  test('draws each status with its badge and button (spec section 4)', async ({ page }) => {
    const colors = {
      brand: await tokenColor(page, '--color-brand'),
      surface: await tokenColor(page, '--color-surface'),
      successSoft: await tokenColor(page, '--color-success-soft'),
      brandSoft: await tokenColor(page, '--color-brand-soft'),
      lineStrong: await tokenColor(page, '--color-line-strong'),
    };
    const transparent = 'rgba(0, 0, 0, 0)';
    const badgeOf = (pool: (typeof pools)[number]) =>
      card(page, pool.name).getByText(`${list.labels.status}: ${pool.status}`);
    const style = (locator: Locator) =>
      locator.evaluate((el) => {
        const computed = getComputedStyle(el);
        return {
          background: computed.backgroundColor,
          border: computed.borderTopWidth === '0px' ? 'none' : computed.borderTopColor,
        };
      });

    const byStatus = Object.fromEntries(pools.map((pool) => [pool.status, pool]));
    const open = byStatus['Open'];
    const upcoming = byStatus['Upcoming'];
    const closed = byStatus['Closed'];
    if (!open || !upcoming || !closed) throw new Error('The content must have a pool per status');

    // Open: success badge, highlighted Apply Now, a link to the pool's application page.
    expect((await style(badgeOf(open))).background).toBe(colors.successSoft);
    const apply = card(page, open.name).getByRole('link', { name: 'Apply Now', exact: true });
    await expect(apply).toHaveAttribute('href', `/pools/${open.id}/apply`);
    expect((await style(apply)).background).toBe(colors.brand);

    // Upcoming: secondary badge, outlined Join Waitlist, a link to the pool's waitlist page.
    expect((await style(badgeOf(upcoming))).background).toBe(colors.brandSoft);
    const waitlist = card(page, upcoming.name).getByRole('link', {
      name: 'Join Waitlist',
      exact: true,
    });
    await expect(waitlist).toHaveAttribute('href', `/pools/${upcoming.id}/waitlist`);
    expect(await style(waitlist)).toEqual({
      background: colors.surface,
      border: colors.lineStrong,
    });

    // Closed: outline badge, disabled Closed button.
    expect(await style(badgeOf(closed))).toEqual({
      background: transparent,
      border: colors.lineStrong,
    });
    const closedButton = card(page, closed.name).getByRole('button', {
      name: 'Closed',
      exact: true,
    });
    await expect(closedButton).toBeDisabled();
    await expect(closedButton).toHaveAttribute('type', 'button');
    await expect(card(page, closed.name).getByRole('button')).toHaveCount(1);
  });

  test("each card's name links to the pool's page, and its action to the form's page", async ({
    page,
  }) => {
    for (const pool of pools) {
      const scope = card(page, pool.name);
      const { action, disabled, actionId } = poolStatusPresentation[pool.status];
      await expect(scope.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
        'href',
        `/pools/${pool.id}`,
      );
      const links = disabled
        ? [`/pools/${pool.id}`]
        : [`/pools/${pool.id}`, `/pools/${pool.id}/${actionId}`];
      const hrefs = await scope
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(links);
      if (!disabled)
        await expect(scope.getByRole('link', { name: action, exact: true })).toBeVisible();
    }
    // Apply Now lands on the open pool's application page, under the pool's name.
    const open = pools.find((pool) => pool.status === 'Open');
    if (!open) throw new Error('The content must have an open pool');
    await card(page, open.name).getByRole('link', { name: 'Apply Now', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pools/${open.id}/apply$`));
    await expect(page.locator('main form')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(open.name);
  });

  test('leads each card with its target APY at the display size, its caveat readable', async ({
    page,
  }) => {
    const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    for (const pool of pools) {
      const figure = card(page, pool.name).locator('[data-yield-figure]');
      const sizes = await figure.evaluate((el) => {
        const size = (node: Element) => parseFloat(getComputedStyle(node).fontSize);
        const all = [...el.querySelectorAll('span')].filter((span) => span.children.length === 0);
        const number = all.reduce((big, span) => (size(span) > size(big) ? span : big));
        return {
          largest: size(number),
          smallest: Math.min(...all.map(size)),
          numerals: getComputedStyle(number).fontVariantNumeric,
        };
      });
      // The number is the largest text of the card: at least twice the body size; the qualifier
      // and the "up to" beside it are never below body size.
      expect(sizes.largest).toBeGreaterThanOrEqual(2 * body);
      expect(sizes.smallest).toBeGreaterThanOrEqual(16);
      expect(sizes.numerals).toContain('tabular-nums');
    }
  });

  test('states the risk before any action, and the lockups in the risk box', async ({ page }) => {
    const line = page.getByRole('main').getByText(list.riskLine.text);
    await expect(line).toBeVisible();
    for (const point of ['lose some or all', 'not guaranteed']) {
      expect(list.riskLine.text).toContain(point);
    }
    await expect(page.locator('#risks')).toContainText('12-24 months');
    await expect(page.locator('#risks')).toContainText('7-14 business days');
    const link = page.getByRole('main').getByRole('link', { name: list.riskLine.link.label });
    await expect(link).toHaveAttribute('href', '#risks');
    // Before the first card's action, in reading order.
    const firstAction = page.getByRole('main').getByRole('link', { name: 'Apply Now' });
    const before = await line.evaluate(
      (el, action) =>
        Boolean(el.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING),
      await firstAction.elementHandle(),
    );
    expect(before).toBe(true);
    await link.click();
    await expect(region(page, risk.title)).toBeInViewport();
  });

  test('shows one target APY figure per pool, each qualified, and no bare percentage', async ({
    page,
  }) => {
    const figures = page.getByRole('main').locator('[data-yield-figure]');
    await expect(figures).toHaveCount(pools.length);
    for (const [index, pool] of pools.entries()) {
      await expect(figures.nth(index)).toContainText(formatTargetApy(pool.targetApyPercent));
      await expect(figures.nth(index)).toContainText('not guaranteed');
    }
    const bare = await page.getByRole('main').evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((el) => !el.closest('[data-yield-figure]'))
        .flatMap((el) => [...el.childNodes])
        .filter(
          (node) => node.nodeType === Node.TEXT_NODE && /\d+\s*%/.test(node.textContent ?? ''),
        )
        .map((node) => node.textContent),
    );
    expect(bare).toEqual([]);
  });

  test('has a risk disclosure box with every point and a link to the full disclosure', async ({
    page,
  }) => {
    const box = region(page, risk.title);
    await expect(box).toBeVisible();
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(risk.title);
    // Prominent but calm: a heading, not an alert.
    await expect(box.locator('[role="alert"], [aria-live]')).toHaveCount(0);
    const points = itemsOf(box.getByRole('list'));
    await expect(points.locator('h3')).toHaveText([
      'Risk of loss',
      'Target APY is not guaranteed',
      'Lockups and liquidity',
      'Eligibility',
      'KYC/AML',
      'Not available everywhere',
    ]);
    for (const [index, point] of risk.points.entries()) {
      await expect(points.nth(index)).toContainText(point.text);
    }
    await expect(box).toContainText('principal');
    await expect(box).toContainText('KYC/AML');
    await expect(box).toContainText('jurisdiction');
    await expectLink(box, risk.link.label, risk.link.href);
    // It comes right after the pools.
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      // Their text, not innerText: the bands below the first are not drawn yet (content-visibility).
      .allTextContents();
    expect(headings.indexOf(risk.title)).toBe(headings.indexOf(list.title) + 1);
  });
});

test.describe('home page yield figures', () => {
  test('every APY figure on the home page is a qualified YieldFigure', async ({ page }) => {
    await page.goto('/');
    const figures = page.getByRole('main').locator('[data-yield-figure]');
    // Two: the hero's pool card and the APY tag of the pool teaser.
    await expect(figures).toHaveCount(2);
    for (const figure of await figures.all()) await expect(figure).toContainText('not guaranteed');
  });
});

test.describe('home hero on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the open pool's card, with its target APY and caveat, under an h1 on the first screen", async ({
    page,
  }) => {
    await page.goto('/');
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(box ? box.y + box.height : Infinity).toBeLessThan(844);
    const card = page.locator('[data-hero-pool]');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(openPool.name);
    await expect(card).toContainText(openPool.status);
    await expect(card).toContainText(openPool.payout);
    await expect(card).toContainText(formatTenor(openPool.tenorMonths));
    const apy = card.locator('[data-yield-figure]');
    await expect(apy).toBeVisible();
    await expect(apy).toContainText(formatTargetApy(openPool.targetApyPercent));
    await expect(apy).toContainText(yieldCopy.qualifier);
    await expectLink(card, homePage.hero.poolCard.linkLabel, `/pools/${openPool.id}`);
  });
});
