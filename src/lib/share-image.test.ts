import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE_SIZE } from './seo';
import { shareImagePng, shareImageText } from './share-image';

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

describe('shareImageText', () => {
  it('keeps the title and a description without figures', () => {
    expect(
      shareImageText('RealYield', { title: 'Docs & FAQs', description: 'Read the risks.' }),
    ).toEqual({ brand: 'RealYield', title: 'Docs & FAQs', description: 'Read the risks.' });
  });

  it.each([
    'Target yields of up to 40% APY.',
    'Compare target APY, payout and tenor.',
    'Earn 12 % a year.',
  ])('leaves out a description with a yield figure: %s', (description) => {
    expect(shareImageText('RealYield', { title: 'Pools', description })).toEqual({
      brand: 'RealYield',
      title: 'Pools',
    });
  });

  it('refuses a title with a yield figure', () => {
    expect(() =>
      shareImageText('RealYield', { title: 'Earn 40% APY', description: 'Read the risks.' }),
    ).toThrow(/yield figure/);
  });
});

describe('shareImageText in Arabic', () => {
  const description =
    'صناديق مدعومة بعقود إيجار فرعية مرمّزة لعقارات في دبي. اقرأ المخاطر قبل التسجيل.';

  it('keeps an Arabic title and a description without figures', () => {
    expect(shareImageText('RealYield', { title: 'صناديق العائد', description })).toEqual({
      brand: 'RealYield',
      title: 'صناديق العائد',
      description,
    });
  });

  it.each([
    'عوائد مستهدفة تصل إلى 12٪ سنويًا.',
    'عوائد مستهدفة تصل إلى 12% سنويًا.',
    'قارن العائد السنوي المستهدف ومدة كل صندوق.',
    'احصل على عائد سنوي مستهدف من عقارات دبي.',
    'عائدًا سنويًا مستهدفًا من عقارات دبي.',
    'اطّلع على معدل النسبة السنوي لكل صندوق.',
    'عائد مستهدف قدره اثنا عشر في المائة.',
    'عائد مستهدف قدره اثنا عشر بالمئة.',
    'قارن APY المستهدف لكل صندوق.',
  ])('leaves out an Arabic description with a yield figure: %s', (withFigure) => {
    expect(shareImageText('RealYield', { title: 'الصناديق', description: withFigure })).toEqual({
      brand: 'RealYield',
      title: 'الصناديق',
    });
  });

  it.each(['عائد 40٪ سنويًا', 'العائد السنوي المستهدف'])(
    'refuses an Arabic title with a yield figure: %s',
    (title) => {
      expect(() => shareImageText('RealYield', { title, description })).toThrow(/yield figure/);
    },
  );
});

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
    expect(Math.max(...columns)).toBeGreaterThan(1100);
    expect(Math.max(...columns)).toBeLessThanOrEqual(1120);
    expect(Math.min(...columns)).toBeGreaterThan(SHARE_IMAGE_SIZE.width / 2);
  }, 30_000);

  it('draws the brand at the right of an Arabic image and at the left of an English one', async () => {
    const arabic = await shareImagePng(
      shareImageText('RealYield', { title: 'صناديق العائد', description: ARABIC_DESCRIPTION }),
      'ar',
    );
    // The brand row: the white bars of the mark and the name sit on the start side.
    const right = await whiteColumns(arabic, { from: 72, to: 136 });
    expect(Math.min(...right)).toBeGreaterThan(SHARE_IMAGE_SIZE.width / 2);
    expect(Math.max(...right)).toBeGreaterThan(1080);
    const english = await shareImagePng(
      shareImageText('RealYield', { title: 'Pools', description: 'Read the risks first.' }),
      'en',
    );
    const left = await whiteColumns(english, { from: 72, to: 136 });
    expect(Math.min(...left)).toBeLessThan(120);
    expect(Math.max(...left)).toBeLessThan(SHARE_IMAGE_SIZE.width / 2);
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

  it('sets an English title from the left padding, and refuses one too long to fit', async () => {
    const png = await shareImagePng(
      shareImageText('RealYield', {
        title: 'Pools',
        description:
          'Whitelisted stablecoin pools backed by tokenized sub-leases of Dubai properties.',
      }),
      'en',
    );
    const columns = await whiteColumns(png, { from: 200, to: SHARE_IMAGE_SIZE.height });
    expect(Math.min(...columns)).toBeGreaterThanOrEqual(80);
    expect(Math.min(...columns)).toBeLessThan(100);
    expect(Math.max(...columns)).toBeLessThan(SHARE_IMAGE_SIZE.width / 2);
    await expect(
      shareImagePng({ brand: 'RealYield', title: 'A title that never ends '.repeat(12) }, 'en'),
    ).rejects.toThrow(/too long to fit/);
  }, 30_000);
});
