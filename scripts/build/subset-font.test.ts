import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_FONT_RANGES,
  FONT_RANGES,
  fontText,
  inFont,
  unicodeRange,
  writeSubsetFont,
} from './subset-font.ts';

describe('the cut of the Arabic web font', () => {
  it('keeps the Arabic letters, harakat and punctuation, and leaves Latin to Manrope', () => {
    for (const character of 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةى،؛؟ـًٌٍَُِّْ') {
      expect(inFont(character, ARABIC_FONT_RANGES), character).toBe(true);
    }
    for (const character of 'Aa0%$') expect(inFont(character, ARABIC_FONT_RANGES)).toBe(false);
  });
});

describe('the cut of the web font', () => {
  it('writes unicode-range and text from the same ranges', () => {
    const ranges = [
      [0x41, 0x43],
      [0x20ac, 0x20ac],
    ] as const;
    expect(unicodeRange(ranges)).toBe('U+41-43, U+20AC');
    expect(fontText(ranges)).toBe('ABC€');
    expect(inFont('€', ranges)).toBe(true);
    expect(inFont('D', ranges)).toBe(false);
  });

  it('keeps the characters the copy and a visitor typing English use', () => {
    for (const character of 'Aa0 $%&@©·–—‘’“”•…€™→') expect(inFont(character)).toBe(true);
    // Outside the cut, the metric-matched fallback font draws them.
    for (const character of 'éü漢') expect(inFont(character)).toBe(false);
    expect(FONT_RANGES.every(([first, last]) => first <= last)).toBe(true);
  });

  it('writes a WOFF2 font smaller than the full Latin file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'realyield-font-'));
    try {
      const output = path.join(dir, 'manrope.woff2');
      const { before, after } = await writeSubsetFont(output);
      const font = await readFile(output);
      expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(font.length).toBe(after);
      expect(after).toBeLessThan(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
