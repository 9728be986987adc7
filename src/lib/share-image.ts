/**
 * A page's 1200x630 share image, in its language: the brand at the top (at the start side), a
 * gold rule, the page title in white and, when it has no yield figure and fits, the description.
 * The frame is SVG and the text is set by Pango, both through sharp (raster.ts), in either
 * direction.
 */
import { LOCALE_DIRECTION, type Locale } from '#contracts/locale.ts';
import { BRAND_COLORS, brandMarkSvg } from './brand';
import { svgToPng, textToPng, type Layer, type TextBlock, type TextImage } from './raster';
import { SHARE_IMAGE_SIZE } from './seo';

/**
 * A yield figure or APY mention, in English or Arabic. The site prints every APY with "target,
 * not guaranteed" beside it; an image cannot keep that promise, so it never shows one. Arabic
 * forms: the Arabic percent sign (٪), "percent" in words (في المائة, بالمئة), and APY and APR as
 * written out (العائد السنوي, عائدًا سنويًا, المعدل السنوي, معدل النسبة السنوي).
 */
const YIELD_FIGURE =
  /[%٪﹪％]|\bAPY\b|\bAPR\b|(?:في\s*ال|بال)م(?:ا)?ئة|(?:عائد|معدل)\S{0,2}\s+(?:النسبة\s+)?(?:ال)?سنوي/iu;

/** What a share image says. */
export interface ShareImageText {
  brand: string;
  title: string;
  /** Left out when it mentions a yield figure (and when it does not fit). */
  description?: string;
}

/**
 * The text of a page's share image from its meta: the title always, the description only when
 * it carries no yield figure. Throws when the title itself has one.
 */
export function shareImageText(brand: string, meta: { title: string; description: string }) {
  if (YIELD_FIGURE.test(meta.title)) {
    throw new Error(`A share image may not show a yield figure: "${meta.title}"`);
  }
  const text: ShareImageText = { brand, title: meta.title };
  if (!YIELD_FIGURE.test(meta.description)) text.description = meta.description;
  return text;
}

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;

/** Space between the image's edges and its content, in pixels. */
const PADDING = { x: 80, y: 72 } as const;

/** The brand row: the mark's size and the gap to the name. */
const MARK_SIZE = 64;
const BRAND_GAP = 20;

/** The gold rule above the title. */
const RULE = { width: 96, height: 6 } as const;

/**
 * Space between the blocks' ink (Pango crops each block to it): under the rule, between the title
 * and the description, and under the last line. Latin's are CSS's line boxes of Manrope as the
 * share images first set them (36 px under the rule, 28 between); Arabic's taller letters fill
 * their line boxes, so its ink takes the CSS gaps as they are.
 */
const GAPS = {
  ltr: { rule: 48, description: 47, bottom: 10 },
  rtl: { rule: 36, description: 28, bottom: 0 },
} as const;

/** Titles longer than this get the smaller size, so three lines never overflow. */
const LONG_TITLE_CHARS = 28;

/** Widest a line of the title or description may run. */
const TEXT_WIDTH = 1000;

/**
 * The tallest the title and description may be together: the column less the brand row, the rule
 * with its gaps and 24 px of air below the brand.
 */
const maxTextHeight = (gaps: (typeof GAPS)['ltr' | 'rtl']) =>
  HEIGHT - 2 * PADDING.y - MARK_SIZE - (RULE.height + gaps.rule) - gaps.bottom - 24;

/** How each block is set; Arabic letters rise and descend further, so its lines are taller. */
function blocks(text: ShareImageText, rtl: boolean) {
  const base = { maxWidth: TEXT_WIDTH, rtl };
  const title: TextBlock = {
    ...base,
    text: text.title,
    size: text.title.length > LONG_TITLE_CHARS ? 60 : 80,
    weight: 700,
    lineHeight: rtl ? 1.3 : 1.1,
    letterSpacing: -1.5,
    color: '#ffffff',
  };
  const description: TextBlock | undefined = text.description
    ? {
        ...base,
        text: text.description,
        size: 28,
        weight: 400,
        lineHeight: rtl ? 1.6 : 1.45,
        color: BRAND_COLORS['navy-muted'],
      }
    : undefined;
  // The brand is one line, a Latin name in every language.
  const brand: TextBlock = {
    text: text.brand,
    size: 38,
    weight: 600,
    lineHeight: 1.3,
    letterSpacing: -0.5,
    color: '#ffffff',
    maxWidth: TEXT_WIDTH,
    rtl: false,
  };
  return { title, description, brand };
}

