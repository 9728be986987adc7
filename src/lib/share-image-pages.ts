import { localePath, unlocalizedPath, type Locale } from '#contracts/locale.ts';

/** What a share image is drawn from: a page's meta title and description. */
export interface ShareMeta {
  title: string;
  description: string;
}

/** Each page's meta in one language, as the share images need it: `getContent(locale)` has this shape. */
export interface ShareImageContent {
  home: { meta: ShareMeta };
  poolsPage: { meta: ShareMeta };
  /**
   * One entry per pool page, with the page of its form where it has one; paths may be English or
   * already carry the locale's prefix.
   */
  poolPages: readonly { path: string; meta: ShareMeta; form?: { path: string; meta: ShareMeta } }[];
  howItWorks: { meta: ShareMeta };
  passports: { meta: ShareMeta };
  about: { meta: ShareMeta };
  contact: { meta: ShareMeta; outcomes: Readonly<Record<string, ShareMeta>> };
  docs: { meta: ShareMeta };
  notFound: { meta: ShareMeta };
  serverError: { meta: ShareMeta };
  interest: {
    outcomes: Readonly<Record<string, ShareMeta>>;
    confirm: { meta: ShareMeta };
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
    { path: '/', meta: content.home.meta },
    { path: '/pools', meta: content.poolsPage.meta },
    ...content.poolPages.flatMap(({ path, meta, form }) => [
      { path: unlocalizedPath(path), meta },
      ...(form ? [{ path: unlocalizedPath(form.path), meta: form.meta }] : []),
    ]),
    { path: '/how-it-works', meta: content.howItWorks.meta },
    { path: '/passports', meta: content.passports.meta },
    { path: '/about', meta: content.about.meta },
    { path: '/contact', meta: content.contact.meta },
    { path: '/docs', meta: content.docs.meta },
    { path: '/404', meta: content.notFound.meta },
    { path: '/500', meta: content.serverError.meta },
    // The confirmation pages a contact form post without JavaScript lands on.
    ...Object.entries(content.contact.outcomes).map(([outcome, meta]) => ({
      path: `/contact/${outcome}`,
      meta,
    })),
    // The outcome pages of the interest forms, and the pages a confirm or removal link opens.
    ...Object.entries(content.interest.outcomes).map(([outcome, meta]) => ({
      path: `/interest/${outcome}`,
      meta,
    })),
    { path: '/interest/confirm', meta: content.interest.confirm.meta },
    { path: '/interest/remove', meta: content.interest.remove.meta },
  ];
  return pages.map(({ path, meta }) => ({ path: localePath(path, locale), locale, meta }));
}
