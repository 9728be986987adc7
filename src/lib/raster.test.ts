import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandMarkSvg } from './brand';
import { pngResponse, svgToPng, textToPng, type TextBlock } from './raster';

const block = (text: string, extra: Partial<TextBlock> = {}): TextBlock => ({
  text,
  size: 60,
  weight: 700,
  lineHeight: 1.3,
  color: '#ffffff',
  maxWidth: 1000,
  rtl: true,
  ...extra,
});

/** For each column of a drawn block, whether any of its pixels is painted. */
async function inkedColumns(png: Buffer): Promise<boolean[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.width }, (_, x) =>
    Array.from({ length: info.height }, (_, y) => data[(y * info.width + x) * 4 + 3]!).some(
      (alpha) => alpha > 0,
    ),
  );
}

/** The widest run of blank columns inside the ink: the space between two words. */
function widestGap(inked: boolean[]): { start: number; length: number } {
  let best = { start: -1, length: 0 };
  let start = -1;
  for (let x = inked.indexOf(true); x <= inked.lastIndexOf(true); x++) {
    if (inked[x]) {
      start = -1;
      continue;
    }
    if (start === -1) start = x;
    if (x - start + 1 > best.length) best = { start, length: x - start + 1 };
  }
  return best;
}

describe('textToPng', () => {
  // A short first word and a long second one: right to left, the space is near the right edge.
  // The second text starts with a Latin name and must still read right to left.
  it.each(['في الاستثمارات', 'USDC للاستثمارات'])(
    'lays Arabic words out right to left: %s',
    async (text) => {
      const { png, width } = await textToPng(block(text));
      const space = widestGap(await inkedColumns(png));
      expect(space.length).toBeGreaterThan(5);
      expect(space.start).toBeGreaterThan(width * 0.6);
    },
    30_000,
  );

  it('lays Latin words out left to right', async () => {
    const { png, width } = await textToPng(block('In investments', { rtl: false }));
    const space = widestGap(await inkedColumns(png));
    expect(space.length).toBeGreaterThan(5);
    expect(space.start).toBeLessThan(width * 0.4);
  }, 30_000);

  it('draws Latin text in Manrope at the weight asked, not in a fallback face', async () => {
    // Manrope SemiBold sets the brand name at 38 px about 160 px wide; DejaVu Sans Bold, the
    // fallback, about 195 px.
    const brand = { size: 38, lineHeight: 1.3, rtl: false } as const;
    const semiBold = await textToPng(block('RealYield', { ...brand, weight: 600 }));
    const regular = await textToPng(block('RealYield', { ...brand, weight: 400 }));
    expect(semiBold.width).toBeGreaterThan(145);
    expect(semiBold.width).toBeLessThan(175);
    expect(regular.width).toBeLessThan(semiBold.width);
  }, 30_000);

  it('breaks a long title into lines no wider than the column', async () => {
    const lineBox = 60 * 1.3;
    const one = await textToPng(block('صناديق العائد'));
    const two = await textToPng(block('مجمع دبي 1: شقق مفروشة في مرسى دبي بعقود إيجار فرعية'));
    expect(two.height - one.height).toBeGreaterThan(0.8 * lineBox);
    expect(two.height - one.height).toBeLessThan(1.5 * lineBox);
    expect(two.width).toBeLessThanOrEqual(1000);
    expect(two.width).toBeGreaterThan(800);
  }, 30_000);

  it('draws text that looks like markup as text', async () => {
    const plain = await textToPng(block('شروط <b> & أحكام', { weight: 400, size: 28 }));
    expect(plain.width).toBeGreaterThan(100);
  }, 30_000);
});

describe('svgToPng', () => {
  it('draws the brand mark at the asked size, with layers over it', async () => {
    const icon = await svgToPng(brandMarkSvg({ square: true }), { width: 180, height: 180 });
    expect(await sharp(icon).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    const dot = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const layered = await svgToPng(brandMarkSvg(), { width: 512, height: 512 }, [
      { png: dot, top: 0, left: 0 },
    ]);
    const { data } = await sharp(layered).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });
});

describe('pngResponse', () => {
  it('serves the bytes as image/png', async () => {
    const png = await svgToPng(brandMarkSvg(), { width: 32, height: 32 });
    const response = pngResponse(png);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });
});
