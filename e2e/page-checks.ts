import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Direct children of a list, so nested lists are not counted. */
export const itemsOf = (list: Locator) => list.locator(':scope > li');

/**
 * Financial-promotion hygiene on the page as read: "guaranteed" only as "not guaranteed", never
 * "safe" or "risk-free". Closed `<details>` (FAQ answers) are opened first so their text counts.
 */
export async function expectCarefulWording(page: Page): Promise<void> {
  await page.locator('details').evaluateAll((all) => {
    for (const details of all) details.removeAttribute('name');
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
  const text = await page.locator('body').innerText();
  const loose = [...text.matchAll(/\bguaranteed\b/gi)].filter(
    (match) => text.slice(Math.max(0, match.index - 4), match.index).toLowerCase() !== 'not ',
  );
  expect(loose.map((match) => text.slice(Math.max(0, match.index - 40), match.index + 12))).toEqual(
    [],
  );
  expect(text).not.toMatch(/\bsafe\b|risk-free/i);
}

/** Exactly one h1, first, and heading levels that never skip on the way down. */
export async function expectHeadingOutline(page: Page): Promise<void> {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (const [i, level] of levels.entries()) {
    if (i > 0) {
      expect(level, `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(
        (levels[i - 1] ?? 1) + 1,
      );
    }
  }
}

/** The page at `path` does not scroll sideways on a 320 px screen. */
export async function expectNoSidewaysScrollAt320(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(path);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** No JavaScript file, module preload or island: the page is static HTML. */
export async function expectNoJavaScriptFiles(page: Page): Promise<void> {
  await expect(page.locator('script[src]')).toHaveCount(0);
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
}

/**
 * Axe's violations on the page as it rests. Text caught mid-fade fails colour contrast at a value
 * the visitor never reads, so a toast on screen is held as a visitor holds it, by pointing at it
 * (Sonner pauses its 4 s timer; axe can take longer than that on a busy machine), and transitions
 * still running (a toast fading in over 400 ms) are waited for. Scroll-driven animations have no
 * end in time and are left out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const toast = page.locator('[data-sonner-toast][data-visible="true"]').first();
  if (await toast.isVisible()) await toast.hover();
  await page.evaluate(async () => {
    // Two frames, so a transition that a render has just asked for (a toast mounting) has begun.
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}
