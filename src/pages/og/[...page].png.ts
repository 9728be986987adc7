// One 1200x630 share image per page and language, drawn at build from the page's own title and
// description (the same `meta` its <title> and meta tags use). BaseLayout points og:image at
// /og/<page>.png, and at /og/ar/<page>.png for the Arabic twin; the build checks fail when a
// page has no image here.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, type Locale } from '#contracts/locale.ts';
import { facts } from '@/content/facts';
import { format, words } from '@/content/i18n';
import { getContent } from '@/content/index';
import { pngResponse } from '@/lib/raster';
import { shareImageName } from '@/lib/seo';
import { shareImagePng, shareImageText } from '@/lib/share-image';
import { shareImagePages, type ShareMeta } from '@/lib/share-image-pages';

/** /contact and its outcome pages, described as they describe themselves (from the dictionary). */
function contact(locale: Locale) {
  const t = words(locale);
  const values = {
    email: facts.contact.email,
    businessHours: t.site.businessHours,
    responseTime: t.site.responseTime,
  };
  const meta = ({ title, description }: ShareMeta) => ({
    title,
    description: format(locale, description, values),
  });
  const { outcomes } = t.contact;
  return {
    meta: meta(t.contact.meta),
    outcomes: Object.fromEntries(
      Object.entries(outcomes).map(([key, value]) => [key, meta(value)]),
    ),
  };
}

export const getStaticPaths = (() =>
  LOCALES.flatMap((locale) =>
    shareImagePages({ ...getContent(locale), contact: contact(locale) }, locale).map(
      ({ path, meta }) => ({
        params: { page: shareImageName(path) },
        props: { meta, locale },
      }),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ meta: ShareMeta; locale: Locale }> = async ({ props }) =>
  pngResponse(await shareImagePng(shareImageText(facts.brand.name, props.meta), props.locale));
