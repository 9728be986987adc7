// The risk line's words; that every call to invest has one beside it, on every page at
// both widths, is checked in e2e/every-page.spec.ts (page-checks.ts riskLineFindings).
import { expect, test } from '@playwright/test';

test('the risk line beside Apply for Access says capital is at risk, in both languages', async ({
  page,
}) => {
  for (const [path, words] of [
    ['/', /Capital at risk\..*not guaranteed/s],
    ['/ar', /رأس المال معرّض للخطر\..*غير مضمونة/s],
  ] as const) {
    await page.goto(path);
    const teaser = page.locator('#pool-teaser');
    await expect(teaser.locator('[data-risk-line]')).toHaveText(words);
    await expect(teaser.locator('[data-risk-line] a')).toHaveAttribute(
      'href',
      path === '/' ? '/docs#risk-disclosure' : '/ar/docs#risk-disclosure',
    );
  }
});
