import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  checkBudget,
  CONTROL_PAGE,
  controlLine,
  markdownTable,
  median,
  medianSummary,
  summarize,
  type Budgets,
  type LighthouseResult,
  type RunSummary,
} from './bench-report.ts';

/** A Lighthouse result with perfect scores, the given metrics and requests. */
function lhr(overrides: {
  scores?: Partial<Record<string, number>>;
  metrics?: Partial<Record<string, number>>;
  requests?: { resourceType: string; transferSize: number }[];
  failing?: Record<string, string[]>;
  consoleErrors?: { description: string; url: string }[];
}): LighthouseResult {
  const metrics = {
    'first-contentful-paint': 800,
    'largest-contentful-paint': 900,
    'total-blocking-time': 0,
    'cumulative-layout-shift': 0,
    ...overrides.metrics,
  };
  const categories: LighthouseResult['categories'] = {};
  const audits: LighthouseResult['audits'] = {};
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const failing = overrides.failing?.[id] ?? [];
    categories[id] = {
      score: overrides.scores?.[id] ?? 1,
      auditRefs: [`${id}-ok`, ...failing].map((audit) => ({ id: audit, weight: 1 })),
    };
    audits[`${id}-ok`] = { score: 1, scoreDisplayMode: 'binary', title: 'ok' };
    for (const audit of failing) {
      audits[audit] = { score: 0, scoreDisplayMode: 'binary', title: audit };
    }
  }
  for (const [id, value] of Object.entries(metrics)) {
    // A metric listed as failing keeps its failing score.
    const score = audits[id]?.score ?? 1;
    audits[id] = { score, scoreDisplayMode: 'numeric', numericValue: value, title: id };
  }
  audits['network-requests'] = {
    score: null,
    scoreDisplayMode: 'informative',
    title: 'Network Requests',
    details: {
      type: 'table',
      items: (overrides.requests ?? []).map((request, i) => ({ url: `/r${i}`, ...request })),
    },
  };
  audits['errors-in-console'] = {
    score: overrides.consoleErrors?.length ? 0 : 1,
    scoreDisplayMode: 'binary',
    title: 'Browser errors were logged to the console',
    details: {
      type: 'table',
      items: (overrides.consoleErrors ?? []).map(({ description, url }) => ({
        source: 'network',
        description,
        sourceLocation: { type: 'source-location', url, line: 0, column: 0 },
      })),
    },
  };
  return { lighthouseVersion: '12', categories, audits };
}

const requests = [
  { resourceType: 'Document', transferSize: 9_000 },
  { resourceType: 'Stylesheet', transferSize: 7_000 },
  { resourceType: 'Font', transferSize: 30_000 },
  { resourceType: 'Image', transferSize: 500 },
];

