// One 1200x630 share image per page, drawn at build from the page's own title and description
// (the same `meta` its <title> and meta tags use). BaseLayout points og:image at
// /og/<page>.png; the build checks fail when a page has no image here.
import type { APIRoute, GetStaticPaths } from 'astro';
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
import type { PageMeta } from '@/content/schemas';
import { site } from '@/content/site';
import { elementToPng, pngResponse } from '@/lib/raster';
import { SHARE_IMAGE_SIZE, shareImageName } from '@/lib/seo';
import { SHARE_IMAGE_FONT, ShareImage, shareImageText } from '@/lib/share-image';

/** Every page of the site by path, with the meta it is described by. */
const pages: { path: string; meta: PageMeta }[] = [
  { path: '/', meta: homePage.meta },
  { path: '/pools', meta: poolsPage.meta },
  ...poolPages.map(({ path, meta }) => ({ path, meta })),
  { path: '/how-it-works', meta: howItWorksPage.meta },
  { path: '/passports', meta: passportsPage.meta },
  { path: '/about', meta: aboutPage.meta },
  { path: '/contact', meta: contactPage.meta },
  { path: '/docs', meta: docsPage.meta },
  { path: '/404', meta: notFoundPage.meta },
  { path: '/500', meta: serverErrorPage.meta },
  // The confirmation pages a contact form post without JavaScript lands on.
  ...Object.entries(contactPage.outcomes).map(([outcome, message]) => ({
    path: `/contact/${outcome}`,
    meta: message,
  })),
  // The outcome pages of the interest forms, and the page a removal link opens.
  ...Object.entries(interestContent.outcomes).map(([outcome, message]) => ({
    path: `/interest/${outcome}`,
    meta: message,
  })),
  { path: '/interest/remove', meta: interestContent.remove.meta },
];

export const getStaticPaths = (() =>
  pages.map(({ path, meta }) => ({
    params: { page: shareImageName(path) },
    props: { meta },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ meta: PageMeta }> = async ({ props }) => {
  const image = ShareImage(shareImageText(site.name, props.meta));
  return pngResponse(await elementToPng(image, SHARE_IMAGE_SIZE, SHARE_IMAGE_FONT));
};
