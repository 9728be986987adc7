// Every route and pool page, plus the 404 page, in English and in Arabic (right to left), at a
// phone's and a desktop's width, in the light and the dark scheme, loaded once each and checked
// for everything a page owes every visitor:
// - axe finds no violation (colour contrast in both schemes included: in the dark one, which
//   changes colours only, only the rules colours decide);
// - nothing is logged as an error, and the Content-Security-Policy (default-src 'none', no
//   'unsafe-inline') is violated by nothing: no unhashed inline script or style, no style
//   attribute, no file from elsewhere;
// - at the phone's width: no script file at load, and no script but the header's inline one
//   outside the form pages; one h1 and headings that never skip; careful wording ("guaranteed"
//   only as "not guaranteed", never "safe" or "risk-free"); no sideways scroll at 320 px; before
//   launch one pre-launch strip and "to be published" at most once; no two risk modules within a
//   phone's screen of each other, and none on an error page;
// - every call to invest (a link to /pools, a pool or its form) has its risk line beside it, at
//   both widths (page-checks.ts riskLineFindings);
// - the page looks as its committed baseline (every-page.spec.ts-snapshots/), at both widths in
//   the light scheme and at the phone's width in the dark one: a change that alters what a visitor
//   sees fails here until its new baselines are looked at and committed
//   (`npx playwright test e2e/every-page.spec.ts --update-snapshots`).
// One load for all of them, in one page per worker (support/shared-page.ts), keeps the suite
// within its time on a 2-core machine.
import { readFile } from 'node:fs/promises';
import {
  axeViolations,
  expectCarefulWording,
  expectHeadingOutline,
  expectNoSidewaysScrollAt320,
  expectOnlyTheHeaderScript,
  expectPrelaunchSaidOnce,
  expectRiskModulesApart,
  riskLineFindings,
} from './page-checks';
import { expect, test } from './support/shared-page';
import { isLaunched } from '../src/content/facts';
import { words } from '../src/content/i18n';
import {
  AR_MISSING_PATH,
  AR_POOL_PATHS,
  AR_ROUTES,
  MISSING_PATH,
  POOL_PATHS,
  ROUTES,
} from './routes';

const MISSING = [MISSING_PATH, AR_MISSING_PATH];
const PAGES = [
  ...ROUTES,
  ...POOL_PATHS,
  MISSING_PATH,
  ...AR_ROUTES,
  ...AR_POOL_PATHS,
  AR_MISSING_PATH,
];

/** The pages whose purpose is a form: their island is the one script a page may ship. */
const isFormPage = (path: string) => /\/(apply|waitlist|contact)$/.test(path);

/**
 * The axe rules colours decide. The dark scheme changes colours only, on the same document: the
 * light scheme's run at the same width has checked everything else (names, roles, landmarks...),
 * and contrast is most of axe's time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

const COMBINATIONS = [
  { width: 390, scheme: 'light' },
  { width: 390, scheme: 'dark' },
  // The dark scheme changes colours only, which the phone's width already shows (axe's contrast
  // check included); the desktop's width is looked at in the light one.
  { width: 1280, scheme: 'light' },
] as const;

// Antialiasing differs between runs only within pixelmatch's colour threshold (no pixel counted
// here); a changed word (179 pixels for "apply" to "invest"), line break, layout or colour counts
// more than 50. A count, not a ratio: 0.2% of a long page is thousands of pixels.
const TOLERANCE = { maxDiffPixels: 50 };

// axe and a full-page screenshot in one test: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const { width, scheme } of COMBINATIONS) {
  test.describe(`${scheme}, ${width} px`, () => {
    for (const path of PAGES) {
      test(`${path}: no axe violation, no error or CSP violation, a risk line beside every call to invest, looks as its baseline`, async ({
        shared,
      }) => {
        const { page } = shared;
        await page.setViewportSize({ width, height: 900 });
        // Motion would catch sections halfway into view; the look at rest is what is compared.
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await shared.takeProblems();
        shared.takeScriptRequests();
        const response = await page.goto(path);
        const csp = response?.headers()['content-security-policy'] ?? '';
        expect(csp).toContain("default-src 'none'");
        expect(csp).not.toContain('unsafe-inline');
        await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined)).toEqual([]);
        // The 404 page's own status is logged by Chromium as a failed resource load.
        const unexpected = (await shared.takeProblems()).filter(
          (text) => !(MISSING.includes(path) && text.includes('404')),
        );
        expect(unexpected).toEqual([]);
        if (scheme === 'light') {
          const findings = await riskLineFindings(page);
          // Every page has at least the header's and the footer's links to /pools.
          expect(findings.filter((finding) => finding.place === 'header').length).toBeGreaterThan(
            0,
          );
          expect(findings.filter((finding) => finding.problem !== null)).toEqual([]);
        }
        const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}-${scheme}.png`;
        // One shot: the page has settled (fonts ready, motion reduced, axe has waited out every
        // transition), so toHaveScreenshot's shoot-until-two-agree loop would only double the work.
        const shot = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        // The same pixels encode to the same bytes, as about four shots in five do: Playwright
        // decodes and compares both images pixel by pixel (0.1-0.6 s here) only when they differ.
        const baseline = await readFile(test.info().snapshotPath(name)).catch(() => undefined);
        if (!baseline?.equals(shot)) expect(shot).toMatchSnapshot(name, TOLERANCE);
        if (width === 390 && scheme === 'light') {
          // No script file at load, forms included (their island loads on the first interaction).
          expect(shared.takeScriptRequests()).toEqual([]);
          if (!isFormPage(path)) await expectOnlyTheHeaderScript(page);
          await expectHeadingOutline(page);
          await expectRiskModulesApart(page, MISSING.includes(path));
          const locale = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
          // It opens every <details>, as the next does.
          await expectPrelaunchSaidOnce(page, words(locale).prelaunch.strip, isLaunched());
          // Last: it narrows the window.
          await expectCarefulWording(page);
          await expectNoSidewaysScrollAt320(page);
        }
      });
    }
  });
}
