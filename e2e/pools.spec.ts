// The page of each pool (/pools/<id>) in a real browser against the production server: its
// content and the action its status offers; then the pages of its form (/pools/<id>/apply, join
// the waitlist at /pools/<id>/waitlist) with JavaScript on and off, each entry then read back with
// the operators' `npm run interest`.
import { expect, test, type Page } from './support/reused-page';
import { pageContent as getContent } from './page-content';
import type { PoolStatus } from '@/content/facts';
import { formatTargetApy, formatTenor } from '@/lib/format';
import { axeViolations } from './page-checks';
import { storedEntries, uniqueEmail } from './stored';

const {
  poolPageCopy,
  poolPages,
  poolStatusPresentation,
  pools,
  poolsPage,
  interest: interestContent,
} = getContent('en');

const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
const { forms } = poolPageCopy;

/** The first pool of a status (the content has one of each). */
function poolWith(status: PoolStatus) {
  const page = poolPages.find((candidate) => candidate.pool.status === status);
  if (!page) throw new Error(`The content must have a pool that is ${status}`);
  return page;
}
const open = poolWith('Open');
const upcoming = poolWith('Upcoming');
const closed = poolWith('Closed');
/** The page of a pool's form (the content gives one to the Open and the Upcoming pool). */
function formPath(page: (typeof poolPages)[number]): string {
  if (!page.form) throw new Error(`${page.pool.id} must have a form page`);
  return page.form.path;
}
const applyPath = formPath(open);
const waitlistPath = formPath(upcoming);

const main = (page: Page) => page.getByRole('main');
const label = (page: Page, text: string) => main(page).getByLabel(text, { exact: true });

async function fillApplication(page: Page, email: string, country = 'AE') {
  const copy = forms.application;
  await label(page, copy.name.label).fill('Ada Lovelace');
  await label(page, copy.email.label).fill(email);
  await label(page, copy.country.label).selectOption(country);
  await label(page, copy.amountBand.label).selectOption('10k-50k');
  await main(page).getByLabel(copy.investorType.options.company, { exact: true }).check();
  await main(page).getByLabel(copy.notUsPerson.text).check();
  await main(page).getByLabel(copy.riskRead.text).check();
  await main(page).getByLabel(copy.consent.text).check();
  await label(page, copy.message.label).fill('Line one\nLine two');
}

async function fillWaitlist(page: Page, email: string, country = 'AE') {
  const copy = forms.waitlist;
  await label(page, copy.email.label).fill(email);
  await label(page, copy.country.label).selectOption(country);
  await label(page, copy.name.label).fill('Grace');
  await main(page).getByLabel(copy.consent.text).check();
}

/** Hydrates the form's island (client:interaction: on the first interaction, here a click). */
async function hydrated(page: Page) {
  await main(page).locator('form input[type="email"]').click();
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
}

