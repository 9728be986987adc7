// npm run bench:fallbacks: measures the fallback faces (scripts/build/fallback-faces.ts) against
// the brand faces on the built site's own copy, and prints what each face's size-adjust and
// vertical overrides should be. Run it after `npm run build` whenever the copy or a font changes;
// it exits 1 when a declared face is more than TOLERANCE off the measure.
//
// Why measured here and not by Astro's Fonts API (`optimizedFallbacks`): the API derives one
// Arial face for the whole weight range from the font's average Latin letter width (capsize's
// xWidthAvg, of the font's default instance), so semibold and bold text, most of the site's
// headings, run wider in Manrope than in its fallback; and it has no metrics of an Arabic face.
// This script measures every face, per weight, on the text the pages really set in that weight.
//
// How: every built page (dist/**/*.html) is opened in Chromium with its fonts, served from dist/
// through Playwright's routing (no server needed). Each text node is grouped by script (Arabic
// letters or the rest) and computed weight; the widths of those strings in the brand face and in
// each fallback face's local font, without adjustments, give the size-adjust (their ratio). The
// vertical metrics are read from the brand face as Chromium draws it (canvas font bounding box,
// and a line box with `line-height: normal`).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium.ts';
import { exitWith } from '../scripts/bench/exit-with.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env['DIST_DIR'] ?? path.join(REPO, 'dist');
const ORIGIN = 'http://site.test';
/** A declared face may be this far off the measure (relative width, and line height per em). */
export const TOLERANCE = 0.005;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** Every built page, as a site path (dist/ar/pools.html -> /ar/pools). */
async function builtPages(): Promise<string[]> {
  const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);
}

/** Answers the page's requests from dist/, as the server would (clean URLs, no other origin). */
async function serveDist(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const file = path.join(DIST, decodeURIComponent(url.pathname));
    const candidates = path.extname(file)
      ? [file]
      : [`${file}.html`, path.join(file, 'index.html')];
    for (const candidate of candidates) {
      const body = await readFile(candidate).catch(() => undefined);
      if (body) {
        return route.fulfill({
          body,
          contentType: TYPES[path.extname(candidate)] ?? 'application/octet-stream',
        });
      }
    }
    return route.fulfill({ status: 404, body: '' });
  });
}

/** One fallback face of the page's CSS and what the page says about it. */
export interface FaceMeasure {
  family: string;
  weight: string;
  script: 'arabic' | 'latin';
  /** The local() font this machine found, or null when it has none of them. */
  found: string | null;
  declared: { sizeAdjust: number; ascent: number; descent: number; lineGap: number };
  measured: { sizeAdjust: number; ascent: number; descent: number; lineGap: number } | null;
  /** Characters of the site's copy set in this script and weight. */
  characters: number;
  /** Mean deviation of single strings' width ratio from the whole (how well lines match). */
  spread: number;
}

/**
 * Runs in the page: the strings of every visible text node, by script and computed weight, as
 * drawn (uppercase where the CSS transforms them).
 */
function collectText(): Record<string, string[]> {
  const runs: Record<string, string[]> = {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const arabic = /[\u0600-\u06ff\u200c-\u200f]+/g;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (!element || !text || !element.checkVisibility()) continue;
    if (element.closest('script, style, noscript, svg')) continue;
    const style = getComputedStyle(element);
    const drawn = style.textTransform === 'uppercase' ? text.toUpperCase() : text;
    const add = (script: string, value: string) => {
      if (value.trim()) (runs[`${script} ${style.fontWeight}`] ??= []).push(value);
    };
    for (const word of drawn.match(arabic) ?? []) add('arabic', word);
    add('latin', drawn.replace(arabic, ' ').replace(/\s+/g, ' '));
  }
  return runs;
}

