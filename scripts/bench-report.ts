// The pure half of the bench (scripts/bench.ts): what it reads from a Lighthouse result, how it
// takes medians, how it checks bench/budgets.json and how it prints the table. Tested in
// scripts/bench-report.test.ts; the bench itself only builds, serves and runs Lighthouse.

/** The Lighthouse categories the bench scores, by their ids in the report. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** A Lighthouse category id. */
export type Category = (typeof CATEGORIES)[number];

/** The metrics the bench reports, by Lighthouse audit id. */
export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
/** A Lighthouse metric audit id. */
export type Metric = (typeof METRICS)[number];
/** Each metric's short name, as the table's header writes it. */
const METRIC_LABELS: Record<Metric, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/** Transferred (compressed) bytes the bench adds up, by kind. */
export const BYTE_KINDS = ['document', 'stylesheet', 'script', 'font', 'total'] as const;
/** A kind of transferred bytes. */
export type ByteKind = (typeof BYTE_KINDS)[number];

/** Lighthouse's resourceType for each kind (total counts every request). */
const RESOURCE_TYPES: Record<Exclude<ByteKind, 'total'>, string> = {
  document: 'Document',
  stylesheet: 'Stylesheet',
  script: 'Script',
  font: 'Font',
};

/** The parts of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      title: string;
      displayValue?: string;
      details?: { type: string; items?: unknown[] };
    }
  >;
}

/** One Lighthouse run of one route, reduced to what the table and the budgets need. */
export interface RunSummary {
  /** Category scores, 0-100. */
  scores: Record<Category, number>;
  /** Metric values: milliseconds, except CLS (unitless). */
  metrics: Record<Metric, number>;
  /** Transferred bytes by kind. */
  bytes: Record<ByteKind, number>;
  /** Number of network requests. */
  requests: number;
  /** Ids of the scored audits that did not pass, by category. */
  failingAudits: Record<Category, string[]>;
  /** What the browser logged as errors (the errors-in-console audit). */
  consoleErrors: ConsoleError[];
}

/** One console error: its text and the URL it came from. */
export interface ConsoleError {
  description: string;
  url: string;
}

interface ConsoleErrorItem {
  description?: string;
  sourceLocation?: { url?: string };
  url?: string;
}

interface NetworkRequestItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

/** Scored audits that count towards a category's score and did not get full marks. */
function failingAuditsOf(lhr: LighthouseResult, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) {
        return false;
      }
      return audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);
}

/** Reduces one Lighthouse result; throws when Lighthouse could not audit the page. */
export function summarize(lhr: LighthouseResult): RunSummary {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scores = {} as Record<Category, number>;
  const failingAudits = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (score === null || score === undefined) throw new Error(`no ${category} score`);
    scores[category] = Math.round(score * 100);
    failingAudits[category] = failingAuditsOf(lhr, category);
  }
  const metrics = {} as Record<Metric, number>;
  for (const metric of METRICS) {
    const value = lhr.audits[metric]?.numericValue;
    if (value === undefined) throw new Error(`no ${metric} value`);
    metrics[metric] = value;
  }
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequestItem[];
  const bytes = { total: 0 } as Record<ByteKind, number>;
  for (const [kind, resourceType] of Object.entries(RESOURCE_TYPES)) {
    bytes[kind as ByteKind] = items
      .filter((item) => item.resourceType === resourceType)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  }
  bytes.total = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const consoleItems = (lhr.audits['errors-in-console']?.details?.items ??
    []) as ConsoleErrorItem[];
  const consoleErrors = consoleItems.map((item) => ({
    description: item.description ?? '',
    url: item.sourceLocation?.url ?? item.url ?? '',
  }));
  return { scores, metrics, bytes, requests: items.length, failingAudits, consoleErrors };
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The median run of a route: each number is its own median, and an audit counts as failing
 * when it failed in more than half of the runs.
 */
export function medianSummary(runs: readonly RunSummary[]): RunSummary {
  const pick = <K extends string>(keys: readonly K[], of: (run: RunSummary) => Record<K, number>) =>
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => of(run)[key]))])) as Record<
      K,
      number
    >;
  const failingAudits = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const counts = new Map<string, number>();
    for (const run of runs) {
      for (const id of run.failingAudits[category]) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    failingAudits[category] = [...counts]
      .filter(([, count]) => count > runs.length / 2)
      .map(([id]) => id)
      .sort();
  }
  return {
    scores: pick(CATEGORIES, (run) => run.scores),
    metrics: pick(METRICS, (run) => run.metrics),
    bytes: pick(BYTE_KINDS, (run) => run.bytes),
    requests: median(runs.map((run) => run.requests)),
    failingAudits,
    // Every distinct error of every run: an error seen once still needs explaining.
    consoleErrors: [
      ...new Map(
        runs.flatMap((run) => run.consoleErrors).map((error) => [JSON.stringify(error), error]),
      ).values(),
    ],
  };
}

/** Limits for one route; every field is optional so a route can override only what differs. */
export interface RouteBudget {
  /** Minimum category scores, 0-100. */
  minScores?: Partial<Record<Category, number>>;
  /** Maximum metric values: milliseconds, CLS unitless. */
  maxMetrics?: Partial<Record<Metric, number>>;
  /** Maximum transferred bytes by kind. */
  maxBytes?: Partial<Record<ByteKind, number>>;
  /**
   * Audits allowed to fail, by category, because the route exists to fail them (the 404 route
   * answers 404 and is noindex). A score under its minimum is accepted only when every scored
   * audit that failed is listed here; the table still shows the real score. `errors-in-console`
   * is excused only while the one thing logged is the page's own 404 status.
   */
  expectedFailingAudits?: Partial<Record<Category, string[]>>;
  /** Why this route differs from the defaults. */
  note?: string;
}