test.describe('each pool page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { pool, path, meta, terms } of poolPages) {
    test(`${path} shows ${pool.name}: header, terms, yield, risks, eligibility`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${meta.title} | RealYield`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, SITE_URL).href,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new URL(`/og${path}.png`, SITE_URL).href,
      );
      // Breadcrumb: Pools > name, as shown and as JSON-LD.
      const crumbs = main(page).getByRole('navigation', { name: poolPageCopy.breadcrumb.label });
      await expect(crumbs.getByRole('link', { name: 'Pools', exact: true })).toHaveAttribute(
        'href',
        '/pools',
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(pool.name);
      const graph = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.flatMap(
            (s) => (JSON.parse(s.textContent ?? '{}') as { '@graph': unknown[] })['@graph'],
          ),
        );
      expect(graph).toContainEqual({
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Pools',
            item: new URL('/pools', SITE_URL).href,
          },
          { '@type': 'ListItem', position: 2, name: pool.name, item: new URL(path, SITE_URL).href },
        ],
      });

      // Header band: the name, the status badge, the term sheet with the qualified APY.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pool.name);
      await expect(main(page).getByText(`Status: ${pool.status}`)).toBeVisible();
      const figure = main(page).locator('[data-yield-figure]').first();
      await expect(figure).toHaveText(
        `${formatTargetApy(pool.targetApyPercent)}${poolPageCopy.labels.targetApyQualifier}`,
      );
      for (const value of [pool.payout, formatTenor(pool.tenorMonths), pool.collateralType]) {
        await expect(main(page).locator('dd', { hasText: value }).first()).toBeVisible();
      }
      // Under the action, the risk in one line, pointing to the disclosure on /docs.
      await expect(main(page).getByText(poolsPage.list.riskLine.text).first()).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: poolsPage.list.riskLine.link.label }).first(),
      ).toHaveAttribute('href', '/docs#risk-disclosure');
      await expect(main(page).locator('#risks')).toHaveCount(0);

      // The pool's own terms in the buy box, the yield's source with its link (the risks in full
      // are the disclosure's, on /docs); who can apply, except on a closed pool.
      const sheet = main(page).getByRole('group', { name: poolPageCopy.keyTerms.title });
      for (const term of terms) {
        await expect(sheet.locator('dd', { hasText: term.value }).first()).toBeVisible();
      }
      await expect(
        main(page).getByRole('link', { name: poolPageCopy.yieldSource.link.label }),
      ).toHaveAttribute('href', '/how-it-works#yield-sources');
      await expect(main(page).getByRole('region', { name: poolsPage.risk.title })).toHaveCount(0);
      const eligibility = main(page).getByRole('region', { name: poolPageCopy.eligibility.title });
      if (pool.status === 'Closed') {
        await expect(eligibility).toHaveCount(0);
      } else {
        await expect(eligibility).toContainText(
          'US persons, residents of the United Kingdom and residents of sanctioned countries',
        );
        await expect(eligibility).toContainText('KYC/AML verification before any deposit');
      }

      // The risk box and the eligibility rules come before the action.
      // Their text, not innerText: the bands below the first are not drawn yet
      // (content-visibility), and innerText leaves an undrawn element's text out.
      const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
      const action = poolPageCopy.statuses[pool.status].action.title;
      expect(headings.indexOf(poolsPage.risk.title)).toBeLessThan(headings.indexOf(action));
      expect(headings.indexOf(poolPageCopy.eligibility.title)).toBeLessThan(
        headings.indexOf(action),
      );
      expect(headings.at(-1)).toBe(action);
    });
  }

  /**
   * Checks that the pool page's action band (/pools/<id>#apply or #waitlist) holds no form but
   * links to the form's own page, then opens that page and returns its one form.
   */
  async function formPageFrom(page: Page, poolPage: (typeof poolPages)[number]) {
    const status = poolPage.pool.status;
    if (status === 'Closed') throw new Error(`${poolPage.pool.id} has no form`);
    await page.goto(poolPage.path);
    const band = main(page).locator(`section#${poolStatusPresentation[status].actionId}`);
    const start = band.getByRole('link', { name: poolPageCopy.statuses[status].action.start });
    await expect(start).toHaveAttribute('href', formPath(poolPage));
    await expect(main(page).locator('form')).toHaveCount(0);

    await page.goto(formPath(poolPage));
    const form = main(page).locator('form');
    await expect(form).toHaveCount(1);
    return form;
  }

  test('the open pool links to its application page, which holds the form, and only it', async ({
    page,
  }) => {
    const form = await formPageFrom(page, open);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/applications');
    await expect(form.locator('input[type="hidden"][name="poolId"]')).toHaveValue(open.pool.id);
    // The empty choice, then every ISO 3166 country (250) by English name.
    const options = form.locator('select[name="country"] option');
    expect(await options.count()).toBe(1 + 250);
    await expect(options.first()).toHaveAttribute('value', '');
    await expect(form.locator('option[value="AE"]')).toHaveText('United Arab Emirates');
    // The three required boxes link to the risk disclosure and the privacy notice.
    await expect(form.getByRole('link', { name: 'risk disclosure' })).toHaveAttribute(
      'href',
      '/docs#risk-disclosure',
    );
    await expect(
      form.getByRole('link', { name: interestContent.consent.application.privacyLink.label }),
    ).toHaveAttribute('href', '/docs#privacy');
  });

  test('the upcoming pool links to its waitlist page, which holds the form, and only it', async ({
    page,
  }) => {
    const form = await formPageFrom(page, upcoming);
    await expect(form).toHaveAttribute('action', '/api/waitlist');
    await expect(form.locator('input[name="poolId"]')).toHaveValue(upcoming.pool.id);
  });

  for (const formPage of [open, upcoming]) {
    const path = formPath(formPage);
    test(`${path} names the action and the pool, and states the risk before the form`, async ({
      page,
    }) => {
      const { pool } = formPage;
      const action = poolPageCopy.statuses[pool.status].action;
      await page.goto(path);
      await expect(page).toHaveTitle(`${action.title}: ${pool.name} | RealYield`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(action.title);
      await expect(main(page).getByText(action.intro)).toBeVisible();
      // Breadcrumb: Pools > the pool > the action.
      const crumbs = main(page).getByRole('navigation', { name: poolPageCopy.breadcrumb.label });
      await expect(crumbs.getByRole('link', { name: pool.name })).toHaveAttribute(
        'href',
        formPage.path,
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(action.title);
      // One yield figure, in the recap of what one applies for, with its caveat; the risk line
      // comes before the form and points to the disclosure on /docs.
      const figure = main(page).locator('[data-yield-figure]');
      await expect(figure).toHaveCount(1);
      await expect(figure).toContainText(poolPageCopy.labels.targetApyQualifier);
      await expect(main(page).getByText(poolsPage.list.riskLine.text)).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: poolsPage.list.riskLine.link.label }),
      ).toHaveAttribute('href', '/docs#risk-disclosure');
    });

    // An empty cache, as a first visit has: a page of its own.
    test(`${path} loads no JavaScript file until the form is used`, async ({ freshPage: page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);
      await hydrated(page);
      expect(scripts.length).toBeGreaterThan(0);
    });
  }

  test('the closed pool has no form, says so, and points to the other pools', async ({ page }) => {
    await page.goto(closed.path);
    await expect(main(page).locator('form')).toHaveCount(0);
    await expect(page.locator('astro-island')).toHaveCount(0);
    const band = main(page).getByRole('region', {
      name: poolPageCopy.statuses.Closed.action.title,
    });
    await expect(band).toBeVisible();
    // Said once, in the buy box beside the Closed button; the band points on to the others.
    const { intro, others } = poolPageCopy.statuses.Closed.action;
    await expect(main(page).getByText(intro)).toHaveCount(1);
    await expect(band.getByText(others)).toBeVisible();
    for (const other of pools.filter((pool) => pool.id !== closed.pool.id)) {
      await expect(band.getByRole('link', { name: other.name })).toHaveAttribute(
        'href',
        `/pools/${other.id}`,
      );
    }
    await expect(
      band.getByRole('link', { name: poolPageCopy.otherPools.all.label }),
    ).toHaveAttribute('href', '/pools');
  });
});

