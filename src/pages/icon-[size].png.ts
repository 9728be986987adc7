// The PNG icons the web app manifest lists (/icon-192.png, /icon-512.png), drawn at build
// from the brand mark; the 512 px one is also the Organization logo in JSON-LD.
import type { APIRoute, GetStaticPaths } from 'astro';
import { brandMarkSvg } from '@/lib/brand';
import { pngResponse, svgToPng } from '@/lib/raster';
import { MANIFEST_ICON_SIZES } from '@/lib/seo';

export const getStaticPaths = (() =>
  MANIFEST_ICON_SIZES.map((size) => ({
    params: { size: String(size) },
    props: { size },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ size: number }> = async ({ props }) =>
  pngResponse(await svgToPng(brandMarkSvg(), { width: props.size, height: props.size }));
