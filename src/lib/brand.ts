/**
 * The brand for what the build draws outside CSS (favicon, app icons, share images, theme-color):
 * its colours read from the tokens in src/styles/global.css, the one place they are written, and
 * the logo mark drawn from the one geometry components/site/BrandMark.tsx draws too.
 */
import globalCss from '../styles/global.css?raw';
import { BRAND_MARK } from './brand-mark';

/** The `--color-*` tokens of a block of CSS, name (without `--color-`) to hex value. */
function colorTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name = '', value = ''] of css.matchAll(
    /--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi,
  )) {
    if (!tokens.has(name)) tokens.set(name, value.toLowerCase());
  }
  return tokens;
}

/** The dark scheme's overrides follow Tailwind's `@variant dark` in global.css. */
const DARK_BLOCK = '@variant dark';
const lightTokens = colorTokens(globalCss.slice(0, globalCss.indexOf(DARK_BLOCK)));
const darkTokens = colorTokens(globalCss.slice(globalCss.indexOf(DARK_BLOCK)));

function token(tokens: ReadonlyMap<string, string>, name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`global.css has no hex --color-${name} token`);
  return value;
}

/** Brand colours of the light scheme (share images and icons stay light), by token name. */
export const BRAND_COLORS = {
  /** --color-mark: the logo tile, the same blue in both schemes. */
  mark: token(lightTokens, 'mark'),
  /** --color-navy: dark bands and the share image background. */
  navy: token(lightTokens, 'navy'),
  /** --color-navy-muted: secondary text on navy. */
  'navy-muted': token(lightTokens, 'navy-muted'),
  /** --color-accent: the gold dot and accents on navy. */
  accent: token(lightTokens, 'accent'),
  /** --color-surface: the page background. */
  surface: token(lightTokens, 'surface'),
} as const;

/** Tokens of the dark scheme that the build needs outside CSS (theme-color). */
export const DARK_COLORS = {
  /** --color-surface in the dark scheme: the page background. */
  surface: token(darkTokens, 'surface'),
} as const;

/** Name of a brand colour token. */
export type BrandColor = keyof typeof BRAND_COLORS;

/**
 * The logo mark as an SVG element (`<svg ...>`), in the brand colours. `square` drops the rounded
 * corners, for icons the platform masks itself (iOS home screen); `x`, `y` and `size` place it
 * inside a larger drawing (the share images).
 */
export function brandMarkSvg({
  square = false,
  x,
  y,
  size,
}: { square?: boolean; x?: number; y?: number; size?: number } = {}): string {
  const { viewBox, tileRadius, bars, barWidth, dot } = BRAND_MARK;
  const place =
    size === undefined ? '' : ` x="${x ?? 0}" y="${y ?? 0}" width="${size}" height="${size}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${place}>`,
    `<rect width="32" height="32" rx="${square ? 0 : tileRadius}" fill="${BRAND_COLORS.mark}"/>`,
    `<path d="${bars}" fill="none" stroke="#ffffff" stroke-width="${barWidth}" stroke-linecap="round"/>`,
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${BRAND_COLORS.accent}"/>`,
    '</svg>',
  ].join('');
}
