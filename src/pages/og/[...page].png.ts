// One 1200x630 share image per page and language, drawn at build from the page's own title and
// description (the same `meta` its <title> and meta tags use). BaseLayout points og:image at
// /og/<page>.png, and at /og/ar/<page>.png for the Arabic twin; the build checks fail when a
// page has no image here.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, type Locale } from '#contracts/locale.ts';
import { format, words } from '@/content/i18n';
import { getContent } from '@/content/index';
import { siteData } from '@/content/site';
import { pngResponse } from '@/lib/raster';
import { shareImageName } from '@/lib/seo';
import { shareImageText } from '@/lib/share-image';
import { shareImagePages, type ShareMeta } from '@/lib/share-image-pages';
import { shareImagePng } from '@/lib/share-image-png';

/** The meta of the pages that read their words straight, as their route writes it. */
function wordsMeta(locale: Locale) {
  const { howItWorks, passports, about, docs } = words(locale);
  const { title, description } = passports.meta;
  return {
    howItWorks,
    passports: { meta: { title, description: format(locale, description) } },
    about,
    docs,
  };
}

export const getStaticPaths = (() =>
  LOCALES.flatMap((locale) =>
    shareImagePages({ ...getContent(locale), ...wordsMeta(locale) }, locale).map(
      ({ path, meta }) => ({
        params: { page: shareImageName(path) },
        props: { meta, locale },
      }),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ meta: ShareMeta; locale: Locale }> = async ({ props }) =>
  pngResponse(await shareImagePng(shareImageText(siteData.name, props.meta), props.locale));
