// The brand typefaces on a visit's first page: Manrope everywhere, Noto Sans Arabic on the Arabic
// pages, each preloaded (astro.config.ts, `fonts`, and BaseLayout's <Font>) with
// `font-display: swap` over fallback faces measured to their widths and heights
// (scripts/build/fallback-faces.ts), so the page ends in the brand faces however late they arrive
// and the swap moves nothing a reader would notice. Each check opens the page in a fresh browser context: an
// empty cache, as on a first visit. `npm run bench:first-visit` measures the same over Slow 4G.
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

test("a visit's first page ends drawn in Manrope, without a shift a reader would notice", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  expect((await mainFace(page, 'h1'))?.familyName).toMatch(/^Manrope/);
  expect((await mainFace(page, 'main p'))?.familyName).toMatch(/^Manrope/);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test("an Arabic visit's first page ends drawn in Noto Sans Arabic, its Latin in Manrope", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/ar');
  await page.evaluate(() => document.fonts.ready);
  expect((await mainFace(page, 'h1'))?.familyName).toMatch(/^Noto Sans Arabic/);
  // The brand's name in the header is Latin: Noto Sans Arabic's unicode-range hands it on.
  expect((await mainFace(page, '[data-site-header] a'))?.familyName).toMatch(/^Manrope/);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
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

/** The h1's box and the page's height, in CSS pixels. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('h1')?.getBoundingClientRect();
    return {
      h1Top: box?.top ?? NaN,
      h1Width: box?.width ?? NaN,
      h1Height: box?.height ?? NaN,
      pageHeight: document.documentElement.scrollHeight,
    };
  });

for (const { path, face } of [
  { path: '/pools/dubai-1', face: /^Manrope/ },
  { path: '/ar/pools/dubai-1', face: /^Noto Sans Arabic/ },
]) {
  test(`${path} at 390 px: the page laid out in the fallback faces is the page laid out in the brand faces, which it ends in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The font files are held until the page has painted in its fallback faces, then let through.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/*.woff2', (route) => {
      held.push(() => route.continue());
    });
    await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    expect((await mainFace(page, 'h1'))?.familyName).not.toMatch(face);
    const before = await layout(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
    await page.waitForFunction(() =>
      [...document.fonts]
        .filter((font) => !/Fallback/.test(font.family))
        .every((font) => font.status === 'loaded'),
    );
    expect((await mainFace(page, 'h1'))?.familyName).toMatch(face);
    const after = await layout(page);
    // The h1 keeps its place and its lines; its width moves by a few pixels at most.
    expect(Math.abs(after.h1Top - before.h1Top)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.h1Height - before.h1Height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.h1Width - before.h1Width)).toBeLessThanOrEqual(8);
    // The page as a whole grows or shrinks by at most four lines of body text: a word kept whole
    // (a hyphenated one, a range) moves down whole where the faces' widths differ by a percent.
    expect(Math.abs(after.pageHeight - before.pageHeight)).toBeLessThanOrEqual(96);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page ends drawn in Manrope too', async ({ page }) => {
    await page.goto('/about');
    await expect.poll(async () => (await mainFace(page, 'h1'))?.familyName).toMatch(/^Manrope/);
  });
});

test('without the Arabic font, Arabic text comes from the measured fallback faces, bold from a bold face', async ({
  page,
}) => {
  // The fallback faces (scripts/build/fallback-faces.ts) name each platform's Arabic face; here DejaVu Sans,
  // which Debian's Chromium brings with fontconfig, measured per weight. Bold text (600 and up)
  // comes from the bold face, not from the regular one emboldened by the browser.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto('/ar');
  const heading = await mainFace(page, 'h1');
  const text = await mainFace(page, 'main h1 ~ p');
  expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('600');
  expect(heading?.postScriptName).toMatch(/Bold$/);
  expect(text?.postScriptName).not.toMatch(/Bold/);
  expect(text?.familyName).toBe(heading?.familyName);
  // Both came through a measured fallback face (a name of it found), not from further down the
  // stack: the heading's 600 face and the text's 400 face are loaded.
  const fallbackFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Arabic Fallback: DejaVu Sans')
      .filter((face) => face.status === 'loaded')
      .map((face) => face.weight),
  );
  expect(fallbackFaces).toEqual(expect.arrayContaining(['400', '600']));
});
