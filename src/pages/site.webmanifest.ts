// The web app manifest, from the site config and the brand colours.
import type { APIRoute } from 'astro';
import { site } from '@/content/site';
import { BRAND_COLORS } from '@/lib/brand';
import { MANIFEST_ICON_SIZES, iconSizes, manifestIconPath } from '@/lib/seo';

export const GET: APIRoute = () => {
  const manifest = {
    id: '/',
    name: site.name,
    short_name: site.name,
    description: site.summary,
    lang: 'en',
    start_url: '/',
    scope: '/',
    // A marketing site, not an app: opened from the home screen it keeps the browser's UI.
    display: 'browser',
    background_color: BRAND_COLORS.surface,
    theme_color: BRAND_COLORS.navy,
    icons: MANIFEST_ICON_SIZES.map((size) => ({
      src: manifestIconPath(size),
      sizes: iconSizes(size),
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
