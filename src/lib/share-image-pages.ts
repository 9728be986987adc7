import { localePath, unlocalizedPath, type Locale } from '#contracts/locale.ts';

/** What a share image is drawn from: a page's meta title and description. */
export interface ShareMeta {
  title: string;
  description: string;
}

/**
 * Each page module's meta in one language, as the share images need it. The English modules
 * (`homePage`, ...) and each locale's `...ByLocale[locale]` values both have this shape.
 */
export interface ShareImageContent {
  homePage: { meta: ShareMeta };
  poolsPage: { meta: ShareMeta };
  /**
   * One entry per pool page, with the page of its form where it has one; paths may be English or
   * already carry the locale's prefix.
   */
  poolPages: readonly { path: string; meta: ShareMeta; form?: { path: string; meta: ShareMeta } }[];
  howItWorksPage: { meta: ShareMeta };
  passportsPage: { meta: ShareMeta };
  aboutPage: { meta: ShareMeta };
  contactPage: { meta: ShareMeta; outcomes: Readonly<Record<string, ShareMeta>> };
  docsPage: { meta: ShareMeta };
  notFoundPage: { meta: ShareMeta };
  serverErrorPage: { meta: ShareMeta };
  interestContent: {
    outcomes: Readonly<Record<string, ShareMeta>>;
    remove: { meta: ShareMeta };
  };
}

/** A page that gets a share image: its site path in its locale, and its meta. */
export interface SharePage {
  path: string;
  locale: Locale;
  meta: ShareMeta;
}

/** Every page of the site in `locale`, by its path in that locale, with the meta it is described by. */
export function shareImagePages(content: ShareImageContent, locale: Locale): SharePage[] {
  const pages: { path: string; meta: ShareMeta }[] = [
    { path: '/', meta: content.homePage.meta },
    { path: '/pools', meta: content.poolsPage.meta },
    ...content.poolPages.flatMap(({ path, meta, form }) => [
      { path: unlocalizedPath(path), meta },
      ...(form ? [{ path: unlocalizedPath(form.path), meta: form.meta }] : []),
    ]),
    { path: '/how-it-works', meta: content.howItWorksPage.meta },
    { path: '/passports', meta: content.passportsPage.meta },
    { path: '/about', meta: content.aboutPage.meta },
    { path: '/contact', meta: content.contactPage.meta },
    { path: '/docs', meta: content.docsPage.meta },
    { path: '/404', meta: content.notFoundPage.meta },
    { path: '/500', meta: content.serverErrorPage.meta },
    // The confirmation pages a contact form post without JavaScript lands on.
    ...Object.entries(content.contactPage.outcomes).map(([outcome, meta]) => ({
      path: `/contact/${outcome}`,
      meta,
    })),
    // The outcome pages of the interest forms, and the page a removal link opens.
    ...Object.entries(content.interestContent.outcomes).map(([outcome, meta]) => ({
      path: `/interest/${outcome}`,
      meta,
    })),
    { path: '/interest/remove', meta: content.interestContent.remove.meta },
  ];
  return pages.map(({ path, meta }) => ({ path: localePath(path, locale), locale, meta }));
}
