import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, DARK_COLORS, brandMarkSvg, type BrandColor } from './brand';
import { BRAND_MARK } from './brand-mark';

const globalCss = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');

describe('BRAND_COLORS', () => {
  it.each(Object.keys(BRAND_COLORS) as BrandColor[])(
    'is read from the --color-%s token of global.css',
    (name) => {
      expect(globalCss).toContain(`--color-${name}: ${BRAND_COLORS[name]};`);
    },
  );

  it('takes the dark surface from the dark block', () => {
    const darkBlock = globalCss.slice(globalCss.indexOf('@variant dark'));
    expect(darkBlock).toContain(`--color-surface: ${DARK_COLORS.surface};`);
    expect(DARK_COLORS.surface).not.toBe(BRAND_COLORS.surface);
  });
});

describe('brandMarkSvg', () => {
  it('draws the one brand mark geometry in the token colours', () => {
    const svg = brandMarkSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(svg).toContain(`rx="${BRAND_MARK.tileRadius}" fill="${BRAND_COLORS.mark}"`);
    expect(svg).toContain(`d="${BRAND_MARK.bars}"`);
    expect(svg).toContain(`fill="${BRAND_COLORS.accent}"`);
  });

  it('drops the rounded corners for platform-masked icons, and places itself when asked', () => {
    expect(brandMarkSvg({ square: true })).toContain(`rx="0" fill="${BRAND_COLORS.mark}"`);
    expect(brandMarkSvg({ x: 80, y: 72, size: 64 })).toContain(
      'x="80" y="72" width="64" height="64"',
    );
  });
});
