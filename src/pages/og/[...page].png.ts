// One 1200x630 share image per page and language, drawn at build from the page's own title and
// description (the same `meta` its <title> and meta tags use). BaseLayout points og:image at
// /og/<page>.png, and at /og/ar/<page>.png for the Arabic twin; the build checks fail when a
// page has no image here.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, type Locale } from '#contracts/locale.ts';
import { aboutPageByLocale } from '@/content/about';
import { contactPageByLocale } from '@/content/contact';
import { docsPageByLocale } from '@/content/docs';
import { serverErrorPageByLocale } from '@/content/errors';
import { homePageByLocale } from '@/content/home';
import { howItWorksPageByLocale } from '@/content/how-it-works';
import { interestContentByLocale } from '@/content/interest';
import { notFoundPageByLocale } from '@/content/not-found';
import { passportsPageByLocale } from '@/content/passports';
import { poolPagesByLocale } from '@/content/pool-page';
import { poolsPageByLocale } from '@/content/pools-page';
import { site } from '@/content/site';
import { pngResponse } from '@/lib/raster';
import { shareImageName } from '@/lib/seo';
import { shareImageText } from '@/lib/share-image';
import { shareImagePages, type ShareImageContent, type ShareMeta } from '@/lib/share-image-pages';
import { shareImagePng } from '@/lib/share-image-png';

/** The meta each language's images are drawn from. */
const contentByLocale: Record<Locale, ShareImageContent> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      homePage: homePageByLocale[locale],
      poolsPage: poolsPageByLocale[locale],
      poolPages: poolPagesByLocale[locale],
      howItWorksPage: howItWorksPageByLocale[locale],
      passportsPage: passportsPageByLocale[locale],
      aboutPage: aboutPageByLocale[locale],
      contactPage: contactPageByLocale[locale],
      docsPage: docsPageByLocale[locale],
      notFoundPage: notFoundPageByLocale[locale],
      serverErrorPage: serverErrorPageByLocale[locale],
      interestContent: interestContentByLocale[locale],
    },
  ]),
) as unknown as Record<Locale, ShareImageContent>;

export const getStaticPaths = (() =>
  Object.entries(contentByLocale).flatMap(([locale, content]) =>
    shareImagePages(content, locale as Locale).map(({ path, meta }) => ({
      params: { page: shareImageName(path) },
      props: { meta, locale: locale as Locale },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ meta: ShareMeta; locale: Locale }> = async ({ props }) =>
  pngResponse(await shareImagePng(shareImageText(site.name, props.meta), props.locale));
