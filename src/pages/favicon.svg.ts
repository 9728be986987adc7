// The favicon: the brand mark as SVG, from the same drawing as the PNG icons.
import type { APIRoute } from 'astro';
import { brandMarkSvg } from '@/lib/brand';

export const GET: APIRoute = () =>
  new Response(brandMarkSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
