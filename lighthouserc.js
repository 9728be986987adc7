// @ts-check
// Lighthouse CI's config for the bench. `npm run bench` (scripts/bench/bench.ts) runs `lhci autorun`
// with it twice: once on the site's routes, served by the production server that lhci starts, with
// the budgets below as assertions; once with BENCH_CONTROL=1 on the three control pages, with no budget.
// Lighthouse keeps its mobile defaults (simulated Slow 4G, 4x CPU slowdown). See bench/README.md.
//
// An ES module: lhci loads it with require(), which Node 24 allows for a module without top-level
// await; lhci reads its `ci` export.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from './e2e/support/chromium.ts';

/**
 * Paths the bench audits, in the table's order. Every budget below applies to each of them (the
 * 404 route swaps two category scores for their audits), so a new route only needs its path here.
 */
const ROUTES = [
  '/',
  // The Arabic home, an Arabic pool page and its form's page hold the same budgets.
  '/ar',
  '/ar/pools/dubai-1',
  '/ar/pools/dubai-1/apply',
  '/pools',
  '/pools/dubai-1',
  '/pools/dubai-1/apply',
  '/pools/dubai-2',
  '/pools/dubai-2/waitlist',
  '/pools/dubai-3',
  '/how-it-works',
  '/passports',
  '/about',
  '/contact',
  '/docs',
  '/this-page-does-not-exist',
];

const CONTROL = process.env['BENCH_CONTROL'] === '1';
// scripts/bench/bench.ts picks a free port, a throwaway data directory and maybe fewer routes; these
// defaults are for running `npx lhci autorun` by hand.
const PORT = process.env['BENCH_PORT'] ?? '4399';
const DATA_DIR = process.env['BENCH_DATA_DIR'] ?? path.join(os.tmpdir(), 'realyield-bench');
/** Where the reports of the last bench land (git-ignored); the bench's table is read from here. */
const RESULTS_DIR = CONTROL ? 'bench/results/control' : 'bench/results/routes';

/**
 * An assertion matrix entry for the routes whose whole path matches `pathPattern`.
 * @param {string} pathPattern
 * @param {Record<string, unknown>} assertions
 */
function forPaths(pathPattern, assertions) {
  return {
    matchingUrlPattern: `^https?://[^/]+${pathPattern}$`,
    // Every number is compared as the median of the runs, as the table shows it.
    aggregationMethod: 'median',
    assertions,
  };
}

/**
 * The budgets (bench/budgets.json), one file for lhci here and for scripts/bench/bench.ts.
 * @type {{ performanceMinScore: number, otherCategoriesMinScore: number, cumulativeLayoutShift: number, lcpBackstopMs: number, scriptBytes: number, totalBytes: number, formPageScriptBytes: number, formPageTotalBytes: number }}
 */
const BUDGETS = JSON.parse(readFileSync(new URL('./bench/budgets.json', import.meta.url), 'utf8'));

const max = (/** @type {number} */ maxNumericValue) => ['error', { maxNumericValue }];
const min = (/** @type {number} */ minScore) => ['error', { minScore }];
const full = min(BUDGETS.otherCategoriesMinScore);
const NOT_FOUND = '/this-page-does-not-exist';
/** The pages whose purpose is a form: their island may load with the page. */
const FORM_PAGES = '(/ar)?(/contact|/pools/[^/]+/(apply|waitlist))';

/**
 * The scored (weight > 0) audits of two categories in Lighthouse 12.6's default config, minus the
 * ones the 404 route fails by design. On that route they replace the category score, so any other
 * failure there still breaks the budget.
 */
const SEO_AUDITS_BUT_STATUS_AND_NOINDEX = [
  'document-title',
  'meta-description',
  'link-text',
  'crawlable-anchors',
  'robots-txt',
  'image-alt',
  'hreflang',
  'canonical',
];
const BEST_PRACTICES_AUDITS_BUT_CONSOLE = [
  'is-on-https',
  'redirects-http',
  'geolocation-on-start',
  'notification-on-start',
  'paste-preventing-inputs',
  'image-aspect-ratio',
  'image-size-responsive',
  'viewport',
  'font-size',
  'doctype',
  'charset',
  'deprecations',
  'third-party-cookies',
  'inspector-issues',
];

const assertMatrix = [
  forPaths('/.*', {
    // Lighthouse's mobile score moves a point or two with this machine's TBT alone (0-180 ms on a
    // bare page), so performance holds at 98; the other categories at 100.
    'categories:performance': min(BUDGETS.performanceMinScore),
    'categories:accessibility': full,
    // The LCP budget is relative to the brand control page of the same run (scripts/bench/bench.ts
    // checks it after lhci, which only compares with fixed numbers). This one is a backstop.
    'largest-contentful-paint': max(BUDGETS.lcpBackstopMs),
    'cumulative-layout-shift': max(BUDGETS.cumulativeLayoutShift),
  }),
  // No JavaScript at load but on the form pages; everything transferred at load, fonts included.
  forPaths(`(?!${FORM_PAGES}$)/.*`, {
    'resource-summary:script:size': max(BUDGETS.scriptBytes),
    'resource-summary:total:size': max(BUDGETS.totalBytes),
  }),
  forPaths(FORM_PAGES, {
    'resource-summary:script:size': max(BUDGETS.formPageScriptBytes),
    'resource-summary:total:size': max(BUDGETS.formPageTotalBytes),
  }),
  forPaths(`/(?!${NOT_FOUND.slice(1)}$).*`, {
    'categories:best-practices': full,
    'categories:seo': full,
  }),
  // The 404 page answers 404 and carries noindex, so it fails SEO's http-status-code and
  // is-crawlable, and Chromium logs its 404 status as one console error. Everything else holds.
  forPaths(NOT_FOUND, {
    ...Object.fromEntries(SEO_AUDITS_BUT_STATUS_AND_NOINDEX.map((id) => [id, full])),
    ...Object.fromEntries(BEST_PRACTICES_AUDITS_BUT_CONSOLE.map((id) => [id, full])),
    'errors-in-console': ['error', { maxLength: 1 }],
  }),
];

const shared = {
  numberOfRuns: 3,
  ...(chromiumPath() ? { chromePath: chromiumPath() } : {}),
  settings: {
    // lhci adds --headless=new.
    chromeFlags: CHROMIUM_FLAGS.join(' '),
    // Audit the 404 route instead of stopping at its status.
    ignoreStatusCode: true,
  },
};

export const ci = {
  collect: CONTROL
    ? // The control pages (scripts/bench/bench.ts writes them), from lhci's own static server: a bare
      // paragraph, one paragraph in the brand typeface loaded as the English pages load it, and one
      // Arabic paragraph in both faces loaded as the Arabic pages load them.
      {
        ...shared,
        staticDistDir: process.env['BENCH_CONTROL_DIR'] ?? 'bench/control',
        url: ['/', '/brand/', '/brand-ar/'],
      }
    : {
        ...shared,
        url: (process.env['BENCH_ROUTES']?.split(',') ?? ROUTES).map(
          (route) => `http://127.0.0.1:${PORT}${route}`,
        ),
        startServerCommand: `PORT=${PORT} HOST=127.0.0.1 DATA_DIR='${DATA_DIR}' LOG_LEVEL=info node server/main.ts`,
        // Fastify logs "Server listening at ..." at info level once the socket is bound; lhci
        // reads the output until then and drops the rest.
        startServerReadyPattern: 'listening',
        startServerReadyTimeout: 30_000,
      },
  ...(CONTROL ? {} : { assert: { assertMatrix } }),
  upload: { target: 'filesystem', outputDir: RESULTS_DIR },
};
