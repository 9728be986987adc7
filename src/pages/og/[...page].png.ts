// One 1200x630 share image per page and language, drawn at build from the page's own title and
// description (the same `meta` its <title> and meta tags use). BaseLayout points og:image at
// /og/<page>.png, and at /og/ar/<page>.png for the Arabic twin; the build checks fail when a
// page has no image here.
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '#contracts/locale.ts';
import { aboutPage } from '@/content/about';
import { contactPage } from '@/content/contact';
import { docsPage } from '@/content/docs';
import { serverErrorPage } from '@/content/errors';
import { homePage } from '@/content/home';
import { howItWorksPage } from '@/content/how-it-works';
import { interestContent } from '@/content/interest';
import { notFoundPage } from '@/content/not-found';
import { passportsPage } from '@/content/passports';
import { poolPages } from '@/content/pool-page';
import { poolsPage } from '@/content/pools-page';
import { site } from '@/content/site';
import { pngResponse } from '@/lib/raster';
import { shareImageName } from '@/lib/seo';
import { shareImageText } from '@/lib/share-image';
import { shareImagePages, type ShareImageContent, type ShareMeta } from '@/lib/share-image-pages';
import { shareImagePng } from '@/lib/share-image-png';

/**
 * The meta each language's images are drawn from. A language without an entry gets no images
 * yet; the Arabic one joins once the content modules export their `...ByLocale` values.
 */
const contentByLocale: Partial<Record<Locale, ShareImageContent>> = {
  en: {
    homePage,
    poolsPage,
    poolPages,
    howItWorksPage,
    passportsPage,
    aboutPage,
    contactPage,
    docsPage,
    notFoundPage,
    serverErrorPage,
    interestContent,
  },
};

export const getStaticPaths = (() =>
  Object.entries(contentByLocale).flatMap(([locale, content]) =>
    shareImagePages(content, locale as Locale).map(({ path, meta }) => ({
      params: { page: shareImageName(path) },
      props: { meta, locale: locale as Locale },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ meta: ShareMeta; locale: Locale }> = async ({ props }) =>
  pngResponse(await shareImagePng(shareImageText(site.name, props.meta), props.locale));
