// The brand typefaces on a visit's first page: Manrope everywhere, Noto Sans Arabic on the Arabic
// pages, each preloaded (astro.config.ts, `fonts`, and BaseLayout's <Font>) with
// `font-display: optional`, so text is never drawn twice and never moves. Each check opens the
// page in a fresh browser context: an empty cache, as on a first visit.
import { expect, test, type Page } from '@playwright/test';

/**
 * The platform face that draws most of the glyphs of the first element matching `selector`. A
 * variable font reports its default instance (Manrope ExtraLight), so families are matched by prefix.
 */
async function mainFace(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
}

/** Records the page's layout shifts from its start; read them with `layoutShift`. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

// font-display: optional keeps the face that is there at the first layout: a font that arrives
// later than its short block period is not swapped in. On this busy 2-core machine the local
// server sometimes misses that period, and the page is then rightly drawn in the fallback; a
// retry tells that from a page that never asks for its font in time.
test.describe.configure({ retries: 2 });

test("a visit's first page is drawn in Manrope, without a layout shift", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  expect((await mainFace(page, 'h1'))?.familyName).toMatch(/^Manrope/);
  expect((await mainFace(page, 'main p'))?.familyName).toMatch(/^Manrope/);
  expect(await layoutShift(page)).toBe(0);
});

test("an Arabic visit's first page is drawn in Noto Sans Arabic, its Latin in Manrope", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/ar');
  await page.evaluate(() => document.fonts.ready);
  expect((await mainFace(page, 'h1'))?.familyName).toMatch(/^Noto Sans Arabic/);
  // The brand's name in the header is Latin: Noto Sans Arabic's unicode-range hands it on.
  expect((await mainFace(page, '[data-site-header] a'))?.familyName).toMatch(/^Manrope/);
  expect(await layoutShift(page)).toBe(0);
});

test('an English page does not download the Arabic font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pools');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toHaveLength(1);
});

test('a font that arrives after the first paint is not swapped in: text never moves', async ({
  page,
}) => {
  // The font files are held until the page has painted, then let through.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/*.woff2', (route) => {
    held.push(() => route.continue());
  });
  await recordLayoutShifts(page);
  await page.goto('/pools', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((release) => release()));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.startsWith('Manrope') && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  // `optional`: the page keeps the fallback it painted with for its life.
  expect((await mainFace(page, 'h1'))?.familyName).not.toMatch(/^Manrope/);
  expect(await layoutShift(page)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page is drawn in Manrope too', async ({ page }) => {
    await page.goto('/about');
    expect((await mainFace(page, 'h1'))?.familyName).toMatch(/^Manrope/);
  });
});

test('without the Arabic font, Arabic text comes from the metric-matched fallback, bold from a bold face', async ({
  page,
}) => {
  // The fallback face (src/styles/global.css, "Noto Sans Arabic Fallback") names a system Arabic
  // face of each platform; here DejaVu Sans, which Debian's Chromium brings with fontconfig. Bold
  // text (600 and up) comes from the bold face, not from the regular one emboldened by the
  // browser.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto('/ar');
  const heading = await mainFace(page, 'h1');
  const text = await mainFace(page, 'main h1 ~ p');
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
