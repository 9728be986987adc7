// The risk module and the pre-launch statement as a visitor meets them on every page, in both
// languages: the strip says the site is pre-launch once, "to be published" is said at most once,
// and no two risk lines are on a phone's screen at the same time. That every call to invest has
// a risk line beside it is checked in e2e/every-page.spec.ts (page-checks.ts riskLineFindings).
import { expect, test, type Page } from '@playwright/test';
import { isLaunched } from '../src/content/facts';
import { words } from '../src/content/i18n';
import {
  AR_MISSING_PATH,
  AR_POOL_PATHS,
  AR_ROUTES,
  MISSING_PATH,
  POOL_PATHS,
  ROUTES,
} from './routes';

const PAGES = [...ROUTES, ...POOL_PATHS, ...AR_ROUTES, ...AR_POOL_PATHS];
const ERROR_PAGES = [MISSING_PATH, AR_MISSING_PATH];
const localeOf = (path: string) => (path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en');

/**
 * A sentence that announces something to be published later, in English or Arabic ("will be
 * published", "coming soon", "published ... before launch", "سيُنشر", "قبل الإطلاق"...); "not
 * published yet" (لم تُنشر) and "pre-launch" (ما قبل الإطلاق) are no promise; the Arabic "soon" alone is the Upcoming badge and the spec's reply toast, so it does not count.
 */
const TO_COME =
  /to be published|coming soon|will be (published|named|set out|stated)|published (here )?(with them )?before|before launch|سيُنشر|ستُنشر|يُنشر|(?<!لم )تُنشر|ستُذكر|سيُذكر|(?<!ما )قبل الإطلاق/;

/** The sentences of the page's main and footer that announce what is to come, with opened FAQs. */
function toComeSentences(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const pattern = new RegExp(source);
    // The spec's own placeholder ("Team information coming soon") on /about is exempt.
    const text = [...document.querySelectorAll('main, footer')]
      .map((part) => {
        const copy = part.cloneNode(true) as HTMLElement;
        copy.querySelector('#leadership')?.remove();
        return copy.innerText;
      })
      .join('\n');
    return text
      .split(/(?<=[.؛;:])\s+|\n+/)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => sentence.trim());
  }, TO_COME.source);
}

test.describe('every page, before launch', () => {
  for (const path of [...PAGES, ...ERROR_PAGES]) {
    test(`${path}: one pre-launch strip, "to be published" at most once`, async ({ page }) => {
      await page.goto(path);
      const strip = page.locator('[data-prelaunch-strip]');
      if (isLaunched()) {
        await expect(strip).toHaveCount(0);
        return;
      }
      await expect(strip).toHaveCount(1);
      await expect(strip).toHaveText(words(localeOf(path)).prelaunch.strip);
      // Above the header, read first.
      const above = await strip.evaluate(
        (el) =>
          (el.compareDocumentPosition(document.querySelector('[data-site-header]')!) &
            Node.DOCUMENT_POSITION_FOLLOWING) !==
          0,
      );
      expect(above).toBe(true);
      const sentences = await toComeSentences(page);
      expect(sentences.length, sentences.join(' | ')).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('on a 390 x 844 screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of PAGES) {
    test(`${path}: no two risk modules in view at once`, async ({ page }) => {
      await page.goto(path);
      // Each visible risk line's top and bottom in the page; the menu's (closed) is not drawn.
      const boxes = await page.locator('main [data-risk-line]').evaluateAll((lines) =>
        lines
          .map((line) => line.getBoundingClientRect())
          .filter((box) => box.height > 0)
          .map((box) => ({ top: box.top + scrollY, bottom: box.bottom + scrollY }))
          .sort((a, b) => a.top - b.top),
      );
      const gaps = boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i]!.bottom));
      // A gap under the screen's height means one scroll position shows both.
      for (const gap of gaps) expect(gap, `gaps ${gaps.join(', ')} px`).toBeGreaterThanOrEqual(844);
    });
  }

  for (const path of ERROR_PAGES) {
    test(`${path}: an error page makes no call to invest and shows no risk line`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('main [data-risk-line]')).toHaveCount(0);
      await expect(page.locator('main a[href$="/pools"]')).toHaveCount(0);
    });
  }
});

test('the risk line beside Apply for Access says capital is at risk, in both languages', async ({
  page,
}) => {
  for (const [path, text] of [
    ['/', /Capital at risk\..*not guaranteed/s],
    ['/ar', /رأس المال معرّض للخطر\..*غير مضمونة/s],
  ] as const) {
    await page.goto(path);
    const teaser = page.locator('#pool-teaser');
    await expect(teaser.locator('[data-risk-line]')).toHaveText(text);
    await expect(teaser.locator('[data-risk-line] a')).toHaveAttribute(
      'href',
      path === '/' ? '/docs#risk-disclosure' : '/ar/docs#risk-disclosure',
    );
  }
});