describe('summarize', () => {
  it('reads scores, metrics and transferred bytes by kind', () => {
    const summary = summarize(lhr({ scores: { seo: 0.92 }, requests }));
    expect(summary.scores).toEqual({
      performance: 100,
      accessibility: 100,
      'best-practices': 100,
      seo: 92,
    });
    expect(summary.metrics['largest-contentful-paint']).toBe(900);
    expect(summary.bytes).toEqual({
      document: 9_000,
      stylesheet: 7_000,
      script: 0,
      font: 30_000,
      total: 46_500,
    });
    expect(summary.requests).toBe(4);
  });

  it('lists the scored audits that failed', () => {
    const summary = summarize(lhr({ failing: { seo: ['http-status-code'] } }));
    expect(summary.failingAudits.seo).toEqual(['http-status-code']);
    expect(summary.failingAudits.performance).toEqual([]);
  });

  it('refuses a run Lighthouse could not complete', () => {
    const failed = { ...lhr({}), runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    expect(() => summarize(failed)).toThrow(/NO_FCP/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('medianSummary', () => {
  it('takes each number on its own and keeps audits failing in most runs', () => {
    const runs: RunSummary[] = [
      summarize(lhr({ metrics: { 'largest-contentful-paint': 1500 }, failing: { seo: ['a'] } })),
      summarize(
        lhr({ metrics: { 'largest-contentful-paint': 900 }, failing: { seo: ['a', 'b'] } }),
      ),
      summarize(lhr({ metrics: { 'largest-contentful-paint': 1000 } })),
    ];
    const summary = medianSummary(runs);
    expect(summary.metrics['largest-contentful-paint']).toBe(1000);
    expect(summary.failingAudits.seo).toEqual(['a']);
  });
});

const budgets: Budgets = {
  runs: 3,
  routes: ['/', '/contact', '/missing'],
  default: {
    minScores: { performance: 100, seo: 100 },
    maxMetrics: { 'largest-contentful-paint': 1200, 'cumulative-layout-shift': 0 },
    maxBytes: { script: 0, stylesheet: 15_360 },
  },
  routeOverrides: {
    '/': { maxBytes: { total: 102_400 } },
    '/contact': { maxBytes: { script: 76_800 } },
    '/missing': { expectedFailingAudits: { seo: ['http-status-code', 'is-crawlable'] } },
  },
};

describe('budgetFor', () => {
  it('merges a route override over the defaults', () => {
    expect(budgetFor(budgets, '/contact').maxBytes).toEqual({ script: 76_800, stylesheet: 15_360 });
    expect(budgetFor(budgets, '/').maxBytes).toEqual({
      script: 0,
      stylesheet: 15_360,
      total: 102_400,
    });
  });
});

describe('checkBudget', () => {
  it('passes a run within every limit', () => {
    const summary = summarize(lhr({ requests }));
    expect(checkBudget('/', summary, budgetFor(budgets, '/'))).toEqual([]);
  });

  it('lists each broken limit', () => {
    const summary = summarize(
      lhr({
        scores: { performance: 0.97 },
        failing: { performance: ['largest-contentful-paint'] },
        metrics: { 'largest-contentful-paint': 1_800, 'cumulative-layout-shift': 0.02 },
        requests: [...requests, { resourceType: 'Script', transferSize: 2_000 }],
      }),
    );
    expect(checkBudget('/pools', summary, budgetFor(budgets, '/pools'))).toEqual([
      '/pools: performance score 97 < 100 (failing audits: largest-contentful-paint)',
      '/pools: largest-contentful-paint 1800 ms > 1200 ms',
      '/pools: cumulative-layout-shift 0.020 > 0.000',
      '/pools: script bytes 2000 > 0',
    ]);
  });

  it('accepts a low score only when every failing audit is an expected one', () => {
    const expected = summarize(
      lhr({ scores: { seo: 0.66 }, failing: { seo: ['http-status-code', 'is-crawlable'] } }),
    );
    expect(checkBudget('/missing', expected, budgetFor(budgets, '/missing'))).toEqual([]);
    const unexpected = summarize(
      lhr({ scores: { seo: 0.58 }, failing: { seo: ['http-status-code', 'meta-description'] } }),
    );
    expect(checkBudget('/missing', unexpected, budgetFor(budgets, '/missing'))).toEqual([
      '/missing: seo score 58 < 100 (failing audits: meta-description)',
    ]);
    // Elsewhere the same failure is not excused.
    expect(checkBudget('/', expected, budgetFor(budgets, '/'))).toHaveLength(1);
  });
});

describe('checkBudget on console errors', () => {
  const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  const budget = {
    minScores: { 'best-practices': 100 },
    expectedFailingAudits: { 'best-practices': ['errors-in-console'] },
  };
  const withErrors = (errors: { description: string; url: string }[]) =>
    summarize(
      lhr({
        scores: { 'best-practices': 0.96 },
        failing: { 'best-practices': ['errors-in-console'] },
        consoleErrors: errors,
      }),
    );

  it("excuses the 404 page's own status error", () => {
    const summary = withErrors([{ description: notFound, url: 'http://127.0.0.1:1/missing' }]);
    expect(checkBudget('/missing', summary, budget)).toEqual([]);
  });

  it('does not excuse any other error on the same page', () => {
    const summary = withErrors([
      { description: notFound, url: 'http://127.0.0.1:1/missing' },
      { description: notFound, url: 'http://127.0.0.1:1/_astro/gone.css' },
    ]);
    expect(checkBudget('/missing', summary, budget)).toEqual([
      '/missing: best-practices score 96 < 100 (failing audits: errors-in-console)',
    ]);
  });
});

describe('markdownTable', () => {
  it('prints a header and one row per route', () => {
    const table = markdownTable([{ route: '/', summary: summarize(lhr({ requests })) }]);
    expect(table.split('\n')).toEqual([
      '| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | HTML | CSS | JS | Fonts | Total | Requests |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| / | 100 | 100 | 100 | 100 | 800 ms | 900 ms | 0 ms | 0.000 | 8.8 KB | 6.8 KB | 0 | 29.3 KB | 45.4 KB | 4 |',
    ]);
  });
});

describe('controlLine', () => {
  it('states the control page median scores and timings, with no budget', () => {
    const summary = summarize(
      lhr({ scores: { performance: 0.99 }, metrics: { 'total-blocking-time': 36.4 } }),
    );
    expect(controlLine(summary)).toBe(
      'Control page (one paragraph, no CSS, script or font; no budget): performance 99, ' +
        'FCP 800 ms, LCP 900 ms, TBT 36 ms. ' +
        'Its TBT is what Chromium and Lighthouse cost by themselves on this machine.',
    );
  });
});

describe('CONTROL_PAGE', () => {
  it('is a complete page with one paragraph and nothing to fetch', () => {
    expect(CONTROL_PAGE).toMatch(/^<!doctype html><html lang="en">/);
    expect(CONTROL_PAGE).toContain('<meta name="viewport"');
    expect(CONTROL_PAGE.match(/<p>/g)).toHaveLength(1);
    expect(CONTROL_PAGE).not.toMatch(/<(script|style|link|img)\b|\b(src|href)=/);
  });
});
