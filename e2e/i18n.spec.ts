// The Arabic site in a real browser against the production server: every English page has an
// Arabic twin that is right to left, translated (no English left but the names the content keeps
// in Latin script), linked both ways by hreflang and by the header's language switch; and the
// forms work in Arabic with and without JavaScript, storing the language they were sent from.
import { expect, test, type Page } from './support/reused-page';
import { localePath } from '#contracts/locale.ts';
import { pageContent as getContent } from './page-content';
import { faqCategories } from './support/prose';
import { WORDS, words } from '@/content/i18n';
import { storedEntries, uniqueEmail } from './stored';
import { AR_MISSING_PATH, MISSING_PATH, POOL_PATHS, ROUTES } from './routes';

/** Names written the same in every language: the only Latin words an Arabic page may show. */
const UNTRANSLATABLE = ['RealYield', 'USDC', 'USDT', 'KYC', 'AML'];

const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
const ARABIC = /\p{Script=Arabic}/u;

/** What a visitor reads on the page, minus what is marked as another language (the switch). */
async function visibleArabicText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const element of document.body.querySelectorAll('[lang]:not([lang="ar"])')) {
      element.remove();
    }
    return document.body.innerText;
  });
}

/** The Latin words left in a text once the names kept in Latin, addresses and links are removed. */
function englishWords(text: string): string[] {
  let rest = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  // Case-blind: CSS may draw a name in capitals (an uppercase eyebrow).
  for (const name of UNTRANSLATABLE) rest = rest.replace(new RegExp(name, 'gi'), ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

test.describe('every page in Arabic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of [...ROUTES, ...POOL_PATHS]) {
    const arabic = localePath(path, 'ar');
    test(`${arabic} is the right-to-left, translated twin of ${path}`, async ({ page }) => {
      const english = await page.goto(path);
      expect(english?.status()).toBe(200);
      const englishTitle = await page.title();
      const englishH1 = await page.getByRole('heading', { level: 1 }).innerText();

      const response = await page.goto(arabic);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const title = await page.title();
      const h1 = await page.getByRole('heading', { level: 1 }).innerText();
      expect(title).toMatch(ARABIC);
      expect(title).not.toBe(englishTitle);
      expect(h1).toMatch(ARABIC);
      expect(h1).not.toBe(englishH1);

      // Each language lists both, itself included, and x-default is the English page.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(Object.fromEntries(alternates)).toEqual({
        en: new URL(path, SITE_URL).href,
        ar: new URL(arabic, SITE_URL).href,
        'x-default': new URL(path, SITE_URL).href,
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(arabic, SITE_URL).href,
      );

      expect(englishWords(await visibleArabicText(page))).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    test(`the Arabic FAQ opens one answer at a time, without JavaScript, at ${width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 844 },
      });
      const page = await context.newPage();
      await page.goto('/ar/docs#faq');
      const [first, second] = faqCategories('ar')[0]?.items ?? [];
      if (!first || !second)
        throw new Error('The Arabic FAQ needs two questions in its first group');
      const item = (question: string) =>
        page.locator('details').filter({ has: page.locator('summary', { hasText: question }) });
      await item(first.question).locator('summary').click();
      await expect(item(first.question).getByText(first.answer)).toBeVisible();
      await item(second.question).locator('summary').click();
      await expect(item(second.question).getByText(second.answer)).toBeVisible();
      await expect(item(first.question)).not.toHaveAttribute('open');
      await context.close();
    });
  }

  test('a missing page under /ar answers 404 with the Arabic not-found page', async ({ page }) => {
    const response = await page.goto(AR_MISSING_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(englishWords(await visibleArabicText(page))).toEqual([]);
    const english = await page.goto(MISSING_PATH);
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

for (const width of [390, 1280]) {
  test.describe(`the language switch at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('leads to the same page in the other language, and back', async ({ page }) => {
      const path = POOL_PATHS[0] ?? '/pools';
      await page.goto(`${path}?from=e2e`);
      const openMenu = async () => {
        const toggle = page.locator('[data-site-header] button[popovertarget]');
        if (await toggle.isVisible()) await toggle.click();
      };
      await openMenu();
      // Its name starts with the word it shows (WCAG 2.5.3, Label in Name), then explains.
      const toArabic = page.getByRole('link', { name: WORDS.ar.language.switchHint }).first();
      await expect(toArabic).toHaveAccessibleName(
        `${WORDS.ar.language.name} ${WORDS.ar.language.switchHint}`,
      );
      await toArabic.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(path, 'ar')}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await openMenu();
      await page.getByRole('link', { name: WORDS.en.language.switchHint }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  });
}

const forms = getContent('ar').poolPageCopy.forms;
const upcoming = getContent('ar').poolPages.find((entry) => entry.pool.status === 'Upcoming');
const open = getContent('ar').poolPages.find((entry) => entry.pool.status === 'Open');

async function fillWaitlist(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel(forms.waitlist.email.label, { exact: true }).fill(email);
  await main.getByLabel(forms.waitlist.country.label, { exact: true }).selectOption('AE');
  await main.getByLabel(forms.waitlist.consent.text).check();
}

for (const width of [390, 1280]) {
  test.describe(`the forms in Arabic, with JavaScript, at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('an application is confirmed in Arabic and stored as Arabic', async ({ page }) => {
      if (!open) throw new Error('The content must have an open pool');
      const email = uniqueEmail('ar-apply');
      const copy = forms.application;
      const main = page.getByRole('main');
      if (!open.form) throw new Error('The open pool must have an application page');
      await page.goto(open.form.path);
      await main.getByLabel(copy.name.label, { exact: true }).click();
      await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
      // Sent empty first: the messages are Arabic too.
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(main.getByText(forms.requiredFields.application.name)).toBeVisible();
      // The toast says it too, on screen (in the window, not below the form's section).
      await expect(page.locator('[data-sonner-toast]').first()).toBeInViewport();
      await main.getByLabel(copy.name.label, { exact: true }).fill('ليلى');
      await main.getByLabel(copy.email.label, { exact: true }).fill(email);
      await main.getByLabel(copy.country.label, { exact: true }).selectOption('AE');
      await main.getByLabel(copy.amountBand.label, { exact: true }).selectOption('10k-50k');
      await main.getByLabel(copy.investorType.options.individual, { exact: true }).check();
      await main.getByLabel(copy.notUsPerson.text).check();
      await main.getByLabel(copy.riskRead.text).check();
      await main.getByLabel(copy.consent.text).check();
      await page.getByRole('button', { name: copy.submit }).click();
      // The confirmation takes the form's place, in Arabic, naming the pool.
      await expect(main.getByRole('heading', { name: copy.received.title })).toBeFocused();
      await expect(main.locator('[data-confirmation]')).toContainText(open.pool.name);
      const stored = (await storedEntries()).filter((entry) => entry.email === email);
      expect(stored).toEqual([expect.objectContaining({ kind: 'application', locale: 'ar' })]);
    });
  });
}

test.describe('the forms in Arabic, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a waitlist entry lands on the Arabic outcome page and is stored as Arabic', async ({
    page,
  }) => {
    if (!upcoming?.form) throw new Error('The content must have an upcoming pool with a waitlist');
    const email = uniqueEmail('ar-waitlist');
    await page.goto(upcoming.form.path);
    await fillWaitlist(page, email);
    await page.getByRole('button', { name: forms.waitlist.submit }).click();
    // The e2e server sends no e-mail: the page says so, in Arabic.
    await expect(page).toHaveURL(new RegExp(`/ar/interest/mail-off/${upcoming.pool.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      getContent('ar').interest.outcomes['mail-off'].title,
    );
    const stored = (await storedEntries()).filter((entry) => entry.email === email);
    expect(stored).toEqual([expect.objectContaining({ kind: 'waitlist', locale: 'ar' })]);
  });

  test('a contact message with a field missing stays on the Arabic page; its outcome page is Arabic', async ({
    page,
  }) => {
    const copy = words('ar').contact;
    await page.goto('/ar/contact');
    // The browser refuses an empty form before it is sent.
    await page.getByRole('main').getByRole('button', { name: copy.form.submit }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    // A post the browser lets through (a message of spaces) lands on the outcome page.
    await page.goto('/ar/contact/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.outcomes.missing.title);
  });
});
