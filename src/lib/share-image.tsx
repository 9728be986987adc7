import type { ReactElement, ReactNode } from 'react';
import { BRAND_COLORS, brandMarkSvg } from './brand';
import { SHARE_IMAGE_SIZE } from './seo';

/**
 * The layout of a page's 1200x630 share image, as the element tree satori draws: the brand at the
 * top, a gold rule, the page title in white and, when it has no yield figure, the description.
 * Only flexbox and inline styles, which is what satori understands.
 */

/** Font family name the fonts are registered under when rendering. */
export const SHARE_IMAGE_FONT = 'Manrope';

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
  /** Left out when it mentions a yield figure (and, right to left, when it does not fit). */
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

/** Space between the image's edges and its content, in pixels. */
const PADDING = { x: 80, y: 72 } as const;

/** Titles longer than this get the smaller size, so three lines never overflow. */
const LONG_TITLE_CHARS = 28;

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The image's box and its brand row, with `children` below: right to left, the brand glow and
 * the brand row are mirrored.
 */
function frame(direction: 'ltr' | 'rtl', brand: string, children: ReactNode): ReactElement {
  const { navy, brand: tile } = BRAND_COLORS;
  const rtl = direction === 'rtl';
  return (
    <div
      style={{
        // satori sizes boxes without their padding (content-box), so subtract it here.
        width: SHARE_IMAGE_SIZE.width - 2 * PADDING.x,
        height: SHARE_IMAGE_SIZE.height - 2 * PADDING.y,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PADDING.y}px ${PADDING.x}px`,
        backgroundColor: navy,
        // The brand glow sits on the start side.
        backgroundImage: `linear-gradient(${rtl ? 225 : 135}deg, ${navy} 55%, ${tile}55 140%)`,
        color: '#ffffff',
        fontFamily: SHARE_IMAGE_FONT,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: rtl ? 'row-reverse' : 'row',
          alignItems: 'center',
        }}
      >
        <img src={svgDataUri(brandMarkSvg())} width={64} height={64} alt="" />
        <div
          style={{
            ...(rtl ? { marginRight: 20 } : { marginLeft: 20 }),
            fontSize: 38,
            fontWeight: 600,
            letterSpacing: -0.5,
          }}
        >
          {brand}
        </div>
      </div>
      {children}
    </div>
  );
}

/** The gold rule above the title, in both directions. */
const goldRule = (): ReactElement => (
  <div
    style={{
      width: 96,
      height: 6,
      marginBottom: 36,
      borderRadius: 3,
      backgroundColor: BRAND_COLORS.accent,
    }}
  />
);

/** The element tree of one share image. */
export function ShareImage({ brand, title, description }: ShareImageText): ReactElement {
  return frame(
    'ltr',
    brand,
    <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 1000 }}>
      {goldRule()}
      <div
        style={{
          fontSize: title.length > LONG_TITLE_CHARS ? 60 : 80,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1.5,
        }}
      >
        {title}
      </div>
      {description ? (
        <div
          style={{
            marginTop: 28,
            fontSize: 28,
            fontWeight: 400,
            lineHeight: 1.45,
            color: BRAND_COLORS['navy-muted'],
          }}
        >
          {description}
        </div>
      ) : null}
    </div>,
  );
}

/** How the Arabic title and description are set (see raster-text.ts), beside the English sizes. */
export const RTL_TEXT = {
  /** Title font size, as in English: the smaller one for titles over LONG_TITLE_CHARS. */
  titleSize: (title: string) => (title.length > LONG_TITLE_CHARS ? 60 : 80),
  /** Arabic letters rise and descend further than Latin ones: more room between lines. */
  titleLineHeight: 1.3,
  descriptionSize: 28,
  descriptionLineHeight: 1.6,
  /** Gap between the title and the description, as in English. */
  gap: 28,
  /** Widest a line may run, as the English text column. */
  maxWidth: 1000,
  /** Where every line ends: the start side of a right-to-left image. */
  right: SHARE_IMAGE_SIZE.width - PADDING.x,
  /** Where the text column ends at the bottom. */
  bottom: SHARE_IMAGE_SIZE.height - PADDING.y,
  /**
   * The tallest the title and description may be together: the column less the brand row (the
   * 64 px mark), the gold rule with its margin (6 + 36 px) and 24 px of air below the brand.
   */
  maxHeight: SHARE_IMAGE_SIZE.height - 2 * PADDING.y - 64 - (6 + 36) - 24,
} as const;

/**
 * The right-to-left share image without its text, which satori cannot set in Arabic: the brand at
 * the right (the start side), then the gold rule, right-aligned, above a blank box `textHeight`
 * tall where the title and description are composited afterwards. The brand name stays satori's
 * Manrope: it is a Latin name in every language.
 */
export function RtlShareImageFrame({
  brand,
  textHeight,
}: {
  brand: string;
  textHeight: number;
}): ReactElement {
  return frame(
    'rtl',
    brand,
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      {goldRule()}
      <div style={{ display: 'flex', height: textHeight }} />
    </div>,
  );
}
