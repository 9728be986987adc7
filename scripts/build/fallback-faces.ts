// Writes the fallback faces the brand faces swap in over (astro.config.ts, `fonts`:
// `font-display: swap`), before Astro builds or serves, as src/styles/generated/fallback-faces.css
// (git-ignored; src/styles/global.css imports it). Until Manrope and Noto Sans Arabic arrive, text
// is drawn in a system face scaled to the brand face's widths (size-adjust) and given its vertical
// metrics (ascent, descent and line-gap overrides), one face per weight the site sets, so the swap
// moves nothing a reader would notice. `npm run bench:fallbacks` (bench/fallbacks.ts) measures
// every figure below on the built site's own copy, per weight, and says when one is off: rerun it
// when the copy or a font changes, and copy its figures here.
//
// Written from a table because CSS has no loop: each weight is its own `@font-face` rule with the
// same sources and descriptors but its measured figures. Astro's Fonts API writes one fallback
// face for every weight, and none for Arabic (bench/fallbacks.ts says why that is not enough).
//
// `npm run build` and `npm run dev` run it, as they run subset-font.ts.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where src/styles/global.css imports the faces from. */
export const FALLBACK_FACES_OUTPUT = fileURLToPath(
  new URL('../../src/styles/generated/fallback-faces.css', import.meta.url),
);

/** The weights the site sets, each with its own face. */
const WEIGHTS = [400, 500, 600, 700] as const;
type Weight = (typeof WEIGHTS)[number];

/** A face's figures, in percent: size-adjust (absent: none), ascent and descent; no line gap. */
interface Figures {
  sizeAdjust?: number;
  ascent: number;
  descent: number;
}

/** One @font-face rule: a family, its weight (absent: normal), local fonts, figures, characters. */
export interface FallbackFace {
  family: string;
  weight?: Weight;
  /** local() font names, the first one the visitor's machine has drawing. */
  sources: readonly string[];
  figures: Figures;
  unicodeRange?: string;
}

/**
 * Manrope's fallback: Arial (Windows, macOS, iOS) and its metric twins Liberation Sans and Arimo
 * (Linux), measured here on Liberation Sans; Roboto (Android) has Arial's average width within
 * 0.2% (capsize's metrics). 400 and 500 are drawn from the regular face, 600 and 700 from the bold.
 */
const MANROPE = 'Manrope Fallback';
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Roboto'];
const ARIAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
  'Roboto Bold',
];
const MANROPE_FIGURES: Record<Weight, Figures> = {
  400: { sizeAdjust: 105.56, ascent: 101.36, descent: 28.42 },
  500: { sizeAdjust: 107.02, ascent: 99.99, descent: 28.03 },
  600: { sizeAdjust: 100.39, ascent: 106.58, descent: 29.88 },
  700: { sizeAdjust: 100.91, ascent: 106.04, descent: 29.73 },
};
/**
 * The space alone, from the same fonts: Manrope's is narrow (0.2 em against Arial's 0.28), and
 * scaled with the letters it would widen every line, most of all Arabic ones, whose spaces come
 * from here while their letters come from the Arabic faces below.
 */
const SPACE_FIGURES: Figures = { sizeAdjust: 71.99, ascent: 148.64, descent: 41.67 };

/**
 * Noto Sans Arabic's fallbacks, for the Arabic letters only (the Latin ones go on to Manrope).
 * First the platforms' own Arabic faces, with Noto Sans Arabic's vertical metrics: Noto Sans Arabic
 * itself (Android, ChromeOS: the same design, so no size-adjust), Segoe UI (Windows) and Tahoma
 * (macOS, Windows), whose Arabic widths this machine cannot measure (it has neither); then DejaVu
 * Sans (most Linux desktops), measured per weight. A `local()` face, unlike a family name, spares
 * Chromium's first layout a call to the browser process per size and weight (bench/README.md).
 */
