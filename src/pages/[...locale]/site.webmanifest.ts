// The web app manifest of each language (/site.webmanifest, /ar/site.webmanifest), from the
// brand's facts, the language's words and the brand colours.
import type { APIRoute } from 'astro';
import { LOCALE_DIRECTION, type Locale } from '#contracts/locale.ts';
import { facts } from '@/content/facts';
import { words } from '@/content/i18n';
import { href } from '@/content/routes';
import { BRAND_COLORS } from '@/lib/brand';
import { localeStaticPaths } from '@/lib/i18n';
import { MANIFEST_ICON_SIZES, iconSizes, manifestIconPath } from '@/lib/seo';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = ({ props: { locale } }) => {
  const home = href('home', locale);
  const brand = facts.brand.name;
  const manifest = {
    id: home,
    name: brand,
    short_name: brand,
    description: words(locale).site.summary,
    lang: locale,
    dir: LOCALE_DIRECTION[locale],
    start_url: home,
    scope: home,
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
