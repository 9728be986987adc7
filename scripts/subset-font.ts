// Writes the site's web font before Astro builds or serves: Manrope Variable, Latin (from
// @fontsource-variable/manrope), cut to the characters and the weight range the site sets. Pages
// load it after their first paint (src/layouts/web-font-loader.ts), so it no longer holds the
// largest paint back, but it still travels on a slow connection: the full Latin file is 25 KB,
// this cut about 18 KB (bench/README.md). Characters outside the cut (accented letters, for one)
// still render, in the metric-matched fallback font of global.css.
//
// `npm run build` and `npm run dev` run it; the output is git-ignored. When the copy needs a
// character outside FONT_RANGES, add it there and to the @font-face unicode-range in global.css
// (a test compares the two, and another checks the copy against them).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const FONT_SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'),
);
/** Where global.css and BaseLayout expect the font. */
export const FONT_OUTPUT = fileURLToPath(
  new URL('../src/styles/generated/manrope.woff2', import.meta.url),
);

/** The weights the site sets: font-normal (400) to font-bold (700). */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** Inclusive code point ranges kept in the font. */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII: letters, digits, punctuation
  [0xa0, 0xbf], // Latin-1 punctuation and symbols: no-break space, ©, ®, °, ·, « » ...
  [0xd7, 0xd7], // ×
  [0xf7, 0xf7], // ÷
  [0x2010, 0x2027], // hyphens, en and em dashes, curly quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, single angle quotes
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus sign
];

/** Every character of FONT_RANGES, as the text to cut the font to. */
export function fontText(ranges: typeof FONT_RANGES = FONT_RANGES): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
}

/** The CSS unicode-range for the ranges: `U+20-7E, U+A0-BF, U+D7, ...`. */
export function unicodeRange(ranges: typeof FONT_RANGES = FONT_RANGES): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** True when a character is in the font. */
export function inFont(character: string, ranges: typeof FONT_RANGES = FONT_RANGES): boolean {
  const codePoint = character.codePointAt(0) ?? -1;
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Cuts the source font and writes it to `output`; returns the sizes before and after. */
export async function writeSubsetFont(
  output: string = FONT_OUTPUT,
): Promise<{ before: number; after: number }> {
  const source = await readFile(FONT_SOURCE);
  const font = await subsetFont(source, fontText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHTS },
  });
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, font);
  return { before: source.length, after: font.length };
}

if (import.meta.main) {
  writeSubsetFont().then(
    ({ before, after }) => {
      console.log(
        `font: Manrope cut to ${FONT_RANGES.length} ranges, weights ${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max} ` +
          `(${(before / 1024).toFixed(1)} -> ${(after / 1024).toFixed(1)} KiB), ${path.relative(process.cwd(), FONT_OUTPUT)}`,
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
