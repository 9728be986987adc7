import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { elementToPng } from './raster';
import { SHARE_IMAGE_SIZE } from './seo';
import { SHARE_IMAGE_FONT, ShareImage, shareImageText } from './share-image';
import { shareImagePng } from './share-image-png';

/** A meta description of realistic length (about 150 characters), with Latin names inside. */
const ARABIC_DESCRIPTION =
  'صناديق مُدرجة في القائمة البيضاء بعملتي USDC وUSDT، مدعومة بعقود إيجار فرعية مرمّزة لعقارات في دبي. اقرأ المخاطر والشروط قبل أن تسجّل اهتمامك.';

/** Columns of a band of rows that hold title-white pixels (the navy background never does). */
async function whiteColumns(png: Uint8Array, rows: { from: number; to: number }) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const columns = new Set<number>();
  for (let y = rows.from; y < rows.to; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) columns.add(x);
    }
  }
  return [...columns];
}

describe('shareImagePng', () => {
  it('draws an Arabic title at the right, right to left, as a 1200x630 PNG', async () => {
    // The description has a yield figure, so only the title is drawn below the brand row.
    const text = shareImageText('RealYield', {
      title: 'صناديق العائد',
      description: 'قارن العائد السنوي المستهدف ومدة كل صندوق وطريقة الدفع قبل أن تسجّل اهتمامك.',
    });
    expect(text.description).toBeUndefined();
    const png = await shareImagePng(text, 'ar');
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', ...SHARE_IMAGE_SIZE });

    // Below the brand row only the title is white: it ends at the right padding (x = 1120)
    // and, being short, leaves the left half empty.
    const columns = await whiteColumns(png, { from: 200, to: SHARE_IMAGE_SIZE.height });
    expect(columns.length).toBeGreaterThan(0);
    expect(Math.max(...columns)).toBeGreaterThan(1100);
    expect(Math.max(...columns)).toBeLessThanOrEqual(1120);
    expect(Math.min(...columns)).toBeGreaterThan(SHARE_IMAGE_SIZE.width / 2);
  }, 30_000);

  it('draws the brand at the right of an Arabic image and nothing white at the left', async () => {
    const png = await shareImagePng(
      shareImageText('RealYield', { title: 'صناديق العائد', description: ARABIC_DESCRIPTION }),
      'ar',
    );
    // The brand row: the white bars of the mark end at the right, the name sits left of it.
    const brand = await whiteColumns(png, { from: 72, to: 136 });
    expect(Math.min(...brand)).toBeGreaterThan(SHARE_IMAGE_SIZE.width / 2);
    expect(Math.max(...brand)).toBeGreaterThan(1080);
  }, 30_000);

  it('sets a long Arabic title and a description without overflowing the image', async () => {
    const png = await shareImagePng(
      shareImageText('RealYield', {
        title: 'مجمع دبي 1: شقق مفروشة في مرسى دبي بعقود إيجار فرعية',
        description: ARABIC_DESCRIPTION,
      }),
      'ar',
    );
    const columns = await whiteColumns(png, { from: 200, to: SHARE_IMAGE_SIZE.height });
    // Two lines of title run nearly the full column (80..1120) and stay inside it.
    expect(Math.min(...columns)).toBeGreaterThanOrEqual(80);
    expect(Math.min(...columns)).toBeLessThan(300);
    expect(Math.max(...columns)).toBeLessThanOrEqual(1120);
  }, 30_000);

  it('draws an English image exactly as satori does', async () => {
    const text = shareImageText('RealYield', {
      title: 'Pools',
      description:
        'Whitelisted stablecoin pools backed by tokenized sub-leases of Dubai properties.',
    });
    expect(await shareImagePng(text, 'en')).toEqual(
      await elementToPng(ShareImage(text), SHARE_IMAGE_SIZE, SHARE_IMAGE_FONT),
    );
  }, 30_000);
});
