import { expect, test, type Locator, type Page } from './support/reused-page';
import { facts } from '@/content/facts';
import { format, words } from '@/content/i18n';
import { formatMinInvestment } from '@/lib/format';
import { itemsOf } from './page-checks';
import { faqCategories, proseSection, riskPoints } from './support/prose';

const en = words('en');
const site = { name: facts.brand.name };
const howItWorksPage = en.howItWorks;
const passportsPage = en.passports;
const aboutPage = {
  ...en.about,
  timeline: {
    ...en.about.timeline,
    items: ([2021, 2022, 2023, 2024] as const).map((year) => ({
      year,
      event: format('en', en.timeline[year]),
    })),
  },
};
const docsPage = {
  ...en.docs,
  riskDisclosure: { id: 'risk-disclosure', ...en.docs.riskDisclosure, points: riskPoints('en') },
  faq: { id: 'faq', ...en.docs.faq, categories: faqCategories('en') },
  terms: proseSection('en', 'terms'),
  privacy: proseSection('en', 'privacy'),
  regulatoryStatus: proseSection('en', 'regulatory-status'),
  geographicRestrictions: proseSection('en', 'geographic-restrictions'),
};
/** The passport tiers as the table shows them: data, words and each next step's target. */
const tierColumns = facts.passports.tiers.map((tier) => ({
  ...tier,
  ...en.passports.tiers.items[tier.id],
  href: tier.id === 'gold' ? '/contact' : '/pools',
}));

/** The four inner pages of this spec, with the copy each one renders. */
const PAGES = {
  '/how-it-works': howItWorksPage,
  '/passports': passportsPage,
  '/about': aboutPage,
  '/docs': docsPage,
} as const;

const faqQuestions = docsPage.faq.categories.flatMap((category) =>
  category.items.map((item) => item.question),
);

/** The `<details>` of one FAQ question, found by its visible question. */
const faqItem = (page: Page, question: string) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: question }) });
const summaryOf = (item: Locator) => item.locator('summary');

async function expectButton(page: Page, label: string, href: string) {
  await expect(
    page.getByRole('main').getByRole('link', { name: label, exact: true }),
  ).toHaveAttribute('href', href);
}

test.describe('/how-it-works', () => {
  const content = howItWorksPage;

  test('shows the four steps, in order, as an ordered list', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.meta.title);
    const steps = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: content.steps.title, exact: true }),
    });
    const list = steps.locator('ol');
    await expect(list).toHaveCount(1);
    await expect(itemsOf(list).locator('h3')).toHaveText(
      content.steps.items.map((step) => step.title),
    );
    for (const [index, step] of content.steps.items.entries()) {
      await expect(itemsOf(list).nth(index)).toContainText(step.text);
    }
  });

  test('explains tokenized leases, the sub-leasing model with its flow, and the yield sources', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    const main = page.getByRole('main');
    const model = main.getByRole('region', { name: content.subLeasingModel.title, exact: true });
    await expect(
      model.getByRole('heading', { level: 2, name: content.subLeasingModel.title, exact: true }),
    ).toBeVisible();
    await expect(model.getByText(content.subLeasingModel.text, { exact: true })).toBeVisible();
    // Tokenized leases is told inside the model's band, as a titled group of its own.
    const leases = model.getByRole('region', { name: content.tokenizedLeases.title, exact: true });
    await expect(leases.getByRole('heading', { level: 3 })).toHaveText(
      content.tokenizedLeases.title,
    );
    await expect(leases.getByText(content.tokenizedLeases.text, { exact: true })).toBeVisible();
    // The diagram is an ordered list, so its text is its own alternative.
    const flow = main
      .getByRole('figure', { name: content.subLeasingModel.flow.label })
      .getByRole('list');
    await expect(flow).toBeVisible();
    expect(await flow.evaluate((el) => el.tagName)).toBe('OL');
    await expect(itemsOf(flow).locator('h3')).toHaveText(
      content.subLeasingModel.flow.stages.map((stage) => stage.title),
    );
    expect(content.subLeasingModel.flow.stages.map((stage) => stage.title)).toEqual([
      'Property',
      'Sub-lease',
      'Token',
      'Pool',
      'Distribution',
    ]);
    // Drawn in that order across the page on a wide screen: each stage right of the one before,
    // on one line, with an icon node per stage.
    const boxes = await itemsOf(flow).evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top) };
      }),
    );
    expect(boxes.map((box) => box.top)).toEqual(boxes.map(() => boxes[0]?.top));
    expect(boxes.map((box) => box.left)).toEqual(
      [...boxes.map((box) => box.left)].sort((a, b) => a - b),
    );
    await expect(itemsOf(flow).locator('svg')).toHaveCount(5 + 4); // an icon each, four arrows

    const { yieldSources } = content;
    await expect(
      main.getByRole('heading', { level: 2, name: yieldSources.title, exact: true }),
    ).toBeVisible();
    for (const item of yieldSources.items) {
      await expect(
        main.getByRole('heading', { level: 3, name: item.title, exact: true }),
      ).toBeVisible();
      await expect(main.getByText(item.text, { exact: true })).toBeVisible();
    }
    await expect(main.getByText(yieldSources.caveat, { exact: true })).toBeVisible();
  });

  test('draws the flow down the page on a phone, in the same order', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/how-it-works');
    const flow = page
      .getByRole('figure', { name: content.subLeasingModel.flow.label })
      .getByRole('list');
    const tops = await itemsOf(flow).evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(5);
    await expect(itemsOf(flow).locator('h3')).toHaveText(
      content.subLeasingModel.flow.stages.map((stage) => stage.title),
    );
  });

  test('leads to /pools and /docs', async ({ page }) => {
    await page.goto('/how-it-works');
    await expectButton(page, content.cta.primary, '/pools');
    await expectButton(page, content.cta.secondary, '/docs');
  });
});

