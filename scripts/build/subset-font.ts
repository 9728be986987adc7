// Writes the site's web fonts before Astro builds or serves: Manrope Variable, Latin (from
// @fontsource-variable/manrope), and for the Arabic pages Noto Sans Arabic Variable (from
// @fontsource-variable/noto-sans-arabic), each cut to the characters and the weight range the
// site sets. Astro's Fonts API (astro.config.ts, `fonts`) serves and preloads these files; it
// cannot cut glyphs itself. The cuts are what a first page waits for before it swaps from the
// fallback faces to the brand faces: the full Latin file is 25 KB, this cut about 18 KB; the
// Arabic file 166 KB, its cut about 18 KB. Characters outside the cut (accented letters, for one)
// still render, in the metric-matched fallback font.
//
// `npm run build` and `npm run dev` run it; the output is git-ignored. When the copy needs a
// character outside FONT_RANGES, add it there (astro.config.ts gives the same ranges to the
// @font-face unicode-range, and a build check compares the copy with them).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const FONT_SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'),
);
/** Where astro.config.ts's `fonts` takes the font from. */
export const FONT_OUTPUT = fileURLToPath(
  new URL('../../src/styles/generated/manrope.woff2', import.meta.url),
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

/** The Arabic web font: Noto Sans Arabic's Arabic file (166 KB), before it is cut. */
export const ARABIC_FONT_SOURCE = fileURLToPath(
  import.meta
    .resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
);
/** Where astro.config.ts's `fonts` takes the Arabic font from. */
export const ARABIC_FONT_OUTPUT = fileURLToPath(
  new URL('../../src/styles/generated/noto-sans-arabic.woff2', import.meta.url),
);

/**
 * The Arabic letters, signs and punctuation Modern Standard Arabic copy uses (about 19 KB cut,
 * 37 KB with the whole Arabic block). Latin letters and the digits come from Manrope, which the
 * pages list first: Arabic copy writes Western digits (src/content/locales.ts). A test checks
 * the Arabic copy against these ranges.
 */
export const ARABIC_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x60c, 0x60c], // Arabic comma
  [0x61b, 0x61f], // Arabic semicolon, ..., question mark
  [0x621, 0x652], // letters, tatweel, harakat (fatha, damma, kasra, shadda, sukun...)
  [0x660, 0x66d], // Arabic-Indic digits and the Arabic percent, decimal and thousands signs
  [0x670, 0x670], // superscript alef
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
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

/** One font to cut: where it comes from, where it goes, which characters it keeps. */
export interface FontCut {
  source: string;
  output: string;
  ranges: readonly (readonly [number, number])[];
}

/** The site's web fonts, as this script writes them. */
export const FONT_CUTS: readonly FontCut[] = [
  { source: FONT_SOURCE, output: FONT_OUTPUT, ranges: FONT_RANGES },
  { source: ARABIC_FONT_SOURCE, output: ARABIC_FONT_OUTPUT, ranges: ARABIC_FONT_RANGES },
];

/** Cuts a source font and writes it to its output; returns the sizes before and after. */
export async function writeSubsetFont(
  output: string = FONT_OUTPUT,
  { source: sourcePath, ranges }: Omit<FontCut, 'output'> = {
    source: FONT_SOURCE,
    ranges: FONT_RANGES,
  },
): Promise<{ before: number; after: number }> {
  const source = await readFile(sourcePath);
  const font = await subsetFont(source, fontText(ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHTS },
  });
  await mkdir(path.dirname(output), { recursive: true });
  // Written beside and renamed over: a build running at the same time reads the old file or the
  // new one, never half of one.
  const partial = `${output}.${process.pid}.partial`;
  await writeFile(partial, font);
  await rename(partial, output);
  return { before: source.length, after: font.length };
}

if (import.meta.main) {
  Promise.all(
    FONT_CUTS.map(async (cut) => ({ cut, ...(await writeSubsetFont(cut.output, cut)) })),
  ).then(
    (results) => {
      for (const { cut, before, after } of results) {
        console.log(
          `font: ${path.basename(cut.source)} cut to ${cut.ranges.length} ranges, weights ${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max} ` +
            `(${(before / 1024).toFixed(1)} -> ${(after / 1024).toFixed(1)} KiB), ${path.relative(process.cwd(), cut.output)}`,
        );
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
