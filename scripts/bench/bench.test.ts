import { describe, expect, it } from 'vitest';
import {
  brandControlHtml,
  brandControlOf,
  brokenLine,
  controlLine,
  lcpLimit,
  lcpOverControl,
  markdownTable,
  median,
  medianRowsByPage,
  preloadedFonts,
  summarize,
  type Lhr,
} from './bench.ts';

/** A Lighthouse result as lhci saves it, with only the parts the table reads. */
function lhr(url: string, fetchTime: string, tbt: number, performance = 1): Lhr {
  const row = (resourceType: string, transferSize: number, requestCount = 1) => ({
    resourceType,
    transferSize,
    requestCount,
  });
  return {
    lighthouseVersion: '12.6.1',
    requestedUrl: url,
    fetchTime,
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 690.4 },
      'largest-contentful-paint': { numericValue: 908 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': {
        details: {
          items: [
            row('total', 35_226, 4),
            row('font', 19_251),
            row('document', 13_517),
            row('stylesheet', 0, 0),
            row('script', 0, 0),
          ],
        },
      },
    },
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([168, 72, 111])).toBe(111);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('summarize', () => {
  it('reads scores in percent, metrics, bytes by type and the request count', () => {
    expect(summarize(lhr('http://127.0.0.1:1/', '1', 72))).toEqual({
      Perf: 100,
      A11y: 100,
      BP: 96,
      SEO: 100,
      FCP: 690.4,
      LCP: 908,
      TBT: 72,
      CLS: 0,
      HTML: 13_517,
      CSS: 0,
      JS: 0,
      Fonts: 19_251,
      Total: 35_226,
      Requests: 4,
    });
  });
});

describe('the table', () => {
  const lhrs = [
    lhr('http://127.0.0.1:1/docs', '2026-01-01T00:00:04Z', 40),
    lhr('http://127.0.0.1:1/', '2026-01-01T00:00:01Z', 168, 0.98),
    lhr('http://127.0.0.1:1/', '2026-01-01T00:00:02Z', 72, 1),
    lhr('http://127.0.0.1:1/', '2026-01-01T00:00:03Z', 111, 0.99),
  ];

  it('has one row per page, in the order they ran, each number the median of its runs', () => {
    expect(markdownTable(medianRowsByPage(lhrs))).toBe(
      [
        '| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | HTML | CSS | JS | Fonts | Total | Requests |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        '| / | 99 | 100 | 96 | 100 | 690 ms | 908 ms | 111 ms | 0.000 | 13.2 KB | 0 | 0 | 18.8 KB | 34.4 KB | 4 |',
        '| /docs | 100 | 100 | 96 | 100 | 690 ms | 908 ms | 40 ms | 0.000 | 13.2 KB | 0 | 0 | 18.8 KB | 34.4 KB | 4 |',
      ].join('\n'),
    );
  });

  it('prints a control page as one line', () => {
    const [control] = medianRowsByPage([lhr('http://localhost:2/brand/', '1', 0)]);
    expect(controlLine('Brand control', control!.row)).toBe(
      'Brand control: performance 100, FCP 690 ms, LCP 908 ms, TBT 0 ms.',
    );
  });
});

describe('brokenLine', () => {
  it('names the route, the assertion, the median and the budget', () => {
    const base = { level: 'error', passed: false, operator: '<=' };
    expect(
      brokenLine({
        ...base,
        url: 'http://127.0.0.1:1/contact',
        auditId: 'total-blocking-time',
        actual: 209.00000000000006,
        expected: 0,
      }),
    ).toBe('/contact: total-blocking-time median 209, budget <= 0');
    expect(
      brokenLine({
        ...base,
        url: 'http://127.0.0.1:1/',
        auditId: 'categories',
        auditProperty: 'performance',
        actual: 0.99,
        expected: 1,
        operator: '>=',
      }),
    ).toBe('/: categories:performance median 0.99, budget >= 1');
  });
});