test.describe('/passports', () => {
  const content = passportsPage;
  test('shows the four benefits', async ({ page }) => {
    await page.goto('/passports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.meta.title);
    for (const benefit of content.benefits.items) {
      await expect(
        page.getByRole('heading', { level: 3, name: benefit.title, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(benefit.text, { exact: true })).toBeVisible();
    }
  });

  test('compares the tiers in one table: a column per tier with its minimum, a row per feature', async ({
    page,
  }) => {
    await page.goto('/passports');
    const { tiers } = content;
    expect(tierColumns.map((tier) => tier.name)).toEqual(['Bronze', 'Silver', 'Gold']);
    const table = page.getByRole('table', { name: tiers.caption, exact: true });
    await expect(table).toHaveCount(1);
    // The features' column, then one column per tier, cheapest first.
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(tierColumns.length + 1);
    const cellsOf = (rowName: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
        .getByRole('cell');
    await expect(cellsOf(tiers.minimumLabel)).toHaveText(['$10,000', '$50,000', '$100,000+']);
    for (const [index, tier] of tierColumns.entries()) {
      const column = columns.nth(index + 1);
      await expect(column).toContainText(tier.name);
      // Its passport emblem is decorative: the name beside it says the tier.
      await expect(column.locator('svg[data-passport-emblem]')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
      await expect(cellsOf(tiers.minimumLabel).nth(index)).toHaveText(
        formatMinInvestment(tier.minInvestmentUsd, tier.openEnded),
      );
      // Its next step at the foot of its column.
      await expect(
        table.locator('tfoot td').nth(index).getByRole('link', { name: tier.action }),
      ).toHaveAttribute('href', tier.href);
    }
    // Every feature row in the same order, each tier's cell saying what it has of it.
    const rows = table.locator('tbody').getByRole('rowheader');
    await expect(rows).toHaveText([tiers.minimumLabel, ...tiers.rows.map((row) => row.label)]);
    for (const row of tiers.rows) {
      for (const [index, tier] of tierColumns.entries()) {
        const cell = row[tier.id];
        const said =
          typeof cell === 'string' ? cell : cell === null ? tiers.notListed : tiers.included;
        await expect(cellsOf(row.label).nth(index)).toContainText(said);
      }
    }
    // Only Gold is Most Popular, and its column is set apart, not only labelled.
    await expect(page.getByText(tiers.mostPopularLabel, { exact: true })).toHaveCount(1);
    await expect(columns.nth(3)).toContainText(tiers.mostPopularLabel);
    const background = (index: number) =>
      columns.nth(index).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(3)).not.toBe(await background(2));
    expect(await background(2)).toBe(await background(1));
    // The risk line is right under the table, beside the next steps.
    await expect(
      page.locator('#tiers [data-risk-line]').getByRole('link', { name: /risk/i }),
    ).toBeVisible();
  });

  for (const path of ['/passports', '/ar/passports']) {
    test(`${path} at 390 px: the tiers stay side by side and nothing runs off the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const table = page.locator('[data-tier-table]');
      const tops = await table
        .locator('thead th[data-tier]')
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      expect(new Set(tops).size).toBe(1);
      const minimums = table.locator('tbody tr').first().locator('td');
      const box = await table.boundingBox();
      for (const index of [0, 1, 2]) {
        const cell = await minimums.nth(index).boundingBox();
        expect(cell?.width ?? 0).toBeGreaterThan(80);
        // Each amount fits its cell: no word of it runs past the cell's edge.
        const fits = await minimums
          .nth(index)
          .evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
        expect(fits).toBe(true);
      }
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }

  test('lists the steps to get a passport in order, the ecosystem utility and the buttons', async ({
    page,
  }) => {
    await page.goto('/passports');
    const steps = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: content.steps.title, exact: true }),
    });
    await expect(itemsOf(steps.locator('ol')).locator('h3')).toHaveText(
      content.steps.items.map((step) => step.title),
    );
    const utility = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: content.utility.title, exact: true }),
    });
    for (const item of content.utility.items) {
      await expect(
        utility.getByRole('heading', { level: 3, name: item.title, exact: true }),
      ).toBeVisible();
      await expect(utility.getByText(item.text, { exact: true })).toBeVisible();
    }
    await expectButton(page, content.cta.primary, '/pools');
    await expectButton(page, content.cta.secondary, '/contact');
  });
});

test.describe('/about', () => {
  const content = aboutPage;

  test('shows the mission, the three principles and the vision', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.meta.title);
    for (const section of [content.mission, content.vision]) {
      await expect(
        page.getByRole('heading', { level: 2, name: section.title, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(section.text, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: content.principles.title, exact: true }),
    ).toBeVisible();
    expect(content.principles.items.map((item) => item.title)).toEqual([
      'Risk-First Approach',
      'Transparency',
      'Compliance',
    ]);
    for (const principle of content.principles.items) {
      await expect(
        page.getByRole('heading', { level: 3, name: principle.title, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(principle.text, { exact: true })).toBeVisible();
    }
  });

  test('shows the timeline as an ordered list, oldest first', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: content.timeline.title, exact: true }),
    });
    const list = section.locator('ol');
    await expect(list).toHaveCount(1);
    const entries = itemsOf(list);
    await expect(entries).toHaveCount(content.timeline.items.length);
    for (const [index, entry] of content.timeline.items.entries()) {
      await expect(entries.nth(index)).toContainText(String(entry.year));
      await expect(entries.nth(index)).toContainText(entry.event);
    }
    expect(content.timeline.items.map((entry) => entry.year)).toEqual([2021, 2022, 2023, 2024]);
  });

  test('dates the company as the spec does and makes no claim it cannot back', async ({ page }) => {
    await page.goto('/about');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    // Founded in 2021, first pool in 2022 (spec section 3): not "tokenizing since 2021".
    expect(description).toContain('founded in 2021');
    expect(description).toContain('first pool');
    expect(description).toContain('2022');
    expect(description).not.toMatch(/since 2021/);
    const main = page.getByRole('main');
    // The $30B industry figure is the home page's, with its note; the about page does not repeat it.
    await expect(main).not.toContainText('$30B');
    // No contract address is published yet: nothing says the record can be checked.
    await expect(main).not.toContainText(/anyone to check|check them/);
  });

  test('says team information is coming soon, with no people shown', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: content.leadership.title, exact: true }),
    });
    await expect(section.getByText(content.leadership.text, { exact: true })).toBeVisible();
    await expect(section.getByText(/coming soon/i)).toBeVisible();
    await expect(section.locator('img, picture, figure')).toHaveCount(0);
  });
});

test.describe('/docs', () => {
  const content = docsPage;

  test('opens with the risk disclosure at its anchor', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.meta.title);
    const disclosure = page.locator(`#${content.riskDisclosure.id}`);
    expect(content.riskDisclosure.id).toBe('risk-disclosure');
    await expect(
      disclosure.getByRole('heading', {
        level: 2,
        name: content.riskDisclosure.title,
        exact: true,
      }),
    ).toBeVisible();
    for (const point of content.riskDisclosure.points) {
      await expect(
        disclosure.getByRole('heading', { level: 3, name: point.title, exact: true }),
      ).toBeVisible();
      await expect(disclosure.getByText(point.text, { exact: true })).toBeVisible();
    }
  });

  test('groups every question under its category heading', async ({ page }) => {
    await page.goto('/docs');
    const faq = page.locator(`#${content.faq.id}`);
    await expect(
      faq.getByRole('heading', { level: 2, name: content.faq.title, exact: true }),
    ).toBeVisible();
    expect(content.faq.categories.map((category) => category.name)).toEqual([
      'Investing',
      'Withdrawals',
      'Risk',
      'Jurisdictions & Compliance',
    ]);
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(
      content.faq.categories.map((category) => category.name),
    );
    for (const category of content.faq.categories) {
      const group = faq.locator('section', {
        has: page.getByRole('heading', { level: 3, name: category.name, exact: true }),
      });
      await expect(group.locator('summary')).toHaveText(
        category.items.map((item) => item.question),
      );
    }
    await expect(faq.locator('summary')).toHaveCount(faqQuestions.length);
    // All closed to begin with; answers are in the HTML for search and for JavaScript off.
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('shows Terms, Privacy, regulatory status and geographic restrictions', async ({ page }) => {
    await page.goto('/docs');
    for (const section of [
      content.terms,
      content.privacy,
      content.regulatoryStatus,
      content.geographicRestrictions,
    ]) {
      const block = page.locator(`#${section.id}`);
      await expect(
        block.getByRole('heading', { level: 2, name: section.title, exact: true }),
      ).toBeVisible();
      // The privacy notice is a table and sections (its own spec checks it against the code).
      if (section === content.privacy) continue;
      for (const paragraph of section.paragraphs) {
        await expect(block.getByText(paragraph, { exact: true })).toBeVisible();
      }
    }
    await expect(page.locator('#terms')).toContainText('not published yet');
    // The notice opens with its summary table: what, why, how long, who sees it.
    await expect(page.locator('#privacy table').first()).toBeVisible();
    await expect(page.locator('#privacy')).toContainText('keyed hash of your network address');
    // A layered notice: the summary and the visitor's rights in view, the sections behind one
    // disclosure that opens in place.
    const privacy = page.locator('#privacy');
    await expect(privacy.getByRole('heading', { level: 3, name: 'Your rights' })).toBeVisible();
    const more = privacy.locator('details.prose-more');
    const section = more.getByRole('heading', { level: 3, name: 'Deleting your data' });
    await expect(section).toBeHidden();
    await more.locator('summary').click();
    await expect(section).toBeVisible();
  });

  for (const id of ['terms', 'privacy', 'faq']) {
    test(`/docs#${id} lands on its section, clear of the header and the contents`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/docs#${id}`);
      const section = page.locator(`#${id}`);
      await expect(section).toBeInViewport();
      const bottomOf = (locator: Locator) =>
        locator.evaluate((el) => el.getBoundingClientRect().bottom);
      const headerBottom = await bottomOf(page.locator('[data-site-header]'));
      const contents = page.getByRole('navigation', { name: content.contentsLabel });
      await expect
        .poll(() => section.evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(Math.max(headerBottom, await bottomOf(contents)));
    });
  }

  test('/docs#terms stays clear of the header and the contents when the brand faces arrive after the jump', async ({
    page,
  }) => {
    // As on a slow network: the page is drawn and jumps to #terms in the fallback faces first.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs#terms');
    // Once the brand face is drawn and the page has come to rest (a smooth scroll ends).
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.status === 'loaded' && /^Manrope(?! Fallback)/.test(face.family),
      ),
    );
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const [previous, now] = [last, await page.evaluate(() => window.scrollY)];
        last = now;
        return now === previous;
      })
      .toBe(true);
    const contents = page.getByRole('navigation', { name: content.contentsLabel });
    const contentsBottom = await contents.evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator('#terms').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(contentsBottom);
  });

  test('keeps its contents in view on wide screens, under the header (CSS only)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs');
    const contents = page.getByRole('navigation', { name: content.contentsLabel });
    const links = [content.riskDisclosure, content.faq, content.regulatoryStatus];
    for (const section of links) {
      await expect(contents.getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    }
    await expect(contents.getByRole('link')).toHaveCount(6);
    // Scrolled deep into the FAQ, the contents still sit right under the header.
    await page.locator(`#${content.faq.id}`).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 800);
    const headerBottom = await page
      .locator('[data-site-header]')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => contents.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(Math.round(headerBottom));
    await expect(contents).toBeInViewport();
    await expect(contents).toHaveCSS('position', 'sticky');
  });

  test('scrolls its contents away on phones, and lays the FAQ two across on wide screens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs');
    const contents = page.getByRole('navigation', { name: content.contentsLabel });
    await expect(contents).toHaveCSS('position', 'static');

    await page.setViewportSize({ width: 1280, height: 900 });
    const group = (name: string) =>
      page.locator(`#${content.faq.id} section`, {
        has: page.getByRole('heading', { level: 3, name, exact: true }),
      });
    const [first, second] = content.faq.categories;
    if (!first || !second) throw new Error('The FAQ must have categories');
    const a = await group(first.name).boundingBox();
    const b = await group(second.name).boundingBox();
    // Side by side: same top, the second to the right of the first, each its own half.
    expect(a && b && Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a && b && b.x > a.x + a.width).toBe(true);
    expect(a?.width ?? 0).toBeGreaterThan(500);
  });

  test('names each cell of the privacy table by its column on a phone, and says each name once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs');
    const table = page.locator('#privacy table');
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.length).toBeGreaterThan(2);
    // The header row is read, not shown; each row stacks, its cells under its title.
    await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
    for (const row of await table.locator('tbody tr').all()) {
      const cells = await row.getByRole('cell').all();
      expect(cells).toHaveLength(headers.length);
      for (const [column, cell] of cells.entries()) {
        if (column === 0) continue;
        // Shown beside the cell; its alternative text is empty, as the header already names it.
        const shown = await cell.evaluate((el) => getComputedStyle(el, '::before').content);
        expect(shown).toBe(`"${headers[column]?.trim()}" / ""`);
        await expect(cell).toHaveAccessibleName((await cell.textContent())?.trim() ?? '');
      }
    }
  });
});

