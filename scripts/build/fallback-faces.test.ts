import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES, fallbackFacesCss, writeFallbackFaces } from './fallback-faces.ts';

/** The @font-face rules of a stylesheet, minified as the build does: descriptor -> value. */
function faces(css: string): Array<Record<string, string>> {
  const minified = transform({ filename: 'faces.css', code: Buffer.from(css), minify: true });
  return [...minified.code.toString().matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      (body ?? '').split(';').map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1).replaceAll('"', '')];
      }),
    ),
  );
}

describe('the fallback faces', () => {
  it('declares one face per weight and family, each with its own measured figures', () => {
    const rules = faces(fallbackFacesCss());
    expect(rules).toHaveLength(FALLBACK_FACES.length);
    const manrope = rules.filter(
      (rule) => rule['font-family'] === 'Manrope Fallback' && !rule['unicode-range'],
    );
    expect(manrope.map((rule) => rule['font-weight'])).toEqual(['400', '500', '600', '700']);
    expect(new Set(manrope.map((rule) => rule['size-adjust'])).size).toBe(4);
    // Semibold and bold come from the bold file, not the regular one emboldened by the browser.
    expect(manrope[2]?.['src']).toMatch(/^local\(Arial Bold\)/);
    expect(manrope[1]?.['src']).toMatch(/^local\(Arial\)/);
    expect(manrope[0]).toMatchObject({
      'size-adjust': '105.56%',
      'ascent-override': '101.36%',
      'descent-override': '28.42%',
      'line-gap-override': '0%',
    });
  });

  it('gives the space its own face and keeps the Arabic faces to Arabic letters', () => {
    const rules = faces(fallbackFacesCss());
    const spaces = rules.filter((rule) => rule['unicode-range']?.toUpperCase() === 'U+20');
    expect(spaces).toHaveLength(4);
    const arabic = rules.filter((rule) => rule['font-family']?.includes('Noto Sans Arabic'));
    expect(arabic).toHaveLength(6);
    for (const rule of arabic) expect(rule['unicode-range']).toMatch(/^U\+6/i);
  });

  it('writes the stylesheet global.css imports', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'realyield-faces-'));
    try {
      const output = path.join(dir, 'fallback-faces.css');
      await writeFallbackFaces(output);
      expect(await readFile(output, 'utf8')).toBe(fallbackFacesCss());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