describe('the LCP budget against the brand control pages', () => {
  it('allows 1.25 times the brand control page of the same run, 1.35 for the Arabic one', () => {
    expect(lcpLimit('/brand/', 800)).toBeCloseTo(1000);
    expect(lcpLimit('/brand-ar/', 1000)).toBeCloseTo(1350);
  });

  it('holds the Arabic routes to the Arabic control and the others to the English one', () => {
    expect(brandControlOf('/')).toBe('/brand/');
    expect(brandControlOf('/about')).toBe('/brand/');
    expect(brandControlOf('/ar')).toBe('/brand-ar/');
    expect(brandControlOf('/ar/pools/dubai-1')).toBe('/brand-ar/');
  });

  it('names each route over its limit with its median and the limit, and only those', () => {
    const rows = [
      { page: '/', row: { LCP: 999.9 } },
      { page: '/docs', row: { LCP: 1001 } },
      { page: '/about', row: { LCP: NaN } },
      { page: '/ar', row: { LCP: 1200 } },
      { page: '/ar/pools/dubai-1', row: { LCP: 1400 } },
    ];
    expect(lcpOverControl(rows, { '/brand/': 800, '/brand-ar/': 1000 })).toEqual([
      "/docs: largest-contentful-paint median 1001, budget <= 1000 (/brand/'s 800 x 1.25)",
      "/about: largest-contentful-paint median NaN, budget <= 1000 (/brand/'s 800 x 1.25)",
      "/ar/pools/dubai-1: largest-contentful-paint median 1400, budget <= 1350 (/brand-ar/'s 1000 x 1.35)",
    ]);
  });
});

describe('the brand control pages', () => {
  const arabicHome =
    '<head><link rel="preload" href="/_astro/fonts/manrope.woff2" as="font" type="font/woff2" crossorigin>' +
    '<link rel="preload" href="/_astro/fonts/noto.woff2" as="font" crossorigin></head>';

  it("reads a page's font preloads in order", () => {
    expect(preloadedFonts(arabicHome)).toEqual([
      '/_astro/fonts/manrope.woff2',
      '/_astro/fonts/noto.woff2',
    ]);
  });

  /** The home pages' font declarations, as the Fonts API and scripts/build/fallback-faces.ts write them. */
  const siteCss =
    ':root{--font-manrope:Manrope-1a,"Manrope Fallback",sans-serif;' +
    '--font-arabic:"Noto Sans Arabic-2b","Noto Sans Arabic Fallback"}' +
    '@font-face{font-family:Manrope-1a;src:url(/_astro/fonts/manrope.woff2) format("woff2");font-display:swap}' +
    '@font-face{font-family:"Manrope Fallback";src:local(Arial);size-adjust:102.32%}' +
    '.x{--font-sans:var(--font-manrope)}';

  it("preloads the page's font and draws one paragraph in it, declared as the site declares it", () => {
    const html = brandControlHtml(['/_astro/fonts/manrope.woff2'], siteCss);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="preload" href="/_astro/fonts/manrope.woff2" as="font"');
    expect(html).toContain('font-display:swap');
    expect(html).toContain(
      '@font-face{font-family:"Manrope Fallback";src:local(Arial);size-adjust:102.32%}',
    );
    expect(html).toContain('body{font-family:Manrope-1a,"Manrope Fallback",sans-serif}');
    expect(html).toContain('<p>One paragraph and nothing else.</p>');
  });

  it('draws the Arabic one right to left, in Arabic, in both stacks, each face preloaded', () => {
    const html = brandControlHtml(preloadedFonts(arabicHome), siteCss, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html.match(/rel="preload"/g)).toHaveLength(2);
    expect(html).toContain(
      'body{font-family:"Noto Sans Arabic-2b","Noto Sans Arabic Fallback",Manrope-1a,"Manrope Fallback",sans-serif}',
    );
    expect(html).toMatch(/<p>[\u0600-\u06ff ]+\.<\/p>/);
  });

  it('refuses CSS without the font stack', () => {
    expect(() => brandControlHtml(['/_astro/fonts/manrope.woff2'], 'font-display:swap')).toThrow(
      /no font stack/,
    );
  });

  it('refuses a page without a font preload', () => {
    expect(() => brandControlHtml(preloadedFonts('<head></head>'), '')).toThrow(/preloads no font/);
  });
});
