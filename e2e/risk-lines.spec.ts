import { expect, test } from '@playwright/test';
import {
  AR_MISSING_PATH,
  AR_POOL_PATHS,
  AR_ROUTES,
  MISSING_PATH,
  POOL_PATHS,
  ROUTES,
} from './routes';

/**
 * Issue 24: every call to invest has the risk beside it. A call to invest is any link or button
 * to /pools, a pool's page (/pools/<id>) or a pool's form (/pools/<id>/apply|waitlist), in either
 * language. In a page's body its band (the nearest `section` that holds a risk line, walking out
 * from the link, but never past the band directly under `main`) must hold a visible risk line at
 * a readable size, linking to a risk disclosure. The site chrome is checked as chrome: a link in
 * the header needs the risk line of the header's menu and the footer's disclaimer; a link in the
 * footer, the disclaimer beside it.
 */

const CALL_TO_INVEST = /^(\/ar)?\/pools(\/[^/]+(\/(apply|waitlist))?)?$/;

interface Finding {
  href: string;
  text: string;
  /** Where the link is: "header", "footer" or "body". */
  place: string;
  /** What covers it, or why nothing does. */
  problem: string | null;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const paths = [...ROUTES, ...POOL_PATHS, MISSING_PATH];
    const arPaths = [...AR_ROUTES, ...AR_POOL_PATHS, AR_MISSING_PATH];
    for (const path of [...paths, ...arPaths]) {
      test(`${path}: every call to invest has a risk line in its band`, async ({ page }) => {
        await page.goto(path);
        const findings = await page.evaluate((pattern): Finding[] => {
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
        // Every page has at least the header's and the footer's links to /pools.
        expect(findings.filter((finding) => finding.place === 'header').length).toBeGreaterThan(0);
        expect(findings.filter((finding) => finding.problem !== null)).toEqual([]);
      });
    }
  });
}

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
