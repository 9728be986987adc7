import { describe, expect, it } from 'vitest';
import { brandMarkSvg } from './brand';
import { elementToPng, pngResponse, svgToPng } from './raster';
import { ShareImage, SHARE_IMAGE_FONT } from './share-image';
import { SHARE_IMAGE_SIZE } from './seo';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which always follows the 8-byte signature. */
function pngDimensions(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('svgToPng', () => {
  it('draws the brand mark at the asked size, twice in one process', async () => {
    const first = await svgToPng(brandMarkSvg({ square: true }), 180);
    const second = await svgToPng(brandMarkSvg(), 512);
    expect(pngDimensions(first)).toEqual({ width: 180, height: 180 });
    expect(pngDimensions(second)).toEqual({ width: 512, height: 512 });
  });
});

describe('elementToPng', () => {
  it('renders a share image at 1200x630', async () => {
    const png = await elementToPng(
      ShareImage({ brand: 'RealYield', title: 'Pools', description: 'Whitelisted pools.' }),
      SHARE_IMAGE_SIZE,
      SHARE_IMAGE_FONT,
    );
    expect(pngDimensions(png)).toEqual(SHARE_IMAGE_SIZE);
    // A flat navy rectangle compresses to a few hundred bytes; text and the mark make it larger.
    expect(png.byteLength).toBeGreaterThan(5_000);
  }, 30_000);
});

describe('pngResponse', () => {
  it('serves the bytes as image/png', async () => {
    const png = await svgToPng(brandMarkSvg(), 32);
    const response = pngResponse(png);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });
});
