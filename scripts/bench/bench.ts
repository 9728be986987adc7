// npm run bench:run: Lighthouse CI (lighthouserc.js) on every route of the built site, then on the
// three control pages, then one markdown table of medians read from the reports lhci saved. lhci
// runs Lighthouse, starts the server and checks the budgets; it has no table of several routes, so
// this script only runs it twice and prints one. `--route /contact` (repeatable) limits the
// routes. Exits 1 when a budget is broken. See bench/README.md.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { pathLocale } from '#contracts/locale.ts';
import { exitWith } from './exit-with.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const LHCI = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'));
/** lighthouserc.js's upload targets, with each run's report and a manifest.json. */
const RESULTS = { routes: 'bench/results/routes', control: 'bench/results/control' };
const ASSERTION_RESULTS = '.lighthouseci/assertion-results.json';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
/** Table columns by resource-summary's resourceType: transferred bytes, headers included. */
const BYTES = { HTML: 'document', CSS: 'stylesheet', JS: 'script', Fonts: 'font', Total: 'total' };

/** The parts of a Lighthouse result (LHR) the table reads. */
export interface Lhr {
  lighthouseVersion: string;
  requestedUrl: string;
  fetchTime: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
}

/** One run as the table's numbers, by column name. */
export type Row = Record<string, number>;

export function summarize(lhr: Lhr): Row {
  const row: Row = {};
  const [perf, a11y, bp, seo] = CATEGORIES.map((id) => (lhr.categories[id]?.score ?? NaN) * 100);
  Object.assign(row, { Perf: perf, A11y: a11y, BP: bp, SEO: seo });
  for (const [column, id] of Object.entries(METRICS)) {
    row[column] = lhr.audits[id]?.numericValue ?? NaN;
  }
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const item = (type: string) => items.find((entry) => entry['resourceType'] === type);
  for (const [column, type] of Object.entries(BYTES)) {
    row[column] = Number(item(type)?.['transferSize'] ?? 0);
  }
  row['Requests'] = Number(item('total')?.['requestCount'] ?? 0);
  return row;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Each number of a page's runs, on its own: the median of that column. */
export function medianRow(runs: readonly Row[]): Row {
  const columns = Object.keys(runs[0] ?? {});
  return Object.fromEntries(columns.map((c) => [c, median(runs.map((run) => run[c] ?? NaN))]));
}

function cell(column: string, value: number): string {
  if (column === 'CLS') return value.toFixed(3);
  if (column in METRICS) return `${Math.round(value)} ms`;
  if (column in BYTES) return value === 0 ? '0' : `${(value / 1024).toFixed(1)} KB`;
  return String(Math.round(value));
}

/** Groups the runs by page, in the order they ran, and takes each page's medians. */
export function medianRowsByPage(lhrs: readonly Lhr[]): { page: string; row: Row }[] {
  const byPage = new Map<string, Row[]>();
  for (const lhr of [...lhrs].sort((a, b) => a.fetchTime.localeCompare(b.fetchTime))) {
    const page = new URL(lhr.requestedUrl).pathname;
    byPage.set(page, [...(byPage.get(page) ?? []), summarize(lhr)]);
  }
  return [...byPage].map(([page, runs]) => ({ page, row: medianRow(runs) }));
}

export function markdownTable(rows: readonly { page: string; row: Row }[]): string {
  const columns = Object.keys(rows[0]?.row ?? {});
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['Route', ...columns]),
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...rows.map(({ page, row }) => line([page, ...columns.map((c) => cell(c, row[c] ?? NaN))])),
  ].join('\n');
}

/** The control pages, by the path lhci's static server gives them. */
export const CONTROL_PAGES = {
  '/': 'Bare control (one paragraph, no CSS, script or font; reference only)',
  '/brand/':
    'Brand control (one paragraph in the brand typeface, declared and loaded as the site does)',
  '/brand-ar/':
    'Arabic brand control (one Arabic paragraph in both faces, loaded as the Arabic pages load them)',
} as const;

/** The brand control page a route's LCP is held to: the Arabic one for the Arabic pages. */
export function brandControlOf(route: string): '/brand/' | '/brand-ar/' {
  return pathLocale(route) === 'ar' ? '/brand-ar/' : '/brand/';
}

export function controlLine(label: string, row: Row): string {
  const metrics = ['FCP', 'LCP', 'TBT'].map((c) => `${c} ${cell(c, row[c] ?? NaN)}`);
  return `${label}: performance ${cell('Perf', row['Perf'] ?? NaN)}, ${metrics.join(', ')}.`;
}

/**
 * How many times its brand control page's LCP a route's may be: 1.25 for the English routes, 1.35
 * for the Arabic ones, whose control loads both faces. lhci compares each report with fixed
 * numbers only, so this budget is checked here, against the brand control page measured in the
 * same run: the same connection, machine and font loading, with nothing else.
 */
