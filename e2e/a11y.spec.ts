import { expect, test } from '@playwright/test';
import {
  AR_MISSING_PATH,
  AR_POOL_PATHS,
  AR_ROUTES,
  MISSING_PATH,
  POOL_PATHS,
  ROUTES,
} from './routes';
import { axeViolations } from './page-checks';

// Every route, in English and in Arabic, in both colour schemes: the dark one (global.css) must pass the same checks,
// colour contrast included.
for (const [width, colorScheme] of [1280, 390].flatMap((w) =>
  (['light', 'dark'] as const).map((scheme) => [w, scheme] as const),
)) {
  test.describe(`at ${width} px, ${colorScheme}`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme });

    const missing = [MISSING_PATH, AR_MISSING_PATH];
    for (const path of [...ROUTES, ...POOL_PATHS, ...AR_ROUTES, ...AR_POOL_PATHS, ...missing]) {
      test(`${path} has no axe violations and no console errors`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        // The 404 page's own status is logged by Chromium as a failed resource load.
        const unexpected = errors.filter(
          (text) => !(missing.includes(path) && text.includes('404')),
        );
        expect(unexpected).toEqual([]);
      });
    }
  });
}