test.describe('apply and join the waitlist, with JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an application is stored, confirmed in the form's place naming the pool, and listed by npm run interest", async ({
    page,
  }) => {
    const email = uniqueEmail('apply-js');
    await page.goto(applyPath);
    await hydrated(page);
    await fillApplication(page, email);
    await page.getByRole('button', { name: forms.application.submit }).click();
    // The page stays; the confirmation takes the form's place, its heading focused.
    const heading = main(page).getByRole('heading', { name: forms.application.received.title });
    await expect(heading).toBeFocused();
    await expect(main(page).locator('[data-confirmation]')).toContainText(open.pool.name);
    for (const step of forms.confirmations.applied.steps) {
      await expect(main(page).locator('[data-confirmation]')).toContainText(step);
    }
    await expect(main(page).locator('form')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
    const stored = (await storedEntries()).filter((entry) => entry.email === email);
    expect(stored).toEqual([
      expect.objectContaining({
        kind: 'application',
        poolId: open.pool.id,
        name: 'Ada Lovelace',
        country: 'AE',
        investorType: 'company',
        amountBand: '10k-50k',
        message: 'Line one\nLine two',
      }),
    ]);
  });

  test('a missing field is marked, says why, takes focus, and nothing typed is lost', async ({
    page,
  }) => {
    await page.goto(applyPath);
    await hydrated(page);
    const email = uniqueEmail('apply-missing');
    await label(page, forms.application.email.label).fill(email);
    await page.getByRole('button', { name: forms.application.submit }).click();
    await expect(page.getByText(forms.validation.missing_fields.title).first()).toBeVisible();
    const name = label(page, forms.application.name.label);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Each field in its own words, not the same line eight times.
    await expect(name).toHaveAccessibleDescription(forms.requiredFields.application.name);
    await expect(label(page, forms.application.country.label)).toHaveAccessibleDescription(
      forms.requiredFields.application.country,
    );
    await expect(label(page, forms.application.email.label)).toHaveValue(email);
    expect((await storedEntries()).filter((entry) => entry.email === email)).toEqual([]);
  });

  test('an excluded country is answered politely and nothing is sent or stored', async ({
    page,
  }) => {
    const email = uniqueEmail('apply-us');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    await page.goto(applyPath);
    await hydrated(page);
    await fillApplication(page, email, 'US');
    const country = label(page, forms.application.country.label);
    await expect(country).toHaveAccessibleDescription(
      /not available to residents of United States/,
    );
    await page.getByRole('button', { name: forms.application.submit }).click();
    await expect(page.getByText(forms.notAvailable.title).first()).toBeVisible();
    await expect(country).toBeFocused();
    await expect(label(page, forms.application.email.label)).toHaveValue(email);
    expect(requests).toEqual([]);
    expect((await storedEntries()).filter((entry) => entry.email === email)).toEqual([]);
  });

  test('a waitlist entry is stored and listed by npm run interest', async ({ page }) => {
    const email = uniqueEmail('waitlist-js');
    await page.goto(waitlistPath);
    await hydrated(page);
    await fillWaitlist(page, email);
    await page.getByRole('button', { name: forms.waitlist.submit }).click();
    const heading = main(page).getByRole('heading', { name: forms.waitlist.received.title });
    await expect(heading).toBeFocused();
    await expect(main(page).locator('[data-confirmation]')).toContainText(upcoming.pool.name);
    const stored = (await storedEntries()).filter((entry) => entry.email === email);
    expect(stored).toEqual([
      expect.objectContaining({
        kind: 'waitlist',
        poolId: upcoming.pool.id,
        country: 'AE',
        name: 'Grace',
      }),
    ]);
  });

  test('an empty submit before the island hydrates stays on the page and marks the fields', async ({
    page,
  }) => {
    // The island's scripts are held back: the press lands on static HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(applyPath);
    await page.getByRole('button', { name: forms.application.submit }).click();
    await expect(page.locator('astro-island')).toHaveAttribute('ssr');
    // The browser refused the post: same page, the fields to fix are :invalid.
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
    expect(await main(page).locator('form :invalid').count()).toBeGreaterThan(0);
    release();
    // Once the island runs, the site's own words replace the browser's bubble.
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await expect(label(page, forms.application.name.label)).toHaveAccessibleDescription(
      forms.requiredFields.application.name,
    );
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the toast never covers the form, and goes once the fields are fixed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(waitlistPath);
      await hydrated(page);
      await page.getByRole('button', { name: forms.waitlist.submit }).click();
      const toast = page.locator('[data-sonner-toast]').filter({
        hasText: forms.validation.missing_fields.title,
      });
      await expect(toast).toBeVisible();
      const [toastBox, formBox] = [
        await toast.boundingBox(),
        await main(page).locator('form').boundingBox(),
      ];
      const apart =
        toastBox!.y + toastBox!.height <= formBox!.y ||
        formBox!.y + formBox!.height <= toastBox!.y ||
        toastBox!.x + toastBox!.width <= formBox!.x ||
        formBox!.x + formBox!.width <= toastBox!.x;
      expect(apart, JSON.stringify({ toastBox, formBox })).toBe(true);
      // Fixed one by one: each line goes at once, and the summary with the last one.
      await fillWaitlist(page, uniqueEmail('waitlist-fixed'));
      await expect(main(page).locator('form [aria-invalid="true"]')).toHaveCount(0);
      await expect(toast).toHaveCount(0);
    });
  }

  test('text typed before the island hydrates survives hydration', async ({ page }) => {
    const email = uniqueEmail('waitlist-early');
    // The island's scripts are held back until the text is in: it is typed into static HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(waitlistPath);
    await label(page, forms.waitlist.email.label).fill(email);
    await expect(page.locator('astro-island')).toHaveAttribute('ssr');
    release();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await expect(label(page, forms.waitlist.email.label)).toHaveValue(email);
  });
});

