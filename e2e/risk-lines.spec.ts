// The risk line beside the home page's call to apply, in both languages. The pre-launch strip,
// "to be published" at most once and the space between risk modules on a phone are checked on
// every page in e2e/every-page.spec.ts (page-checks.ts), in the one load each page has there.
import { expect, test } from './support/reused-page';

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
