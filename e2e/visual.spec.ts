// The look of every page, held against committed baselines (e2e/visual.spec.ts-snapshots/): each
// route and pool page, plus the 404 page, in English and in Arabic (right to left), at a phone's
// and a desktop's width, in the light and the dark scheme. A change that alters what a visitor sees fails here until its new baselines are
// looked at and committed (`npx playwright test e2e/visual.spec.ts --update-snapshots`).
import { expect, test } from '@playwright/test';
import {
  AR_MISSING_PATH,
  AR_POOL_PATHS,
  AR_ROUTES,
  MISSING_PATH,
  POOL_PATHS,
  ROUTES,
} from './routes';

const PAGES = [
  ...[...ROUTES, ...POOL_PATHS, MISSING_PATH],
  ...[...AR_ROUTES, ...AR_POOL_PATHS, AR_MISSING_PATH],
];
const WIDTHS = [390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

// Antialiasing may differ by a few pixels between runs; a changed layout or colour does not.
const TOLERANCE = { maxDiffPixelRatio: 0.002 };

for (const scheme of SCHEMES) {
  for (const width of WIDTHS) {
    test.describe(`${scheme}, ${width} px`, () => {
      test.use({
        viewport: { width, height: 900 },
        colorScheme: scheme,
        // Motion would catch sections halfway into view; the look at rest is what is compared.
        reducedMotion: 'reduce',
      });

      for (const path of PAGES) {
        test(`${path} looks as its baseline`, async ({ page }) => {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}-${scheme}.png`;
          await expect(page).toHaveScreenshot(name, { fullPage: true, ...TOLERANCE });
        });
      }
    });
  }
}