test.describe('apply and join the waitlist, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('an application posts natively, lands on the page that says no e-mail went out (this server sends none) and is stored unconfirmed', async ({
    page,
  }) => {
    const email = uniqueEmail('apply-nojs');
    await page.goto(applyPath);
    await fillApplication(page, email);
    await page.getByRole('button', { name: forms.application.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/interest/mail-off/${open.pool.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not confirmed yet');
    await expect(main(page)).toContainText(interestContent.outcomes['mail-off'].description);
    await expect(main(page)).not.toContainText('We have sent');
    const stored = (await storedEntries()).filter((entry) => entry.email === email);
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'application', poolId: open.pool.id, country: 'AE' }),
    ]);
  });

  test('a waitlist entry posts natively, lands on the mail-off page and is stored unconfirmed', async ({
    page,
  }) => {
    const email = uniqueEmail('waitlist-nojs');
    await page.goto(waitlistPath);
    await fillWaitlist(page, email);
    await page.getByRole('button', { name: forms.waitlist.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/interest/mail-off/${upcoming.pool.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not confirmed yet');
    const stored = (await storedEntries()).filter((entry) => entry.email === email);
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'waitlist', poolId: upcoming.pool.id }),
    ]);
  });

  test('an empty submit stays on the page: the browser marks the required fields', async ({
    page,
  }) => {
    await page.goto(applyPath);
    await page.getByRole('button', { name: forms.application.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
    const name = label(page, forms.application.name.label);
    expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
    await expect(main(page).locator('form :user-invalid').first()).toBeVisible();
  });

  for (const [poolPage, kind] of [
    [open, 'applied'],
    [upcoming, 'waitlisted'],
  ] as const) {
    test(`/interest/${kind}/${poolPage.pool.id} names the pool, asks for the confirmation and leads back to it`, async ({
      page,
    }) => {
      await page.goto(`/interest/${kind}/${poolPage.pool.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        interestContent.outcomes[kind].pageTitle,
      );
      await expect(main(page)).toContainText(poolPage.pool.name);
      for (const step of forms.confirmations[kind].steps) {
        await expect(main(page)).toContainText(step);
      }
      await expect(
        main(page).getByRole('link', { name: interestContent.outcomeLinks.pool }),
      ).toHaveAttribute('href', poolPage.path);
    });
  }

  test('a failure page that knows the pool leads back to its form first, and names Back', async ({
    page,
  }) => {
    await page.goto(`/interest/not-available/${open.pool.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Not available where you live',
    );
    const first = main(page).getByRole('link').first();
    await expect(first).toHaveText(interestContent.outcomeLinks.form);
    await expect(first).toHaveAttribute('href', applyPath);
    await expect(main(page)).toContainText(interestContent.outcomeBackHint);
  });

  test('the removal page opened without its link names Back as the way to the page before, not a form', async ({
    page,
  }) => {
    await page.goto('/interest/remove');
    await expect(page).toHaveURL(/\/interest\/link-invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      interestContent.outcomes['link-invalid'].title,
    );
    await expect(main(page)).toContainText(interestContent.outcomeLinkHint);
    await expect(main(page)).not.toContainText(interestContent.outcomeBackHint);
  });

  test('an excluded country lands on the not-available page and nothing is stored', async ({
    page,
  }) => {
    const email = uniqueEmail('waitlist-nojs-us');
    await page.goto(waitlistPath);
    await fillWaitlist(page, email, 'US');
    await page.getByRole('button', { name: forms.waitlist.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/interest/not-available/${upcoming.pool.id}$`));
    expect((await storedEntries()).filter((entry) => entry.email === email)).toEqual([]);
  });
});

// The pool pages and their forms as loaded: every-page.spec.ts. Here the forms with their
// messages shown, which only a press of Submit brings.
test.describe('axe on the pool forms', () => {
  for (const width of [1280, 390]) {
    test(`no violations at ${width} px, with the forms' messages shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const forms = poolPages.flatMap((pool) => (pool.form ? [pool.form.path] : []));
      expect(forms.length).toBeGreaterThan(0);
      for (const path of forms) {
        await page.goto(path);
        await hydrated(page);
        // Marked fields and their messages are part of what must stay accessible.
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
        expect((await axeViolations(page)).map((violation) => `${path}: ${violation}`)).toEqual([]);
      }
    });
  }
});

/** How each language marks a field that may be left empty, in the labels and the line above. */
const OPTIONAL_WORD = { en: 'optional', ar: 'اختياري' } as const;

// What a visitor reads before pressing: which fields are required, what the button does (beside
// it), and on the waitlist who may eventually invest. The same page before and after hydration.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the pool forms say what is required and what the button does, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    for (const locale of ['en', 'ar'] as const) {
      const content = getContent(locale);
      const { forms: words } = content.poolPageCopy;
      for (const [status, kind, optionalField] of [
        ['Open', 'application', 'message'],
        ['Upcoming', 'waitlist', 'name'],
      ] as const) {
        const formPage = content.poolPages.find((candidate) => candidate.pool.status === status);
        const path = formPage?.form?.path ?? '';
        test(`${path}: the required convention, placeholders and the line beside the button`, async ({
          page,
        }) => {
          await page.goto(path);
          if (javaScriptEnabled) await hydrated(page);
          const form = main(page).locator('form');
          const copy = words[kind];
          // One line above the fields, in the same word the optional labels use.
          const note = form.getByText(words.requiredNote, { exact: true });
          await expect(note).toBeVisible();
          expect(words.requiredNote).toContain(OPTIONAL_WORD[locale]);
          const controls = form.locator(
            'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea',
          );
          const optional = await controls.evaluateAll((all) =>
            all
              .filter((control) => !(control as HTMLInputElement).required)
              .map((control) => (control as HTMLInputElement).name),
          );
          expect(optional).toEqual([optionalField]);
          const optionalLabel =
            kind === 'application' ? words.application.message.label : words.waitlist.name.label;
          expect(optionalLabel).toContain(OPTIONAL_WORD[locale]);
          // The line comes first: above every control.
          const noteBox = await note.boundingBox();
          const firstBox = await controls.first().boundingBox();
          expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(firstBox!.y);
          // Every text field shows a short example, and never instead of its label.
          for (const text of await form
            .locator('input[type="text"]:not([tabindex="-1"]), input[type="email"], textarea')
            .all()) {
            await expect(text).toHaveAttribute('placeholder', /\S/);
            expect(
              await text.evaluate((control) => (control as HTMLInputElement).labels?.length),
            ).toBe(1);
          }
          // Beside the button (on its line at 1280 px): what pressing it does; its description.
          const button = form.getByRole('button', { name: copy.submit, exact: true });
          await expect(button).toHaveAccessibleDescription(copy.submitNote);
          const submitNote = form.getByText(copy.submitNote, { exact: true });
          await expect(submitNote).toBeVisible();
          const [buttonBox, lineBox] = [await button.boundingBox(), await submitNote.boundingBox()];
          expect(lineBox!.y).toBeLessThan(buttonBox!.y + buttonBox!.height);
          expect(lineBox!.y + lineBox!.height).toBeGreaterThan(buttonBox!.y);
          if (kind === 'waitlist') {
            // The waitlist asks the country: under it, who may eventually invest.
            const country = label(page, words.waitlist.country.label);
            await expect(country).toHaveAccessibleDescription(words.waitlist.country.hint);
            await expect(form.getByText(words.waitlist.country.hint)).toBeVisible();
          }
          // The risk line stays a single line of its own above the form, not stacked with the note.
          await expect(main(page).locator('[data-risk-line]')).toHaveCount(1);
        });
      }
    }
  });
}