/**
 * The frame as SVG: the navy ground with the brand's glow from the start side, the mark, and the
 * gold rule whose top is `ruleTop`.
 */
function frameSvg(rtl: boolean, ruleTop: number): string {
  const { navy, mark, accent } = BRAND_COLORS;
  // CSS's linear-gradient(135deg, navy 55%, mark/33% 140%), mirrored right to left: the
  // gradient line crosses the box corner to corner through its centre.
  const length = (WIDTH + HEIGHT) * Math.SQRT1_2;
  const dx = (rtl ? -1 : 1) * Math.SQRT1_2;
  const dy = Math.SQRT1_2;
  const start = { x: WIDTH / 2 - (dx * length) / 2, y: HEIGHT / 2 - (dy * length) / 2 };
  const end = { x: start.x + dx * length * 1.4, y: start.y + dy * length * 1.4 };
  const markX = rtl ? WIDTH - PADDING.x - MARK_SIZE : PADDING.x;
  const ruleX = rtl ? WIDTH - PADDING.x - RULE.width : PADDING.x;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="glow" gradientUnits="userSpaceOnUse" x1="${start.x}" y1="${start.y}" x2="${end.x}" y2="${end.y}">`,
    `<stop offset="${0.55 / 1.4}" stop-color="${navy}"/>`,
    `<stop offset="1" stop-color="${mark}" stop-opacity="${0x55 / 255}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${navy}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    brandMarkSvg({ x: markX, y: PADDING.y, size: MARK_SIZE }),
    `<rect x="${ruleX}" y="${ruleTop}" width="${RULE.width}" height="${RULE.height}" rx="${RULE.height / 2}" fill="${accent}"/>`,
    '</svg>',
  ].join('');
}

/** Where a block starts on its line: at the left padding, or ending at the right one. */
function startX(image: TextImage, rtl: boolean): number {
  return rtl ? WIDTH - PADDING.x - image.width : PADDING.x;
}

/**
 * A page's share image as PNG, in the page's language. A description that would push the title
 * into the brand row is left out, as one with a yield figure is; a title that does not fit stops
 * the build.
 */
export async function shareImagePng(
  text: ShareImageText,
  locale: Locale,
): Promise<Uint8Array<ArrayBuffer>> {
  const rtl = LOCALE_DIRECTION[locale] === 'rtl';
  const set = blocks(text, rtl);
  const [title, brand, fullDescription] = await Promise.all([
    textToPng(set.title),
    textToPng(set.brand),
    set.description ? textToPng(set.description) : undefined,
  ]);
  const gaps = GAPS[rtl ? 'rtl' : 'ltr'];
  if (title.height > maxTextHeight(gaps)) {
    throw new Error(`A share image title is too long to fit: "${text.title}"`);
  }
  const fits = (block: TextImage) =>
    title.height + gaps.description + block.height <= maxTextHeight(gaps);
  const description = fullDescription && fits(fullDescription) ? fullDescription : undefined;
  const textHeight = title.height + (description ? gaps.description + description.height : 0);
  const textTop = HEIGHT - PADDING.y - gaps.bottom - textHeight;
  const brandX = rtl
    ? WIDTH - PADDING.x - MARK_SIZE - BRAND_GAP - brand.width
    : PADDING.x + MARK_SIZE + BRAND_GAP;
  const layers: Layer[] = [
    {
      png: brand.png,
      top: Math.round(PADDING.y + (MARK_SIZE - brand.height) / 2),
      left: brandX,
    },
    { png: title.png, top: textTop, left: startX(title, rtl) },
  ];
  if (description) {
    layers.push({
      png: description.png,
      top: textTop + title.height + gaps.description,
      left: startX(description, rtl),
    });
  }
  const ruleTop = textTop - gaps.rule - RULE.height;
  return svgToPng(frameSvg(rtl, ruleTop), SHARE_IMAGE_SIZE, layers);
}
