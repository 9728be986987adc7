import { expect, test, type Page } from './support/reused-page';
import { HEADER_SOLID_AFTER_PX } from '@/components/site/page-enhancement';
import { facts } from '@/content/facts';
import { words } from '@/content/i18n';
import { MISSING_PATH, ROUTES, site } from './routes';

const menuLabels = {
  open: words('en').site.chrome.menuOpen,
  close: words('en').site.chrome.menuClose,
};

const header = (page: Page) => page.locator('[data-site-header]');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const link of site.nav) {
    test(`"${link.label}" leads to ${link.href} and is marked current there`, async ({ page }) => {
      await page.goto('/');
      await mainNav(page).getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const current = mainNav(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(link.label);
    });
  }

  test('the brand leads home and Apply leads to /pools', async ({ page }) => {
    await page.goto('/about');
    await expect(header(page).getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute(
      'href',
      '/pools',
    );
    await header(page).getByRole('link', { name: site.name }).click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test(`is transparent at the top and solid after ${HEADER_SOLID_AFTER_PX} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/docs');
    const background = () => header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    const transparent = 'rgba(0, 0, 0, 0)';
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };

    await expect(header(page)).toHaveAttribute('data-at-top');
    expect(await background()).toBe(transparent);

    await scrollTo(15);
    await expect(header(page)).toHaveAttribute('data-at-top');
    expect(await background()).toBe(transparent);

    await scrollTo(HEADER_SOLID_AFTER_PX + 1);
    await expect(header(page)).not.toHaveAttribute('data-at-top');
    await expect.poll(background).not.toBe(transparent);

    await scrollTo(0);
    await expect(header(page)).toHaveAttribute('data-at-top');
    await expect.poll(background).toBe(transparent);
  });

  test('is solid on a page opened scrolled down, before any scroll event', async ({ page }) => {
    await page.goto('/docs#terms');
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(HEADER_SOLID_AFTER_PX);
    await expect(header(page)).not.toHaveAttribute('data-at-top');
  });

  test('anchored sections land below the header', async ({ page }) => {
    await page.goto('/docs#terms');
    const headerBottom = await header(page).evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator('#terms').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });
});

/**
 * In-page anchors land exactly under the header: every band is laid out from the start (nothing
 * is skipped until it comes near the screen), so what lies above a target has its real height.
 */
test.describe('anchors', () => {
  /** The target's top less the header's bottom, once the (smooth) scroll has settled. */
  const landing = (page: Page, id: string) =>
    page.evaluate(
      (id) =>
        document.getElementById(id)!.getBoundingClientRect().top -
        document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom,
      id,
    );
  // Targets below several bands, each linked from the site (the last two also from their own
  // page); /docs at 1280 px has its sticky contents bar (4rem) under the header.
  const opened = ['/how-it-works#yield-sources', '/pools/dubai-1#proof', '/docs#privacy'];
  const followed = ['/docs#privacy', '/pools#risks'];

  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      for (const target of opened) {
        test(`${target} opened from another page lands under the header`, async ({ page }) => {
          await page.goto('/about');
          await page.goto(target);
          const id = target.split('#')[1]!;
          await expect.poll(() => landing(page, id)).toBeGreaterThanOrEqual(0);
          await expect.poll(() => landing(page, id)).toBeLessThanOrEqual(96);
        });
      }

      for (const target of followed) {
        test(`${target} followed from its own page lands under the header`, async ({ page }) => {
          const [path, id] = target.split('#') as [string, string];
          await page.goto(path);
          await page.locator(`a[href="#${id}"]:visible`).first().click();
          await expect.poll(() => landing(page, id)).toBeGreaterThanOrEqual(0);
          await expect.poll(() => landing(page, id)).toBeLessThanOrEqual(96);
        });
      }
    });
  }
});

/** The menu toggle while the menu is open. */
const closeButton = (page: Page) =>
  page.getByRole('button', { name: menuLabels.close, exact: true });

/**
 * Opens the mobile menu and checks the toggle has turned into its Close state: its name and its
 * icon (lucide's X instead of the menu bars), and the header not dimmed by the menu's backdrop.
 */
async function expectCloseState(page: Page) {
  const close = closeButton(page);
  await expect(close).toBeVisible();
  await expect(close.locator('svg.lucide-x')).toBeVisible();
  await expect(close.locator('svg.lucide-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: menuLabels.open, exact: true })).toHaveCount(0);
  // The toggle is the topmost element at its centre: no backdrop lies over the header.
  const onTop = await close.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(onTop).toBe(true);
}

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const toggle = (page: Page) => page.getByRole('button', { name: menuLabels.open, exact: true });
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

  test('opens, closes with Escape and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
    for (const link of site.nav) {
      await expect(menu(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
    }

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('the toggle reads and works as Close while the menu is open', async ({ page }) => {
    await page.goto('/');
    await expect(toggle(page).locator('svg.lucide-menu')).toBeVisible();
    await expect(toggle(page).locator('svg.lucide-x')).toBeHidden();
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expectCloseState(page);
    await closeButton(page).click();
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
  });

  test('is operable from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link').first()).toBeFocused();
  });

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'Passports', exact: true }).click();
    await expect(page).toHaveURL('/passports');
    await expect(menu(page)).toBeHidden();
  });

  test('closes when a same-page anchor in it is chosen', async ({ page }) => {
    await page.goto('/docs');
    // The menu holds page links only; give it an in-page anchor, as a later menu item might be.
    await page.locator('[data-site-menu] ul').evaluate((list) => {
      list.insertAdjacentHTML('beforeend', '<li><a href="#terms">Terms</a></li>');
    });
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/docs#terms$/);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the three columns, the disclaimer and the year, and a profile only once confirmed', async ({
    page,
  }) => {
    await page.goto('/pools');
    const footer = page.getByRole('contentinfo');
    const expected: Record<string, [string, string][]> = {
      Company: [
        ['About', '/about'],
        ['Contact', '/contact'],
      ],
      Product: [
        ['Pools', '/pools'],
        ['How It Works', '/how-it-works'],
        ['Passports', '/passports'],
      ],
      Legal: [
        ['Docs & FAQs', '/docs'],
        ['Terms', '/docs#terms'],
        ['Privacy', '/docs#privacy'],
      ],
    };
    for (const [column, links] of Object.entries(expected)) {
      const nav = footer.getByRole('navigation', { name: column });
      await expect(nav.getByRole('heading', { name: column })).toBeVisible();
      for (const [label, href] of links) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
    }
    // A profile is linked only once the operator confirms it (pools.launched.spec.ts checks the
    // confirmed links).
    await expect(footer.getByRole('link', { name: /on (X|Telegram)/ })).toHaveCount(
      facts.contact.handlesConfirmed ? 2 : 0,
    );
    // The spec's disclaimer, and the statements VARA's Marketing Regulations ask of a loss warning.
    for (const words of [
      'targets, not guarantees',
      'risk of loss of principal',
      'no financial protection or compensation scheme',
      'illiquid',
      'irreversible',
      'fraud, theft and hacks',
      'public ledger',
    ]) {
      await expect(footer).toContainText(words);
    }
  });

  // A fake clock stays with its page: a page of its own.
  test("shows the visitor's current year even when the build is older", async ({
    freshPage: page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/');
    await expect(page.locator('[data-current-year]')).toHaveText('2031');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
  });

  test('Terms and Privacy land on their sections of /docs', async ({ page }) => {
    for (const id of ['terms', 'privacy']) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: id, exact: false }).click();
      await expect(page).toHaveURL(`/docs#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });
});

// The JavaScript budget of every page (only the header's inline script, no file at load):
// e2e/every-page.spec.ts.

test.describe('404', () => {
  test('unknown paths answer 404 with the site look and a way home', async ({ page }) => {
    const response = await page.goto(MISSING_PATH);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...ROUTES, MISSING_PATH]) {
    test(`${path} still shows its heading, navigation and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Nothing tracks scrolling, so the header stays readable (solid).
      const background = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('the mobile menu still opens, reads Close, closes, and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: menuLabels.open, exact: true });
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expectCloseState(page);
    await closeButton(page).click();
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
  });
});

test.describe('motion', () => {
  test('under reduced motion no animation runs, even after scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ROUTES) {
      await page.goto(path);
      await page.evaluate(async () => {
        const step = window.innerHeight / 2;
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise(requestAnimationFrame);
        }
      });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .map((animation) => String(animation.id || animation.constructor.name)),
      );
      expect(running, path).toEqual([]);
    }
  });

  test('without that preference, sections rise in on scroll and the first never moves', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const animated = await page.evaluate(() =>
      document.getAnimations().map((animation) => (animation as CSSAnimation).animationName ?? ''),
    );
    expect(animated.length).toBeGreaterThan(0);
    expect(new Set(animated)).toEqual(new Set(['rise-in']));
    const firstSectionAnimations = await page
      .locator('main > section')
      .first()
      .evaluate((section) => section.getAnimations({ subtree: true }).length);
    expect(firstSectionAnimations).toBe(0);
  });
});

/** Layout details of the type and the form controls that a browser can see. */
test.describe('type and controls', () => {
  test('form controls are drawn in the scheme: in the dark an unchecked box is the surface, a checked one the brand', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/pools/dubai-1/apply');
    const colour = (name: string) =>
      page.evaluate((variable) => {
        const probe = document.createElement('i');
        probe.style.color = `var(${variable})`;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      }, name);
    const [surface, brand] = [await colour('--color-surface'), await colour('--color-brand')];
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('input[type="radio"]')).toBe(surface);
    expect(await background('input[type="checkbox"]')).toBe(surface);
    await page.locator('input[type="radio"]').first().check();
    await page.locator('input[type="checkbox"]').first().check();
    // Checking eases the colour in: the checked look is the one it settles on.
    await expect.poll(() => background('input[type="radio"]:checked')).toBe(brand);
    await expect.poll(() => background('input[type="checkbox"]:checked')).toBe(brand);
    // The select's arrow sits inside its padding, clear of the border.
    const select = page.locator('select').first();
    const [box, arrow] = await select.evaluate((el) => [
      el.getBoundingClientRect().right,
      el.parentElement!.querySelector('svg')!.getBoundingClientRect().right,
    ]);
    expect(box! - arrow!).toBeGreaterThanOrEqual(12);
  });

  for (const path of ['/pools/dubai-1', '/ar/pools/dubai-1']) {
    test(`${path}: the tenor keeps its number and unit on one line`, async ({ page }) => {
      await page.goto(path);
      const tenor = page.locator('dd').filter({ hasText: /^\s*\d+\u00a0\S+\s*$/ });
      await expect(tenor.first()).toBeVisible();
    });
  }

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const path of [
      '/pools/dubai-1/apply',
      '/pools/dubai-2/waitlist',
      '/ar/pools/dubai-1/apply',
    ]) {
      test(`${path}: the breadcrumb stays on one line`, async ({ page }) => {
        await page.goto(path);
        const steps = page.locator('main nav ol > li');
        const tops = await steps.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().top)),
        );
        expect(tops.length).toBeGreaterThanOrEqual(3);
        expect(new Set(tops).size).toBe(1);
        // The page's own step is whole; only the pool's name may be cut.
        const current = steps.last();
        expect(await current.evaluate((el) => el.scrollWidth <= Math.ceil(el.clientWidth))).toBe(
          true,
        );
      });
    }

    test("the home hero card keeps the collateral whole and its caveat under the figure's size", async ({
      page,
    }) => {
      await page.goto('/');
      const card = page.locator('[data-hero-pool]');
      const collateral = card.locator('p span').last();
      await expect(collateral).toHaveText('Sub-lease rights (not ownership)');
      expect(await collateral.evaluate((el) => el.getClientRects().length)).toBe(1);
      const [figureSize, qualifierSize] = await card
        .locator('[data-yield-figure] > span')
        .evaluateAll((spans) =>
          spans.slice(-2).map((span) => {
            const sizes = [span, ...span.querySelectorAll('span')].map((el) =>
              parseFloat(getComputedStyle(el).fontSize),
            );
            return Math.max(...sizes);
          }),
        );
      expect(qualifierSize).toBeLessThan(figureSize ?? 0);
    });
  });
});

/**
 * The text at each line end under `root` (the visible characters just before and after each
 * break, and whether white space lies between them), minus what sits in `skip`: read from the
 * rendered lines, so it holds for any font.
 */
function lineEnds(page: Page, root: string) {
  return page.locator(root).evaluateAll((roots) => {
    const ends: { before: string; after: string; atSpace: boolean }[] = [];
    const range = document.createRange();
    for (const rootElement of roots) {
      const chars: { char: string; top: number; bottom: number; space: boolean }[] = [];
      let space = false;
      const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent?.checkVisibility()) continue;
        for (let i = 0; i < text.data.length; i++) {
          const char = text.data[i] ?? '';
          if (/\s/.test(char)) space = true;
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0 && !/\s/.test(char)) {
            chars.push({ char, top: rect.top, bottom: rect.bottom, space });
            space = false;
          }
        }
      }
      for (let i = 1; i < chars.length; i++) {
        const [prev, next] = [chars[i - 1]!, chars[i]!];
        if (next.top > prev.bottom - 2) {
          ends.push({ before: prev.char, after: next.char, atSpace: next.space });
        }
      }
    }
    return ends;
  });
}

test.describe('at 390 px, words', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, root] of [
    ['/', 'body'],
    ['/pools', 'body'],
    ['/pools/dubai-1', 'body'],
    ['/pools/dubai-2/waitlist', 'body'],
    ['/how-it-works', 'body'],
    ['/interest/application-confirmed', 'body'],
    ['/docs', '#privacy, #faq'],
  ] as const) {
    test(`${path}: no line ends on a hyphen`, async ({ page }) => {
      await page.goto(path);
      const onHyphen = (await lineEnds(page, root)).filter((end) => end.before === '-');
      expect(onHyphen).toEqual([]);
    });
  }

  for (const path of ['/docs', '/ar/docs']) {
    test(`${path}: the privacy summary table breaks lines only between words`, async ({ page }) => {
      await page.goto(path);
      const ends = await lineEnds(page, '#privacy table td, #privacy table th');
      expect(ends.length).toBeGreaterThan(0);
      const word = /^[\p{L}\p{N}]$/u;
      const midWord = ends.filter(
        (end) => !end.atSpace && word.test(end.before) && word.test(end.after),
      );
      expect(midWord).toEqual([]);
    });
  }
});

test.describe('layout fixes', () => {
  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the pools' apply band: a gap between the button and the risk line", async ({ page }) => {
      await page.goto('/pools/dubai-1');
      const band = page.locator('#apply');
      const button = await band.locator('a[href$="/apply"]').boundingBox();
      const risk = await band.locator('[data-risk-line]').boundingBox();
      expect(risk!.y - (button!.y + button!.height)).toBeGreaterThanOrEqual(16);
    });

    for (const path of ['/passports', '/ar/passports']) {
      test(`${path}: the featured column runs unbroken from its header to its button`, async ({
        page,
      }) => {
        await page.goto(path);
        const segments = await page.locator('[data-tier-table]').evaluate((table) => {
          const headers = [...table.querySelectorAll('thead th[data-tier]')];
          const column = headers.length - 1;
          const rects: { top: number; bottom: number; left: number; right: number; bg: string }[] =
            [];
          const head = headers[column]!;
          const r = head.getBoundingClientRect();
          rects.push({ ...r.toJSON(), bg: getComputedStyle(head).backgroundColor });
          for (const row of table.querySelectorAll('tbody tr, tfoot tr')) {
            const th = row.querySelector('th')!;
            const after = getComputedStyle(th, '::after');
            const box = th.getBoundingClientRect();
            if (getComputedStyle(th).position !== 'static' && after.content !== 'none') {
              const width = parseFloat(after.width);
              const rtl = getComputedStyle(th).direction === 'rtl';
              const left = rtl ? box.left : box.right - width;
              rects.push({
                top: box.top,
                bottom: box.bottom,
                left,
                right: left + width,
                bg: after.backgroundColor,
              });
            }
            const cell = row.querySelectorAll('td')[column]!;
            const c = cell.getBoundingClientRect();
            rects.push({ ...c.toJSON(), bg: getComputedStyle(cell).backgroundColor });
          }
          return rects;
        });
        const [first] = segments;
        for (const [index, segment] of segments.entries()) {
          expect(segment.bg).toBe(first!.bg);
          expect(Math.abs(segment.left - first!.left)).toBeLessThan(1.5);
          expect(Math.abs(segment.right - first!.right)).toBeLessThan(1.5);
          if (index > 0) expect(segment.top - segments[index - 1]!.bottom).toBeLessThan(1.5);
        }
      });
    }

    // The pool page's eyebrow (status, location, kind) and the home page's featured pool card
    // (location, underlying): one DividedLine each.
    for (const [path, rowOf, count] of [
      [
        '/pools/dubai-1',
        (page: Page) => page.locator('main h1').locator('xpath=preceding-sibling::div[1]'),
        3,
      ],
      [
        '/ar/pools/dubai-1',
        (page: Page) => page.locator('main h1').locator('xpath=preceding-sibling::div[1]'),
        3,
      ],
      [
        '/',
        (page: Page) =>
          page.locator('[data-hero-pool] h2').locator('xpath=../../following-sibling::div[1]'),
        2,
      ],
    ] as const) {
      test(`${path}: the dividers stand only between parts on one line`, async ({ page }) => {
        await page.goto(path);
        const row = rowOf(page);
        const parts = await row.evaluate((clip) => {
          const box = clip.getBoundingClientRect();
          return [...clip.querySelectorAll(':scope > p > *')].map((part) => {
            const rect = part.getBoundingClientRect();
            const style = getComputedStyle(part);
            const rtl = style.direction === 'rtl';
            const width = parseFloat(style.borderInlineStartWidth);
            const border = rtl ? [rect.right - width, rect.right] : [rect.left, rect.left + width];
            const shown = border[0]! >= box.left - 0.5 && border[1]! <= box.right + 0.5;
            return { middle: rect.top + rect.height / 2, width, shown };
          });
        });
        expect(parts).toHaveLength(count);
        // Each part after the first on its line shows its divider; the one that starts a line
        // (always the first) shows none.
        const lines = new Set(parts.map((part) => Math.round(part.middle / 4)));
        expect(parts.filter((part) => part.shown)).toHaveLength(parts.length - lines.size);
        expect(parts[0]!.shown).toBe(false);
        expect(parts.every((part) => part.width > 0)).toBe(true);
        if (path === '/pools/dubai-1') expect(lines.size).toBe(1);
      });
    }
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('/ar: the figures keep their labels level', async ({ page }) => {
      await page.goto('/ar');
      const tops = await page
        .locator('#stats dt')
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().top));
      expect(tops).toHaveLength(3);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    });

    for (const id of ['dubai-2', 'dubai-3']) {
      test(`/pools/${id}: the pool's name is one line`, async ({ page }) => {
        await page.goto(`/pools/${id}`);
        const lines = await page
          .locator('main h1')
          .evaluate(
            (h1) => h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight),
          );
        expect(lines).toBeLessThan(1.5);
      });
    }

    test("the open pool card's strip is one colour", async ({ page }) => {
      await page.goto('/pools');
      const strip = page.locator('[data-pool="dubai-1"] > span[aria-hidden="true"]').first();
      expect(await strip.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    });

    test("/docs: the privacy notice's subheads are set apart from its text", async ({ page }) => {
      await page.goto('/docs');
      const style = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const s = getComputedStyle(el);
            return { weight: Number(s.fontWeight), colour: s.color, size: parseFloat(s.fontSize) };
          });
      const [heading, text] = [await style('#privacy h3'), await style('#privacy p')];
      expect(heading.weight).toBeGreaterThanOrEqual(600);
      expect(heading.colour).not.toBe(text.colour);
      expect(heading.size).toBeGreaterThan(text.size);
    });
  });
});