const ARABIC = 'Noto Sans Arabic Fallback';
const ARABIC_FIGURES: Figures = { ascent: 137.4, descent: 73.8 };
const DEJAVU = 'Noto Sans Arabic Fallback: DejaVu Sans';
const DEJAVU_FIGURES: Record<Weight, Figures> = {
  400: { sizeAdjust: 95.4, ascent: 143.61, descent: 77.57 },
  500: { sizeAdjust: 98.23, ascent: 139.46, descent: 75.33 },
  600: { sizeAdjust: 84.14, ascent: 162.83, descent: 87.95 },
  700: { sizeAdjust: 86.47, ascent: 158.44, descent: 85.58 },
};
const ARABIC_RANGE = 'U+600-6FF, U+200C-200F';

/** Whether a weight is drawn from a font's bold face (600 and 700) rather than its regular one. */
const bold = (weight: Weight) => weight >= 600;

/** Every fallback face, in the order the stylesheet declares them. */
export const FALLBACK_FACES: readonly FallbackFace[] = [
  ...WEIGHTS.map((weight) => ({
    family: MANROPE,
    weight,
    sources: bold(weight) ? ARIAL_BOLD : ARIAL,
    figures: MANROPE_FIGURES[weight],
  })),
  ...WEIGHTS.map((weight) => ({
    family: MANROPE,
    weight,
    sources: bold(weight) ? ARIAL_BOLD : ARIAL,
    figures: SPACE_FIGURES,
    unicodeRange: 'U+20',
  })),
  {
    family: ARABIC,
    sources: ['Noto Sans Arabic', 'Segoe UI', 'Tahoma'],
    figures: ARABIC_FIGURES,
    unicodeRange: ARABIC_RANGE,
  },
  {
    family: ARABIC,
    weight: 700,
    sources: ['Noto Sans Arabic Bold', 'Segoe UI Bold', 'Tahoma Bold'],
    figures: ARABIC_FIGURES,
    unicodeRange: ARABIC_RANGE,
  },
  ...WEIGHTS.map((weight) => ({
    family: DEJAVU,
    weight,
    sources: [bold(weight) ? 'DejaVu Sans Bold' : 'DejaVu Sans'],
    figures: DEJAVU_FIGURES[weight],
    unicodeRange: ARABIC_RANGE,
  })),
];

/** The stylesheet of `faces`: one @font-face rule each. */
export function fallbackFacesCss(faces: readonly FallbackFace[] = FALLBACK_FACES): string {
  const rules = faces.map(({ family, weight, sources, figures, unicodeRange }) => {
    const declarations = [
      `font-family: '${family}'`,
      weight === undefined ? [] : `font-weight: ${weight}`,
      `src: ${sources.map((source) => `local('${source}')`).join(', ')}`,
      figures.sizeAdjust === undefined ? [] : `size-adjust: ${figures.sizeAdjust}%`,
      `ascent-override: ${figures.ascent}%`,
      `descent-override: ${figures.descent}%`,
      'line-gap-override: 0%',
      unicodeRange === undefined ? [] : `unicode-range: ${unicodeRange}`,
    ].flat();
    return `@font-face {\n${declarations.map((line) => `  ${line};\n`).join('')}}\n`;
  });
  return `/* Written by scripts/build/fallback-faces.ts: edit the table there. */\n${rules.join('')}`;
}

/** Writes the stylesheet where global.css imports it from. */
export async function writeFallbackFaces(output = FALLBACK_FACES_OUTPUT): Promise<void> {
  await mkdir(path.dirname(output), { recursive: true });
  // Written beside and renamed over: a build running at the same time reads the old file or the
  // new one, never half of one.
  const partial = `${output}.${process.pid}.partial`;
  await writeFile(partial, fallbackFacesCss());
  await rename(partial, output);
}

if (import.meta.main) {
  writeFallbackFaces().then(
    () =>
      console.log(
        `fonts: ${FALLBACK_FACES.length} fallback faces, ${path.relative(process.cwd(), FALLBACK_FACES_OUTPUT)}`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
