import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compositeText, rtlTextToPng, type TextBlock } from './raster-text';

const block = (text: string, extra: Partial<TextBlock> = {}): TextBlock => ({
  text,
  size: 60,
  weight: 700,
  lineHeight: 1.3,
  color: '#ffffff',
  maxWidth: 1000,
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

describe('rtlTextToPng', () => {
  // A short first word and a long second one: the space between them is near the right edge.
  // The second text starts with a Latin name and must still read right to left.
  it.each(['في الاستثمارات', 'USDC للاستثمارات'])(
    'lays words out right to left: %s',
    async (text) => {
      const { png, width } = await rtlTextToPng(block(text));
      const inked = await inkedColumns(png);
      const first = inked.indexOf(true);
      const last = inked.lastIndexOf(true);
      const gaps: number[] = [];
      for (let x = first; x <= last; x++) if (!inked[x]) gaps.push(x);
      // The widest run of blank columns inside the ink is the space.
      const space = gaps.reduce<{
        start: number;
        length: number;
        best: { start: number; length: number };
      }>(
        (run, x, i) => {
          const start = i > 0 && gaps[i - 1] === x - 1 ? run.start : x;
          const length = x - start + 1;
          const best = length > run.best.length ? { start, length } : run.best;
          return { start, length, best };
        },
        { start: -1, length: 0, best: { start: -1, length: 0 } },
      ).best;
      expect(space.length).toBeGreaterThan(5);
      expect(space.start).toBeGreaterThan(width * 0.6);
    },
    30_000,
  );

  it('breaks a long title into lines no wider than the column, right-aligned', async () => {
    const lineBox = 60 * 1.3;
    const one = await rtlTextToPng(block('صناديق العائد'));
    const two = await rtlTextToPng(block('مجمع دبي 1: شقق مفروشة في مرسى دبي بعقود إيجار فرعية'));
    // The block is cropped to its ink: a second line adds about one line box.
    expect(two.height - one.height).toBeGreaterThan(0.8 * lineBox);
    expect(two.height - one.height).toBeLessThan(1.5 * lineBox);
    expect(two.width).toBeLessThanOrEqual(1000);
    expect(two.width).toBeGreaterThan(800);
  }, 30_000);

  it('draws text that looks like markup as text', async () => {
    const plain = await rtlTextToPng(block('شروط <b> & أحكام', { weight: 400, size: 28 }));
    expect(plain.width).toBeGreaterThan(100);
  }, 30_000);
});

describe('compositeText', () => {
  it('places a block on a base image and returns a PNG of the base size', async () => {
    const base = await sharp({
      create: { width: 200, height: 100, channels: 4, background: '#0a1730' },
    })
      .png()
      .toBuffer();
    const image = await rtlTextToPng(block('دبي', { size: 28 }));
    const png = await compositeText(base, [{ image, top: 10, left: 200 - image.width }]);
    const { width, height } = await sharp(png).metadata();
    expect({ width, height }).toEqual({ width: 200, height: 100 });
  }, 30_000);
});
