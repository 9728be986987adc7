// The web font and the manifest wait for the first paint (src/layouts/web-font-loader.ts), so
// that nothing but the page itself arrives before it (bench/README.md, "LCP"); the font shows
// from the visit's second page on.
import { expect, test, type Page } from '@playwright/test';

/** The font file's start and the first contentful paint, in ms since the navigation started. */
function paintAndFontTimings(page: Page) {
  return page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
}

const usesWebFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('"Manrope Variable"'));

test("a visit's first page keeps the fallback and loads the font after its first paint", async ({
  page,
}) => {
  await page.goto('/about');
  // The manifest is linked after the first paint, by the same script.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/site.webmanifest',
  );
  await expect
    .poll(async () => (await paintAndFontTimings(page)).fonts.length, { timeout: 5000 })
    .toBe(1);
  const { firstContentfulPaint, fonts } = await paintAndFontTimings(page);
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect(fonts[0]).toBeGreaterThan(firstContentfulPaint ?? Infinity);
  // No late swap: the page that loaded the font keeps the fallback it painted with.
  await expect(page.locator('html')).not.toHaveAttribute('data-webfont');
  expect(await usesWebFont(page)).toBe(false);
});

test("the visit's next pages use the font from the start", async ({ page }) => {
  await page.goto('/about');
  await expect
    .poll(async () => (await paintAndFontTimings(page)).fonts.length, { timeout: 5000 })
    .toBe(1);
  // Followed from the page, as a visitor does: the script reads the flag only on a page reached
  // from one of the site's own.
  await page.evaluate(() => {
    location.href = '/docs';
  });
  await page.waitForURL('**/docs');
  await expect(page.locator('html')).toHaveAttribute('data-webfont', '');
  expect(await usesWebFont(page)).toBe(true);
  // The first layout asks for the font (from the cache): before the first paint, not after it.
  const { firstContentfulPaint, fonts } = await paintAndFontTimings(page);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toBeLessThan(firstContentfulPaint ?? -Infinity);
});

test('a page reached from elsewhere keeps the fallback even when the font is cached', async ({
  page,
}) => {
  await page.goto('/about');
  await expect
    .poll(async () => (await paintAndFontTimings(page)).fonts.length, { timeout: 5000 })
    .toBe(1);
  // Opened from the address bar (no referrer): the script does not read the session flag, so the
  // page paints with the fallback and keeps it, as a visit's first page does.
  await page.goto('/docs');
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-webfont');
  expect(await usesWebFont(page)).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages use the web font from the start', async ({ page }) => {
    await page.goto('/about');
    expect(await usesWebFont(page)).toBe(true);
  });
});

test('Arabic text on a first page comes from the fallback face, its bold from a bold face', async ({
  page,
}) => {
  // The fallback face (src/styles/global.css, "Noto Sans Arabic Fallback") names a system Arabic
  // face of each platform; here DejaVu Sans, which Debian's Chromium brings with fontconfig. Bold
  // text (600 and up) comes from the bold face, not from the regular one emboldened by the
  // browser.
  await page.goto('/ar');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  /** The face that draws most of an element's glyphs: the Arabic one in Arabic copy. */
  const mainFace = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
  };
  const heading = await mainFace('h1');
  const text = await mainFace('main h1 ~ p');
  // The heading is semibold, which the 700 face serves (CSS picks the nearest heavier face).
  expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('600');
  expect(heading?.postScriptName).toMatch(/Bold$/);
  expect(text?.postScriptName).not.toMatch(/Bold/);
  expect(text?.familyName).toBe(heading?.familyName);
  // Both came through the fallback face (a name of it found), not from further down the stack.
  const fallbackFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Arabic Fallback')
      .map((face) => `${face.weight} ${face.status}`),
  );
  expect(fallbackFaces.toSorted()).toEqual(['700 loaded', 'normal loaded']);
});
