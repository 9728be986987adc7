import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, DARK_COLORS, brandMarkSvg, type BrandColor } from './brand';

const globalCss = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');

describe('BRAND_COLORS', () => {
  it.each(Object.keys(BRAND_COLORS) as BrandColor[])(
    'matches the --color-%s token in global.css',
    (name) => {
      const token = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(globalCss);
      expect(token?.[1]?.toLowerCase()).toBe(BRAND_COLORS[name]);
    },
  );
});

describe('DARK_COLORS', () => {
  // The dark overrides follow Tailwind's `@variant dark` in global.css.
  const darkBlock = globalCss.slice(globalCss.indexOf('@variant dark'));

  it.each(Object.keys(DARK_COLORS) as (keyof typeof DARK_COLORS)[])(
    'matches the dark --color-%s override in global.css',
    (name) => {
      const token = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(darkBlock);
      expect(token?.[1]?.toLowerCase()).toBe(DARK_COLORS[name]);
    },
  );
});

describe('brandMarkSvg', () => {
  it('draws the rounded blue tile, three bars and the gold dot', () => {
    const svg = brandMarkSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(svg).toContain(`rx="8" fill="${BRAND_COLORS.brand}"`);
    expect(svg).toContain('d="M9 22v-5M16 22v-9M23 22V9"');
    expect(svg).toContain(`fill="${BRAND_COLORS.accent}"`);
  });

  it('drops the rounded corners for platform-masked icons', () => {
    expect(brandMarkSvg({ square: true })).toContain(`rx="0" fill="${BRAND_COLORS.brand}"`);
  });
});
