/**
 * Build-time drawing of Arabic text blocks for the share images. satori cannot set Arabic: it has
 * no bidirectional reordering (vercel/satori#74) and shapes Arabic letters unreliably; resvg's own
 * SVG <text> shapes Arabic but drops Latin runs (USDC, RealYield, digits) inside an Arabic line
 * and leaves line breaking to the caller. sharp draws text through Pango, which shapes with
 * HarfBuzz, reorders with FriBidi, falls back per character from Noto Sans Arabic to Manrope and
 * breaks lines at a width, so each block is set there and composited on the frame satori drew.
 * Node only; nothing here reaches the network.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Font weights a text block can be set in (the share image's title and description). */
export type TextWeight = 400 | 700;

/** Families Pango looks in, in order: Arabic letters first, Latin names and digits after. */
const FAMILIES = 'Noto Sans Arabic,Manrope';

/**
 * Every character of the Arabic font files kept when instancing: the Arabic block, its
 * supplement, the presentation forms, and the joiners and marks that steer shaping and bidi.
 */
const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
  [0x200c, 0x200f],
];

/** Printable Latin kept from Manrope: ASCII and Latin-1, which is what the Arabic copy mixes in. */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];

function rangeText(ranges: readonly (readonly [number, number])[]): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
}

/**
 * The TrueType files Pango reads, one per family and weight. sharp's fontconfig reads neither
 * WOFF nor WOFF2 (it silently falls back to DejaVu), so subset-font turns the npm files into
 * TrueType: it pins the variable Noto Sans Arabic at each weight and converts the static Manrope.
 */
async function fontSources(weight: TextWeight): Promise<{ name: string; data: Buffer }[]> {
  const arabic = await readFile(
    require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
  );
  const latin = await readFile(
    require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`),
  );
  return [
    {
      name: `noto-sans-arabic-${weight}`,
      data: await subsetFont(arabic, rangeText(ARABIC_RANGES), {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
      }),
    },
    {
      name: `manrope-${weight}`,
      data: await subsetFont(latin, rangeText(LATIN_RANGES), { targetFormat: 'truetype' }),
    },
  ];
}

/**
 * Writes a font under the system temporary folder, named by its content, and returns its path.
 * Concurrent builds and test workers write the same bytes; the rename makes each write atomic.
 */
async function fontFile(name: string, data: Buffer): Promise<string> {
  const folder = path.join(tmpdir(), 'realyield-share-image-fonts');
  await mkdir(folder, { recursive: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const file = path.join(folder, `${name}-${hash}.ttf`);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
  return file;
}

let fontsReady: Promise<void> | undefined;

/**
 * Registers the fonts with Pango once per process. sharp adds a `fontfile` to fontconfig for the
 * rest of the process, so drawing one character with each file makes every family available to
 * every later block, which is what lets an Arabic line fall back to Manrope for "USDC".
 */
function ensureFonts(): Promise<void> {
  fontsReady ??= (async () => {
    const sources = (await Promise.all([fontSources(400), fontSources(700)])).flat();
    for (const { name, data } of sources) {
      const fontfile = await fontFile(name, data);
      await sharp({ text: { text: '.', fontfile, dpi: 72 } })
        .png()
        .toBuffer();
    }
  })().catch((error: unknown) => {
    fontsReady = undefined;
    throw error;
  });
  return fontsReady;
}

/** One block of right-to-left text, set in Noto Sans Arabic with Manrope for Latin runs. */
export interface TextBlock {
  text: string;
  /** Font size in pixels. */
  size: number;
  weight: TextWeight;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** CSS hex colour, e.g. #ffffff. */
  color: string;
  /** Lines break at this width, in pixels. */
  maxWidth: number;
}

/** A block drawn on a transparent background, cropped to its lines. */
export interface TextImage {
  png: Buffer;
  width: number;
  height: number;
}

/** Pango markup is XML: the copy's own &, < and > must not open entities or tags. */
function escapeMarkup(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Draws `block` right to left: lines break at `maxWidth` and each line ends at the image's right
 * edge. A right-to-left mark opens the text, so a line that starts with a Latin name (RealYield)
 * still reads right to left.
 */
export async function rtlTextToPng(block: TextBlock): Promise<TextImage> {
  await ensureFonts();
  // A line_height under 1024 would scale the font's own line gap, which in Noto Sans Arabic is
  // far taller than Latin's; in Pango units (1/1024 pt) it is the exact line box, as in CSS.
  const lineHeight = Math.round(block.size * block.lineHeight * 1024);
  const markup =
    `<span foreground="${block.color}" line_height="${lineHeight}">` +
    `\u200f${escapeMarkup(block.text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FAMILIES} ${block.weight === 700 ? 'Bold' : 'Regular'} ${block.size}`,
      // At 72 dpi a point is a pixel, so `size` is the font size in pixels.
      dpi: 72,
      width: block.maxWidth,
      // Pango mirrors the alignment of a right-to-left paragraph: "left" is its start, the right.
      align: 'left',
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** A text image placed on a larger one, by its top-left corner in pixels. */
export interface TextLayer {
  image: TextImage;
  top: number;
  left: number;
}

/** Draws `layers` over the PNG `base` and returns the result as PNG. */
export async function compositeText(
  base: Uint8Array,
  layers: readonly TextLayer[],
): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(base)
    .composite(layers.map(({ image, top, left }) => ({ input: image.png, top, left })))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}