const BUDGETS = JSON.parse(
  readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8'),
) as { lcpOverBrandControl: number; lcpOverArabicBrandControl: number };
export const LCP_OVER_BRAND_CONTROL: Record<string, number> = {
  '/brand/': BUDGETS.lcpOverBrandControl,
  '/brand-ar/': BUDGETS.lcpOverArabicBrandControl,
};

/** The highest LCP a route may have, given its brand control page and that page's median LCP. */
export function lcpLimit(control: string, controlLcp: number): number {
  return controlLcp * (LCP_OVER_BRAND_CONTROL[control] ?? NaN);
}

/**
 * The routes whose median LCP is over the limit their brand control page sets (`controlLcp`, by
 * control path), as broken-budget lines.
 */
export function lcpOverControl(
  rows: readonly { page: string; row: Row }[],
  controlLcp: Partial<Record<string, number>>,
): string[] {
  return rows.flatMap(({ page, row }) => {
    const control = brandControlOf(page);
    const lcp = controlLcp[control] ?? NaN;
    const limit = lcpLimit(control, lcp);
    if ((row['LCP'] ?? NaN) <= limit) return [];
    return [
      `${page}: largest-contentful-paint median ${Math.round(row['LCP'] ?? NaN)}, budget <= ` +
        `${Math.round(limit)} (${control}'s ${Math.round(lcp)} x ${LCP_OVER_BRAND_CONTROL[control]})`,
    ];
  });
}

/** The font files a page preloads, in its order (its stack's order). */
export function preloadedFonts(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="?preload"?[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bas="?font"?/.test(tag))
    .map((tag) => /\bhref="?([^"\s>]+)"?/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
}

/** The value of a CSS custom property the site's CSS sets (the first, `:root`'s), or undefined. */
function cssVariable(css: string, name: string): string | undefined {
  return new RegExp(`${name}:([^;}]+)`).exec(css)?.[1]?.trim();
}

/**
 * A brand control page: one paragraph drawn in the site's fonts, declared as the site declares
 * them (its own @font-face rules: the brand faces with their font-display, and the fallback faces
 * they swap in over), each file in `fonts` preloaded, and nothing else. `siteCss` is the CSS of
 * the built home page of that language. The Arabic one is right to left, in Arabic, and draws in
 * the Arabic pages' stack: Noto Sans Arabic, then Manrope.
 */
export function brandControlHtml(
  fonts: readonly string[],
  siteCss: string,
  language: 'en' | 'ar' = 'en',
): string {
  if (fonts.length === 0) throw new Error('The page preloads no font: no brand control page.');
  const preloads = fonts.map(
    (font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
  );
  const faces = siteCss.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const latin = cssVariable(siteCss, '--font-manrope');
  const arabic = cssVariable(siteCss, '--font-arabic');
  if (faces.length === 0 || !latin || (language === 'ar' && !arabic)) {
    throw new Error("The site's CSS declares no font stack: no brand control page.");
  }
  const stack = language === 'ar' ? `${arabic},${latin}` : latin;
  const html = readFileSync(new URL('../../bench/control/index.html', import.meta.url), 'utf8')
    .replace(
      '</title>',
      `</title>\n    ${preloads.join('\n    ')}\n    <style>${faces.join('')}body{font-family:${stack}}</style>`,
    )
    .replace(
      'Bench control',
      language === 'ar' ? 'Bench Arabic brand control' : 'Bench brand control',
    );
  return language === 'ar'
    ? html
        .replace('<html lang="en">', '<html lang="ar" dir="rtl">')
        .replace('One paragraph and nothing else.', 'فقرة واحدة ولا شيء غيرها.')
    : html;
}

/**
 * Writes the control pages into `outDir`: the bare one as it is, and the two brand ones built from
 * the built site's home pages (English and Arabic) and styles, with their font files.
 */
export function writeControlPages(distDir: string, outDir: string): void {
  copyFileSync(path.join(REPO, 'bench/control/index.html'), path.join(outDir, 'index.html'));
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  /** A home page's CSS: inlined, and any stylesheet it links. */
  const cssOf = (html: string) =>
    [
      html,
      ...[...html.matchAll(/href="?(\/_astro\/[^"\s>]+\.css)"?/g)].map(([, href]) =>
        read(href ?? ''),
      ),
    ].join('\n');
  const controls = [
    { dir: 'brand', language: 'en', home: read('index.html') },
    { dir: 'brand-ar', language: 'ar', home: read('ar.html') },
  ] as const;
  for (const { dir, language, home } of controls) {
    const fonts = preloadedFonts(home);
    mkdirSync(path.join(outDir, dir), { recursive: true });
    writeFileSync(
      path.join(outDir, dir, 'index.html'),
      brandControlHtml(fonts, cssOf(home), language),
    );
    for (const font of fonts) {
      mkdirSync(path.join(outDir, path.dirname(font)), { recursive: true });
      copyFileSync(path.join(distDir, font), path.join(outDir, font));
    }
  }
}