/** bench/budgets.json. */
export interface Budgets {
  /** Lighthouse runs per route; the table shows medians. */
  runs: number;
  /** Paths the bench audits, in table order. */
  routes: string[];
  /** Limits for every route. */
  default: RouteBudget;
  /** Per-route additions and exceptions, merged over the defaults. */
  routeOverrides: Record<string, RouteBudget>;
}

/** The limits in force for one route: the defaults with the route's overrides on top. */
export function budgetFor(budgets: Budgets, route: string): RouteBudget {
  const override = budgets.routeOverrides[route] ?? {};
  const base = budgets.default;
  const merged: RouteBudget = {
    minScores: { ...base.minScores, ...override.minScores },
    maxMetrics: { ...base.maxMetrics, ...override.maxMetrics },
    maxBytes: { ...base.maxBytes, ...override.maxBytes },
    expectedFailingAudits: { ...base.expectedFailingAudits, ...override.expectedFailingAudits },
  };
  const note = override.note ?? base.note;
  if (note !== undefined) merged.note = note;
  return merged;
}

/** Every broken budget of one route's median run, as readable lines. */
export function checkBudget(route: string, summary: RunSummary, budget: RouteBudget): string[] {
  const broken: string[] = [];
  for (const [category, min] of Object.entries(budget.minScores ?? {}) as [Category, number][]) {
    const score = summary.scores[category];
    if (score >= min) continue;
    const allowed = (budget.expectedFailingAudits?.[category] ?? []).filter(
      (id) => id !== 'errors-in-console' || onlyOwnNotFoundLogged(route, summary.consoleErrors),
    );
    const unexpected = summary.failingAudits[category].filter((id) => !allowed.includes(id));
    if (allowed.length > 0 && unexpected.length === 0) continue;
    broken.push(
      `${route}: ${category} score ${score} < ${min} (failing audits: ${unexpected.join(', ') || 'none listed'})`,
    );
  }
  for (const [metric, max] of Object.entries(budget.maxMetrics ?? {}) as [Metric, number][]) {
    const value = summary.metrics[metric];
    if (value > max)
      broken.push(
        `${route}: ${metric} ${formatMetric(metric, value)} > ${formatMetric(metric, max)}`,
      );
  }
  for (const [kind, max] of Object.entries(budget.maxBytes ?? {}) as [ByteKind, number][]) {
    const value = summary.bytes[kind];
    if (value > max) broken.push(`${route}: ${kind} bytes ${value} > ${max}`);
  }
  return broken;
}

/**
 * Whether every console error is Chromium's report of the page's own 404 status ("Failed to
 * load resource: the server responded with a status of 404"), which a 404 page cannot avoid.
 */
export function onlyOwnNotFoundLogged(route: string, errors: readonly ConsoleError[]): boolean {
  return errors.every((error) => {
    let pathname: string;
    try {
      pathname = new URL(error.url).pathname;
    } catch {
      return false;
    }
    return pathname === route && /status of 404\b/.test(error.description);
  });
}

/**
 * The bench's control page: about the least a browser can be asked to load, one paragraph with no
 * CSS, script, font or image. The bench audits it with the same browser and settings as the routes
 * to show what Chromium and Lighthouse cost by themselves on the machine at hand. It has no budget.
 */
export const CONTROL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Bench control</title><meta name="description" content="The bench control page.">' +
  '</head><body><p>One paragraph and nothing else.</p></body></html>';

/** The line the bench prints under its table for the control page's median run. */
export function controlLine(summary: RunSummary): string {
  const { scores, metrics } = summary;
  const figures = [
    `performance ${scores.performance}`,
    ...METRICS.filter((metric) => metric !== 'cumulative-layout-shift').map(
      (metric) => `${METRIC_LABELS[metric]} ${formatMetric(metric, metrics[metric])}`,
    ),
  ];
  return (
    `Control page (one paragraph, no CSS, script or font; no budget): ${figures.join(', ')}. ` +
    'Its TBT is what Chromium and Lighthouse cost by themselves on this machine.'
  );
}

/** A metric as people read it: "812 ms", or CLS with three decimals. */
export function formatMetric(metric: Metric, value: number): string {
  return metric === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** Bytes as kilobytes with one decimal ("12.3 KB"), or "0" for none. */
export function formatBytes(bytes: number): string {
  return bytes === 0 ? '0' : `${(bytes / 1024).toFixed(1)} KB`;
}

/** One markdown table, a row per route, of the median runs. */
export function markdownTable(rows: readonly { route: string; summary: RunSummary }[]): string {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    ...METRICS.map((metric) => METRIC_LABELS[metric]),
    'HTML',
    'CSS',
    'JS',
    'Fonts',
    'Total',
    'Requests',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
  ];
  for (const { route, summary } of rows) {
    const { scores, metrics, bytes } = summary;
    const cells = [
      route,
      ...CATEGORIES.map((category) => String(scores[category])),
      ...METRICS.map((metric) => formatMetric(metric, metrics[metric])),
      ...BYTE_KINDS.map((kind) => formatBytes(bytes[kind])),
      String(summary.requests),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
