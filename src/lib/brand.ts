/**
 * The brand as literal values, for the images the build draws outside CSS (favicon, app icons,
 * share images, theme-color). The colours mirror the tokens in src/styles/global.css, and a unit
 * test keeps them equal.
 */

/** Brand colours, named like their `--color-*` tokens in global.css. */
export const BRAND_COLORS = {
  /** --color-brand: the logo tile. */
  brand: '#1747b0',
  /** --color-navy: dark bands and the share image background. */
  navy: '#0a1730',
  /** --color-navy-muted: secondary text on navy. */
  'navy-muted': '#b9c6dc',
  /** --color-accent: the gold dot and accents on navy. */
  accent: '#e2b654',
  /** --color-surface: the page background. */
  surface: '#ffffff',
} as const;

/**
 * Tokens of the dark scheme that the build needs outside CSS (theme-color), named like their
 * overrides in the dark block of global.css. Share images and icons stay light.
 */
export const DARK_COLORS = {
  /** --color-surface in the dark scheme: the page background. */
  surface: '#0b1220',
} as const;

/** Name of a brand colour token. */
export type BrandColor = keyof typeof BRAND_COLORS;

/**
 * The logo mark as a standalone SVG document: three rising bars in a blue tile with a gold dot
 * (the same drawing as components/site/BrandMark.tsx). `square` drops the rounded corners, for
 * icons the platform masks itself (iOS home screen).
 */
export function brandMarkSvg({ square = false }: { square?: boolean } = {}): string {
  const radius = square ? 0 : 8;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="${radius}" fill="${BRAND_COLORS.brand}"/>`,
    `<path d="M9 22v-5M16 22v-9M23 22V9" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="23" cy="9" r="2.25" fill="${BRAND_COLORS.accent}"/>`,
    '</svg>',
  ].join('');
}
