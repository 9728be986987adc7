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

/** The page as it is loaded does not scroll sideways once its window is 320 px wide. */
export async function expectNoSidewaysScrollAt320(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/**
 * A page without a form ships only the header's script (BaseLayout's <script>,
 * src/components/site/page-enhancement.ts), inlined by Astro, under 1 KB; no file, no island.
 */
export async function expectOnlyTheHeaderScript(page: Page): Promise<void> {
  const scripts = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        src: node.getAttribute('src'),
        text: node.textContent,
        bytes: new TextEncoder().encode(node.textContent).length,
      })),
    );
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.text).toContain('data-site-header');
  for (const script of scripts) {
    expect(script.src).toBeNull();
    expect(script.bytes).toBeLessThan(1024);
  }
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
}

/**
 * Axe's violations on the page as it rests. Text caught mid-fade fails colour contrast at a value
 * the visitor never reads, so a toast on screen is held as a visitor holds it, by pointing at it
 * (Sonner pauses its 4 s timer; axe can take longer than that on a busy machine), and transitions
 * still running (a toast fading in over 400 ms) are waited for. Scroll-driven animations have no
 * end in time and are left out. `rules` limits axe to those rules (all of them by default).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
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
  // Legacy mode runs axe in the page itself; the default opens a second page to merge the
  // results of frames, which these pages do not have, at a second per page on this machine. Only
  // the violations are read, so axe details no other result (half its time on a long page).
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (rules ? axe.withRules([...rules]) : axe).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/**
 * Every call to invest has the risk beside it. A call to invest is any link or button
 * to /pools, a pool's page (/pools/<id>) or a pool's form (/pools/<id>/apply|waitlist), in either
 * language. In a page's body its band (the nearest `section` that holds a risk line, walking out
 * from the link, but never past the band directly under `main`) must hold a visible risk line at
 * a readable size, linking to a risk disclosure. The site chrome is checked as chrome: a link in
 * the header needs the risk line of the header's menu and the footer's disclaimer; a link in the
 * footer, the disclaimer beside it.
 */
const CALL_TO_INVEST = /^(\/ar)?\/pools(\/[^/]+(\/(apply|waitlist))?)?$/;

/** A call to invest on the page, and what is wrong with the risk line beside it (null: nothing). */
export interface RiskLineFinding {
  href: string;
  text: string;
  /** Where the link is: "header", "footer" or "body". */
  place: string;
  /** What covers it, or why nothing does. */
  problem: string | null;
}

/** Every call to invest on the page as it is drawn now, each with its risk line's problem. */
export function riskLineFindings(page: Page): Promise<RiskLineFinding[]> {
  return page.evaluate((pattern): RiskLineFinding[] => {
    const callToInvest = new RegExp(pattern);
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.height > 0;
    };
    /** A risk line that says what it must, at a readable size, linking to the risks. */
    const problemWith = (line: Element | null, mustShow: boolean): string | null => {
      if (line === null) return 'no risk line in its band';
      if (mustShow && !visible(line)) return 'its risk line is hidden';
      if (Number.parseFloat(getComputedStyle(line).fontSize) < 14) {
        return 'its risk line is smaller than 14 px';
      }
      const link = line.querySelector('a[href*="#risk"]');
      if (link === null) return 'its risk line does not link to the risk disclosure';
      return null;
    };
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
      (a) => a.origin === location.origin && callToInvest.test(a.pathname) && !a.hash,
    );
    return links.map((a) => {
      const base = { href: a.getAttribute('href') ?? '', text: a.textContent.trim() };
      const header = a.closest('header');
      const footer = document.querySelector('footer [data-disclaimer]');
      if (header !== null) {
        // The desktop bar's Apply and links are chrome on every page: the disclaimer
        // covers them, and the menu (where Apply fills the screen) has its risk line.
        const problem =
          footer === null
            ? 'no footer disclaimer'
            : problemWith(header.querySelector('[data-site-menu] [data-risk-line]'), false);
        return { ...base, place: 'header', problem };
      }
      if (a.closest('footer') !== null) {
        return {
          ...base,
          place: 'footer',
          problem: footer === null ? 'no footer disclaimer' : null,
        };
      }
      // Walk out, section by section, to the band directly under main.
      let band = a.closest('section');
      let line: Element | null = null;
      while (band !== null) {
        line = band.querySelector('[data-risk-line]');
        if (line !== null) break;
        const outer = band.parentElement?.closest('section') ?? null;
        if (outer === null) break;
        band = outer;
      }
      return { ...base, place: 'body', problem: problemWith(line, true) };
    });
  }, CALL_TO_INVEST.source);
}

/**
 * A sentence that announces something to be published later, in English or Arabic ("will be
 * published", "coming soon", "published ... before launch", "سيُنشر", "قبل الإطلاق"...); "not
 * published yet" (لم تُنشر) and "pre-launch" (ما قبل الإطلاق) are no promise; the Arabic "soon"
 * alone is the Upcoming badge and the spec's reply toast, so it does not count.
 */
const TO_COME =
  /to be published|coming soon|will be (published|named|set out|stated)|published (here )?(with them )?before|before launch|سيُنشر|ستُنشر|يُنشر|(?<!لم )تُنشر|ستُذكر|سيُذكر|(?<!ما )قبل الإطلاق/;

/**
 * Before launch: one pre-launch strip, above the header, in the page's words; and what is still
 * to be published said at most once in the main and the footer (FAQ answers opened; the spec's
 * own team placeholder on /about exempt). Launched: no strip.
 */
export async function expectPrelaunchSaidOnce(
  page: Page,
  strip: string,
  launched: boolean,
): Promise<void> {
  const found = page.locator('[data-prelaunch-strip]');
  if (launched) {
    await expect(found).toHaveCount(0);
    return;
  }
  await expect(found).toHaveCount(1);
  await expect(found).toHaveText(strip);
  const aboveHeader = await found.evaluate(
    (el) =>
      (el.compareDocumentPosition(document.querySelector('[data-site-header]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING) !==
      0,
  );
  expect(aboveHeader).toBe(true);
  const sentences = await page.evaluate((source) => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const pattern = new RegExp(source);
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
  expect(sentences.length, sentences.join(' | ')).toBeLessThanOrEqual(1);
}

/**
 * No two risk modules on a phone's screen (844 px tall) at once: every gap between the visible
 * risk lines of the main is at least that tall. An error page has none, and no call to invest.
 */
export async function expectRiskModulesApart(page: Page, errorPage: boolean): Promise<void> {
  if (errorPage) {
    await expect(page.locator('main [data-risk-line]')).toHaveCount(0);
    await expect(page.locator('main a[href$="/pools"]')).toHaveCount(0);
    return;
  }
  const screen = 844;
  const boxes = await page.locator('main [data-risk-line]').evaluateAll((lines) =>
    lines
      .map((line) => line.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => ({ top: box.top + scrollY, bottom: box.bottom + scrollY }))
      .sort((a, b) => a.top - b.top),
  );
  const gaps = boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i]!.bottom));
  for (const gap of gaps) expect(gap, `gaps ${gaps.join(', ')} px`).toBeGreaterThanOrEqual(screen);
}