/** The LHRs an lhci filesystem upload listed in its manifest. */
async function savedLhrs(dir: string): Promise<Lhr[]> {
  const manifest = JSON.parse(await readFile(path.join(REPO, dir, 'manifest.json'), 'utf8')) as {
    jsonPath: string;
  }[];
  return Promise.all(
    manifest.map(async ({ jsonPath }) => JSON.parse(await readFile(jsonPath, 'utf8')) as Lhr),
  );
}

/** `lhci autorun` with Node 24 first on PATH, for the server and Lighthouse it starts. */
function lhciAutorun(env: Record<string, string>): number {
  const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env['PATH'] ?? ''}`;
  const run = spawnSync(process.execPath, [LHCI, 'autorun'], {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, PATH, ...env },
  });
  return run.status ?? 1;
}

async function main(): Promise<number> {
  const routes = process.argv.flatMap((arg, i, args) =>
    arg === '--route' && args[i + 1] ? [args[i + 1] as string] : [],
  );
  await rm(path.join(REPO, 'bench/results'), { recursive: true, force: true });
  await rm(path.join(REPO, ASSERTION_RESULTS), { force: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'realyield-bench-'));
  const controlDir = await mkdtemp(path.join(tmpdir(), 'realyield-bench-control-'));
  let status: number;
  let controlStatus: number;
  let failed: Assertion[];
  try {
    writeControlPages(process.env['DIST_DIR'] ?? path.join(REPO, 'dist'), controlDir);
    status = lhciAutorun({
      BENCH_PORT: String(await getPort({ host: '127.0.0.1' })),
      BENCH_DATA_DIR: dataDir,
      ...(routes.length > 0 ? { BENCH_ROUTES: routes.join(',') } : {}),
    });
    failed = await readFile(path.join(REPO, ASSERTION_RESULTS), 'utf8').then(
      (text) => JSON.parse(text) as Assertion[],
      () => [],
    );
    controlStatus = lhciAutorun({ BENCH_CONTROL: '1', BENCH_CONTROL_DIR: controlDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(controlDir, { recursive: true, force: true });
  }

  const lhrs = await savedLhrs(RESULTS.routes).catch(() => []);
  if (lhrs.length === 0) {
    process.stderr.write('lhci saved no report of the routes: see its output above.\n');
    return status || 1;
  }
  const rows = medianRowsByPage(lhrs);
  process.stdout.write(
    `\nLighthouse ${lhrs[0]?.lighthouseVersion}, medians of each page's runs:\n\n` +
      `${markdownTable(rows)}\n\n`,
  );
  const controls = controlStatus === 0 ? medianRowsByPage(await savedLhrs(RESULTS.control)) : [];
  for (const { page, row } of controls) {
    const label = CONTROL_PAGES[page as keyof typeof CONTROL_PAGES] ?? page;
    process.stdout.write(`${controlLine(label, row)}\n`);
  }
  const controlLcp = Object.fromEntries(
    controls.map(({ page, row }) => [page, row['LCP'] ?? NaN] as const),
  );
  const audited = controlLcp['/brand/'] !== undefined && controlLcp['/brand-ar/'] !== undefined;
  process.stdout.write(
    audited
      ? `LCP budget (its brand control page's x ${LCP_OVER_BRAND_CONTROL['/brand/']}, ` +
          `x ${LCP_OVER_BRAND_CONTROL['/brand-ar/']} for Arabic): ` +
          `${Math.round(lcpLimit('/brand/', controlLcp['/brand/'] ?? NaN))} ms for the English routes, ` +
          `${Math.round(lcpLimit('/brand-ar/', controlLcp['/brand-ar/'] ?? NaN))} ms for the Arabic ones.\n\n`
      : 'The brand control pages were not audited, so the LCP budget could not be checked.\n\n',
  );
  const broken = [
    ...failed.filter((a) => !a.passed && a.level === 'error').map(brokenLine),
    ...(audited ? lcpOverControl(rows, controlLcp) : []),
  ];
  process.stdout.write(
    broken.length > 0
      ? `Broken budgets (${broken.length}):\n${broken.map((b) => `- ${b}`).join('\n')}\n`
      : status === 0
        ? 'Every budget is met.\n'
        : '',
  );
  // lhci's own failures, a route over the control page's LCP, or no control page to compare with.
  return status || (broken.length > 0 || !audited ? 1 : 0);
}

/** One entry of lhci's assertion-results.json. */
export interface Assertion {
  url: string;
  auditId: string;
  auditProperty?: string;
  level: string;
  passed: boolean;
  actual: number;
  expected: number;
  operator: string;
}

export function brokenLine(a: Assertion): string {
  const what = a.auditProperty ? `${a.auditId}:${a.auditProperty}` : a.auditId;
  const actual = Math.round(a.actual * 1000) / 1000;
  return `${new URL(a.url).pathname}: ${what} median ${actual}, budget ${a.operator} ${a.expected}`;
}

if (import.meta.main) exitWith(main);