/** Runs in the page: measures each fallback face of its CSS against the brand face. */
async function measureFaces(input: {
  runs: Record<string, string[]>;
  brand: { latin: string; arabic: string };
}): Promise<FaceMeasure[]> {
  const { runs, brand } = input;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  const size = 100;
  const width = (family: string, weight: string, text: string) => {
    context.font = `${weight} ${size}px "${family}"`;
    return context.measureText(text).width;
  };
  /** Ascent, descent and line gap per em of a family, as Chromium lays it out. */
  const vertical = (family: string, weight: string, sample: string) => {
    context.font = `${weight} ${size}px "${family}"`;
    const box = context.measureText(sample);
    const probe = document.createElement('span');
    probe.textContent = sample;
    probe.style.cssText = `font:${weight} ${size}px "${family}";line-height:normal;position:absolute;visibility:hidden;white-space:nowrap`;
    document.body.append(probe);
    const lineHeight = probe.getBoundingClientRect().height;
    probe.remove();
    const ascent = box.fontBoundingBoxAscent / size;
    const descent = box.fontBoundingBoxDescent / size;
    return { ascent, descent, lineGap: Math.max(0, lineHeight / size - ascent - descent) };
  };
  /** A letter of each script: a face's metrics are read where it draws. */
  const SAMPLE = { latin: 'x', arabic: '\u0628' };
  const percent = (value: string, fallback: number) =>
    value && value !== 'normal' ? Number.parseFloat(value) / 100 : fallback;

  const faceRules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
  const rules = faceRules.filter((rule) =>
    /Fallback/.test(rule.style.getPropertyValue('font-family')),
  );
  // The brand files again, without their unicode-range: a line box takes its height from a face
  // that has the space character, which the Arabic cut hands on to Manrope.
  const whole: Record<string, string> = {};
  for (const [script, family] of Object.entries(brand)) {
    const rule = faceRules.find(
      (candidate) =>
        candidate.style.getPropertyValue('font-family').replace(/["']/g, '') === family,
    );
    if (!rule) throw new Error(`no @font-face for ${family}`);
    const face = new FontFace(`whole ${family}`, rule.style.getPropertyValue('src'), {
      weight: rule.style.getPropertyValue('font-weight'),
    });
    document.fonts.add(await face.load());
    whole[script] = `whole ${family}`;
  }
  const results: FaceMeasure[] = [];
  for (const rule of rules) {
    const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '');
    const weight = rule.style.getPropertyValue('font-weight') || '400';
    const script = /arabic/i.test(family) ? 'arabic' : 'latin';
    const brandFamily = brand[script];
    const sources = [
      ...rule.style.getPropertyValue('src').matchAll(/local\(["']?([^"')]+)["']?\)/g),
    ]
      .map((match) => match[1] ?? '')
      .filter(Boolean);
    let found: string | null = null;
    for (const source of sources) {
      const face = new FontFace(`probe ${source}`, `local("${source}")`, { weight });
      try {
        await face.load();
        document.fonts.add(face);
        found = source;
        break;
      } catch {
        // Not on this machine: the next name of the rule.
      }
    }
    const spaceOnly = /^U\+20$/i.test(rule.style.getPropertyValue('unicode-range').trim());
    const texts = Object.entries(runs)
      .filter(([key]) => key.startsWith(`${script} `))
      .filter(([key]) => {
        // The texts this face draws: its weight, or the weights CSS picks it for (the nearest).
        const used = Number(key.split(' ')[1]);
        return Math.abs(used - Number(weight)) < 50;
      })
      .flatMap(([, values]) => values)
      // A face for the space alone is measured on the spaces; every other face on the rest, as
      // the space face draws the spaces between its words.
      .map((text) => (spaceOnly ? text.replace(/[^ ]/g, '') : text.replace(/ /g, '')))
      .filter(Boolean);
    const declared = {
      sizeAdjust: percent(rule.style.getPropertyValue('size-adjust'), 1),
      ascent: percent(rule.style.getPropertyValue('ascent-override'), NaN),
      descent: percent(rule.style.getPropertyValue('descent-override'), NaN),
      lineGap: percent(rule.style.getPropertyValue('line-gap-override'), NaN),
    };
    let measured: FaceMeasure['measured'] = null;
    let spread = NaN;
    if (found && texts.length > 0) {
      let brandTotal = 0;
      let rawTotal = 0;
      const pairs = texts.map((text) => {
        const pair = [width(brandFamily, weight, text), width(`probe ${found}`, weight, text)];
        brandTotal += pair[0] ?? 0;
        rawTotal += pair[1] ?? 0;
        return pair as [number, number];
      });
      const sizeAdjust = brandTotal / rawTotal;
      spread =
        pairs.reduce((sum, [b, raw]) => sum + Math.abs(b - raw * sizeAdjust), 0) / brandTotal;
      // Overrides are drawn at the adjusted size: divide the brand's metrics by size-adjust.
      const { ascent, descent, lineGap } = vertical(
        whole[script] ?? brandFamily,
        weight,
        SAMPLE[script],
      );
      measured = {
        sizeAdjust,
        ascent: ascent / sizeAdjust,
        descent: descent / sizeAdjust,
        lineGap: lineGap / sizeAdjust,
      };
    }
    results.push({
      family: spaceOnly ? `${family} (space)` : family,
      weight,
      script,
      found,
      declared,
      measured,
      characters: texts.join('').length,
      spread,
    });
  }
  return results;
}

/** The brand families the page's CSS declares (the Fonts API may add a hash to the name). */
function brandFamilies(): { latin: string; arabic: string } {
  const families = [...document.fonts].map((face) => face.family.replace(/["']/g, ''));
  const find = (prefix: string) =>
    families.find((family) => family.startsWith(prefix) && !/Fallback|fallback/.test(family)) ??
    prefix;
  return { latin: find('Manrope'), arabic: find('Noto Sans Arabic') };
}

const pct = (value: number) => `${(value * 100).toFixed(2)}%`;

async function main(): Promise<number> {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await serveDist(page);
    const pages = await builtPages();
    const runs: Record<string, string[]> = {};
    for (const site of pages) {
      await page.goto(`${ORIGIN}${site}`);
      for (const [key, values] of Object.entries(await page.evaluate(collectText))) {
        (runs[key] ??= []).push(...values);
      }
    }
    // Measured on the Arabic home page, which declares both brand faces and every fallback face.
    await page.goto(`${ORIGIN}/ar`);
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    });
    const brand = await page.evaluate(brandFamilies);
    const faces = await page.evaluate(measureFaces, { runs, brand });

    const off = (face: FaceMeasure) =>
      face.measured !== null &&
      (Math.abs(face.declared.sizeAdjust / face.measured.sizeAdjust - 1) > TOLERANCE ||
        Math.abs(face.declared.ascent - face.measured.ascent) > TOLERANCE ||
        Math.abs(face.declared.descent - face.measured.descent) > TOLERANCE ||
        Math.abs(face.declared.lineGap - face.measured.lineGap) > TOLERANCE);
    process.stdout.write(
      `${pages.length} built pages measured; brand faces ${brand.latin}, ${brand.arabic}.\n\n` +
        '| Face | Weight | Local font here | Characters | Declared size-adjust | Measured: size-adjust, ascent, descent, line gap | Line spread |\n' +
        '|---|---:|---|---:|---:|---|---:|\n',
    );
    for (const face of faces) {
      const measured = face.measured
        ? `${pct(face.measured.sizeAdjust)}, ${pct(face.measured.ascent)}, ${pct(face.measured.descent)}, ${pct(face.measured.lineGap)}`
        : 'not measured here';
      process.stdout.write(
        `| ${face.family} | ${face.weight} | ${face.found ?? 'none'} | ${face.characters} | ` +
          `${pct(face.declared.sizeAdjust)} | ${measured}${off(face) ? ' (OFF)' : ''} | ` +
          `${Number.isNaN(face.spread) ? '' : pct(face.spread)} |\n`,
      );
    }
    const broken = faces.filter(off);
    process.stdout.write(
      broken.length > 0
        ? `\n${broken.length} face(s) more than ${pct(TOLERANCE)} off: copy the measured figures into scripts/build/fallback-faces.ts.\n`
        : '\nEvery face found here matches its measure.\n',
    );
    return broken.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
  }
}

if (import.meta.main) exitWith(main);
