/**
 * The logo mark's one drawing: three rising bars in a rounded tile with a gold dot, on a 32-unit
 * grid. components/site/BrandMark.tsx draws it on the page with the colour tokens as classes;
 * brand.ts draws it for the favicon, the icons and the share images with the tokens' values.
 */
export const BRAND_MARK = {
  viewBox: '0 0 32 32',
  /** The tile is the whole 32x32 box, with these rounded corners. */
  tileRadius: 8,
  /** The three bars, stroked in white. */
  bars: 'M9 22v-5M16 22v-9M23 22V9',
  barWidth: 3,
  /** The gold dot atop the tallest bar. */
  dot: { cx: 23, cy: 9, r: 2.25 },
} as const;
