// The home-screen icon iOS asks for, drawn at build from the brand mark. Square, without
// rounded corners or transparency: iOS rounds the corners itself.
import type { APIRoute } from 'astro';
import { brandMarkSvg } from '@/lib/brand';
import { pngResponse, svgToPng } from '@/lib/raster';
import { APPLE_TOUCH_ICON } from '@/lib/seo';

export const GET: APIRoute = async () =>
  pngResponse(
    await svgToPng(brandMarkSvg({ square: true }), {
      width: APPLE_TOUCH_ICON.size,
      height: APPLE_TOUCH_ICON.size,
    }),
  );
