/**
 * Build-time drawing of the site's PNGs (share images and app icons) with one engine, sharp:
 * librsvg draws the shapes from SVG, and Pango sets the text, in Latin and in Arabic alike
 * (HarfBuzz shapes, FriBidi orders right to left, fontconfig falls back per character from
 * Manrope to Noto Sans Arabic, and lines break at a width). satori has no bidirectional ordering
 * and resvg's SVG text neither breaks lines nor keeps Latin runs inside an Arabic line, so
 * neither can set both scripts. The fonts are the site's own npm files; nothing reaches the
 * network. Node only.
 *
 * Hand-written part: handing the fonts to Pango. sharp reads a font only through its `fontfile`
 * option, which takes a TrueType path (fontconfig reads neither WOFF nor WOFF2 there, and silently
 * falls back to DejaVu), so the npm WOFF2 files are instanced to TrueType once (subset-font).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Font weights text can be set in: the share image's body, brand name and title. */
export type TextWeight = 400 | 600 | 700;

const WEIGHTS: readonly TextWeight[] = [400, 600, 700];

/** Pango's names of the weights. */
const WEIGHT_NAMES: Record<TextWeight, string> = { 400: 'Regular', 600: 'Semi-Bold', 700: 'Bold' };

/**
 * Families Pango looks in, in order, as the site's pages do: Manrope, then the Arabic letters.
 * @fontsource-variable/manrope's file names its family after its default instance, "Manrope
 * ExtraLight" (it has no typographic family name); each pinned instance keeps that name and
 * carries its own weight, so Pango picks the instance by the weight asked. raster.test.ts checks
 * that Latin text is drawn in Manrope, not in a fallback.
 */
const FAMILIES = 'Manrope ExtraLight,Noto Sans Arabic';

/** The site's variable fonts, and the characters kept from each when instancing. */
const FONTS = [
  {
    name: 'manrope',
    file: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    // Printable ASCII and Latin-1, and the punctuation the copy uses.
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x2010, 0x2027],
    ],
  },
  {
    name: 'noto-sans-arabic',
    file: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    // The Arabic block, its supplement, the presentation forms, and the joiners and marks that
    // steer shaping and bidi.
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfefc],
      [0x200c, 0x200f],
    ],
  },
] as const;

function rangeText(ranges: readonly (readonly [number, number])[]): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
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
 * Registers every family and weight with Pango once per process. sharp adds a `fontfile` to
 * fontconfig for the rest of the process, so drawing one character with each file makes every
 * family available to every later block, which is what lets a line fall back between them.
 */
function ensureFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const font of FONTS) {
      const source = await readFile(require.resolve(font.file));
      for (const weight of WEIGHTS) {
        const data = await subsetFont(source, rangeText(font.ranges), {
          targetFormat: 'truetype',
          variationAxes: { wght: weight },
        });
        const fontfile = await fontFile(`${font.name}-${weight}`, data);
        await sharp({ text: { text: '.', fontfile, dpi: 72 } })
          .png()
          .toBuffer();
      }
    }
  })().catch((error: unknown) => {
    fontsReady = undefined;
    throw error;
  });
  return fontsReady;
}

/** One block of text, in either direction. */
export interface TextBlock {
  text: string;
  /** Font size in pixels. */
  size: number;
  weight: TextWeight;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Extra space between letters, in pixels (Latin only: it would break Arabic joins). */
  letterSpacing?: number;
  /** CSS hex colour, e.g. #ffffff. */
  color: string;
  /** Lines break at this width, in pixels. */
  maxWidth: number;
  /** Right to left: lines start at the right edge. */
  rtl: boolean;
}

/** A block drawn on a transparent background, cropped to its lines. */
export interface TextImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * How much larger text is drawn than it is shown. Pango rounds each glyph's advance to a whole
 * pixel: at 28 px that made lines about 2% wider than a browser sets them (and broke them
 * earlier); drawn at twice the size and scaled down, they match within a few pixels.
 */
const OVERSAMPLE = 2;

/** Pango markup is XML: the copy's own &, < and > must not open entities or tags. */
function escapeMarkup(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Draws `block`: lines break at `maxWidth`. Right to left, a right-to-left mark opens the text,
 * so a line that starts with a Latin name (RealYield) still reads right to left, and each line
 * ends at the image's right edge.
 */
export async function textToPng(block: TextBlock): Promise<TextImage> {
  await ensureFonts();
  // A line_height under 1024 would scale the font's own line gap, which in Noto Sans Arabic is
  // far taller than Latin's; in Pango units (1/1024 pt) it is the exact line box, as in CSS.
  // Pango units are the drawn image's pixels: OVERSAMPLE times the shown ones.
  const lineHeight = Math.round(block.size * block.lineHeight * OVERSAMPLE * 1024);
  const spacing =
    block.letterSpacing && !block.rtl
      ? ` letter_spacing="${Math.round(block.letterSpacing * OVERSAMPLE * 1024)}"`
      : '';
  const markup =
    `<span foreground="${block.color}" line_height="${lineHeight}"${spacing}>` +
    `${block.rtl ? '\u200f' : ''}${escapeMarkup(block.text)}</span>`;
  const drawn = await sharp({
    text: {
      text: markup,
      font: `${FAMILIES} ${WEIGHT_NAMES[block.weight]} ${block.size}`,
      // At 72 dpi a point is a pixel; drawn OVERSAMPLE times larger, then scaled down.
      dpi: 72 * OVERSAMPLE,
      width: block.maxWidth * OVERSAMPLE,
      // Pango mirrors the alignment of a right-to-left paragraph: "left" is its start.
      align: 'left',
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(drawn.data)
    // Averaging, not Lanczos: its overshoot would brighten the edges of muted text.
    .resize(Math.ceil(drawn.info.width / OVERSAMPLE), undefined, { kernel: 'linear' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** An image placed on a larger one, by its top-left corner in pixels. */
export interface Layer {
  png: Buffer;
  top: number;
  left: number;
}

/** Draws an SVG document at `size` in pixels, with `layers` over it, as PNG. */
export async function svgToPng(
  svg: string,
  size: { width: number; height: number },
  layers: readonly Layer[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const sized = svg.replace('<svg ', `<svg width="${size.width}" height="${size.height}" `);
  const png = await sharp(Buffer.from(sized))
    .composite(layers.map(({ png: input, top, left }) => ({ input, top, left })))
    .png({ compressionLevel: 9 })
    .toBuffer();
  // A copy on a plain ArrayBuffer, which Response accepts as a body.
  return new Uint8Array(png);
}

/** A PNG file response for a prerendered endpoint. */
export function pngResponse(png: Uint8Array<ArrayBuffer>): Response {
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
}