/** Clicks through the FAQ and checks that one question at most is open, and it can be closed. */
async function exerciseExclusiveAccordion(page: Page) {
  await page.goto('/docs');
  const [first = '', second = '', last = ''] = [
    faqQuestions[0],
    faqQuestions[1],
    faqQuestions.at(-1),
  ];
  const one = faqItem(page, first);
  const two = faqItem(page, second);
  const far = faqItem(page, last);
  const answer = (item: Locator) => item.locator('p');

  await summaryOf(one).click();
  await expect(one).toHaveAttribute('open');
  await expect(answer(one)).toBeVisible();

  await summaryOf(two).click();
  await expect(two).toHaveAttribute('open');
  await expect(one).not.toHaveAttribute('open');
  await expect(answer(one)).toBeHidden();

  // Exclusive across categories too: the whole FAQ is one group.
  await summaryOf(far).click();
  await expect(far).toHaveAttribute('open');
  await expect(two).not.toHaveAttribute('open');
  await expect(page.locator('details[open]')).toHaveCount(1);

  await summaryOf(far).click();
  await expect(far).not.toHaveAttribute('open');
  await expect(answer(far)).toBeHidden();
  await expect(page.locator('details[open]')).toHaveCount(0);
}

test.describe('FAQ accordion', () => {
  test('opens a question on click, closes the previous one, and collapses again', async ({
    page,
  }) => {
    await exerciseExclusiveAccordion(page);
  });

  test('is operable from the keyboard', async ({ page }) => {
    await page.goto('/docs');
    const firstSummary = page.locator('summary').first();
    // Tab from the top of the page until focus reaches the first question.
    for (let presses = 0; presses < 40; presses += 1) {
      if (await firstSummary.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(firstSummary).toBeFocused();
    const outline = await firstSummary.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');

    const one = faqItem(page, faqQuestions[0] ?? '');
    const two = faqItem(page, faqQuestions[1] ?? '');
    await page.keyboard.press('Enter');
    await expect(one).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(one).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(one).toHaveAttribute('open');

    await page.keyboard.press('Tab');
    await expect(summaryOf(two)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(two).toHaveAttribute('open');
    await expect(one).not.toHaveAttribute('open');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('keeps one question open at a time and lets it collapse', async ({ page }) => {
      await exerciseExclusiveAccordion(page);
    });
  });
});

test.describe('every page of this spec', () => {
  for (const [path, content] of Object.entries(PAGES)) {
    // Outline, wording, scripts and 320 px: e2e/every-page.spec.ts, on every page.
    test(`${path}: one h1 from its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${content.meta.title} | ${site.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.meta.title);
    });
  }
});
