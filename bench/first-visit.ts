// npm run bench:first-visit: a visitor's first page over a slow mobile network. Starts the
// production server on the built dist/ (run `npm run build` first), then opens each route at each
// width in a fresh browser context (empty cache) with the network throttled to Lighthouse's Slow
// 4G figures through the DevTools protocol, and reports, per visit: the layout shift of the whole
// visit (the font swap included), when the fonts arrived, FCP and LCP, and the face the h1 ends
// drawn in. Exits 1 when a visit shifts more than MAX_CLS or does not end in the brand faces.
//
// Lighthouse cannot tell this: its runs throttle by simulation and stop at load, and its CLS is
// not the font swap's alone. Playwright drives Chromium here because the throttling and the drawn
// face come from the DevTools protocol (Network.emulateNetworkConditions, CSS.getPlatformFontsForNode).
//
//   npm run bench:first-visit -- --route /about --width 390 --runs 3
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import getPort from 'get-port';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium.ts';
import { exitWith } from '../scripts/bench/exit-with.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** Lighthouse's Slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** The most a whole first visit may shift, the swap to the brand faces included. */
export const MAX_CLS = 0.01;

export const DEFAULT_ROUTES = ['/', '/pools/dubai-1', '/ar', '/ar/pools/dubai-1'] as const;
export const DEFAULT_WIDTHS = [390, 1280] as const;
/** A screen of that width: a phone's at 390, a laptop's otherwise. */
const heightFor = (width: number) => (width < 768 ? 844 : 800);
/** How long the page is watched after its fonts are in: a late shift would show by then. */
const SETTLE_MS = 1000;

/** One visit's figures. */
export interface Visit {
  route: string;
  width: number;
  cls: number;
  /** When the last font file finished arriving, ms after navigation start. */
  fontsAt: number;
  fcp: number;
  lcp: number;
  /** Each FontFace of the page that is not a fallback face: family and status. */
  fonts: string[];
  /** The face that draws most of the h1's glyphs, as the platform reports it. */
  h1Face: string;
  /**
   * document.fonts.check for the h1's text in the first family of its stack, the brand face: true
   * when the faces that draw it are loaded (the whole stack would also ask for the fallback faces,
   * which a page with its fonts in never loads).
   */
  h1Check: boolean;
}

/** Whether a visit ended as it should: brand faces drawn, loaded, and no shift above MAX_CLS. */
export function visitPasses(visit: Visit): boolean {
  const brandFace =
    visit.route === '/ar' || visit.route.startsWith('/ar/') ? /^Noto Sans Arabic/ : /^Manrope/;
  return (
    visit.cls <= MAX_CLS &&
    visit.h1Check &&
    brandFace.test(visit.h1Face) &&
    visit.fonts.every((font) => font.endsWith('loaded'))
  );
}

export function visitTable(visits: readonly Visit[]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['Route', 'Width', 'CLS', 'Fonts arrived', 'FCP', 'LCP', 'h1 drawn in', 'Fonts', 'Pass']),
    '|---|---:|---:|---:|---:|---:|---|---|---|',
    ...visits.map((v) =>
      line([
        v.route,
        v.width,
        v.cls.toFixed(4),
        `${Math.round(v.fontsAt)} ms`,
        `${Math.round(v.fcp)} ms`,
        `${Math.round(v.lcp)} ms`,
        `${v.h1Face}${v.h1Check ? '' : ' (check false)'}`,
        v.fonts.join(', '),
        visitPasses(v) ? 'yes' : 'NO',
      ]),
    ),
  ].join('\n');
}

/** Starts the production server on a throwaway data directory; resolves once /healthz answers. */
async function startServer(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start: run `npm run build` first');
}

/** One first visit: a fresh context, Slow 4G, the page watched until its fonts are in. */
export async function firstVisit(
  browser: Browser,
  origin: string,
  route: string,
  width: number,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: heightFor(width) } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(() => {
      const seen = { cls: 0, lcp: 0 };
      Object.assign(window, { firstVisit: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) seen.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
    // Until every brand face (not the fallback faces, which a page may never use) is in or failed.
    await page
      .waitForFunction(
        () =>
          [...document.fonts]
            .filter((face) => !/fallback/i.test(face.family))
            .every((face) => face.status === 'loaded' || face.status === 'error'),
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);

    const figures = await page.evaluate(() => {
      const h1 = document.querySelector('h1');
      const style = h1 ? getComputedStyle(h1) : undefined;
      const fontsAt = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .reduce(
          (latest, entry) => Math.max(latest, (entry as PerformanceResourceTiming).responseEnd),
          0,
        );
      return {
        ...(window as unknown as { firstVisit: { cls: number; lcp: number } }).firstVisit,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        fontsAt,
        fonts: [...document.fonts]
          .filter((face) => !/fallback/i.test(face.family))
          .map(
            (face) =>
              `${face.family.replace(/["']/g, '').replace(/-[0-9a-f]{16}$/, '')} ${face.status}`,
          ),
        h1Check:
          h1 !== null && style !== undefined
            ? document.fonts.check(
                `${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(',')[0]}`,
                h1.textContent ?? '',
              )
            : false,
      };
    });
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const h1Face = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? 'none';
    return { route, width, h1Face, ...figures };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', multiple: true },
      width: { type: 'string', multiple: true },
      runs: { type: 'string', default: '1' },
    },
  });
  const routes = values.route ?? [...DEFAULT_ROUTES];
  const widths = values.width?.map(Number) ?? [...DEFAULT_WIDTHS];
  const runs = Number(values.runs);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'realyield-first-visit-'));
  const server = await startServer(dataDir);
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  });
  try {
    const visits: Visit[] = [];
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        for (const width of widths)
          visits.push(await firstVisit(browser, server.origin, route, width));
      }
    }
    process.stdout.write(
      `First visits over Slow 4G (${SLOW_4G.latency} ms, 1.6 Mbit/s down, 750 kbit/s up), ` +
        `fresh context each, CLS limit ${MAX_CLS}:\n\n${visitTable(visits)}\n`,
    );
    const failed = visits.filter((visit) => !visitPasses(visit)).length;
    process.stdout.write(failed > 0 ? `\n${failed} visit(s) failed.\n` : '\nEvery visit passed.\n');
    return failed > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) exitWith(main);
