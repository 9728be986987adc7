/**
 * What a page tells search engines and link previews: its title, description, canonical URL,
 * Open Graph and Twitter tags, its other languages, and whether it may be indexed. Pure
 * functions: the layout renders their result, the sitemap filter and the build checks reuse the
 * same rules.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  localePath,
  pathLocale,
  unlocalizedPath,
  type Locale,
} from '#contracts/locale.ts';

/** Size of every share image (the Open Graph and Twitter "large image" format). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** URL folder of the share images; the file mirrors the page path (/pools -> /og/pools.png). */
export const SHARE_IMAGE_DIR = '/og';

/** Where the sitemap is served (robots.txt points to it). */
export const SITEMAP_PATH = '/sitemap.xml';
/** Where the web app manifest is served (the English one; each language has its own). */
export const MANIFEST_PATH = '/site.webmanifest';

/** The web app manifest of a language: /site.webmanifest, /ar/site.webmanifest. */
export function manifestPath(locale: Locale): string {
  return localePath(MANIFEST_PATH, locale);
}
/** The scalable favicon (the brand mark). */
export const FAVICON_PATH = '/favicon.svg';
/** The icon iOS shows on the home screen; 180 px is the size current iPhones ask for. */
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;
/** PNG icons listed in the manifest (192 and 512 px are what browsers install from). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;

/** The PNG icon of a given size listed in the manifest. */
export function manifestIconPath(size: number): string {
  return `/icon-${size}.png`;
}

/**
 * Pages kept out of search results and the sitemap: the 404 page and the confirmation pages a
 * contact form post without JavaScript lands on (/contact/<outcome>).
 */
export function isNoindexPath(localizedPath: string): boolean {
  const path = unlocalizedPath(localizedPath);
  return path === '/404' || path.startsWith('/contact/') || path.startsWith('/interest/');
}

/** Longer titles are cut in search results; html-validate's `long-title` holds them to it. */
export const TITLE_MAX_LENGTH = 70;

/**
 * The `<title>`: "Pools | RealYield"; the title alone when it already is the brand line, or when
 * the brand would take it past TITLE_MAX_LENGTH (a form's title with a long pool name in Arabic).
 */
export function documentTitle(title: string, siteName: string, bareTitle = false): string {
  const branded = `${title} | ${siteName}`;
  return bareTitle || branded.length > TITLE_MAX_LENGTH ? title : branded;
}

/**
 * Name of a page's share image inside SHARE_IMAGE_DIR: / -> index, /contact/sent -> contact/sent.
 * A page in another locale gets its locale's folder: /ar -> ar/index, /ar/pools -> ar/pools.
 */
export function shareImageName(pagePath: string): string {
  const locale = pathLocale(pagePath);
  const path = unlocalizedPath(pagePath);
  const name = path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '');
  return locale === DEFAULT_LOCALE ? name : `${locale}/${name}`;
}

/** Site path of a page's share image: / -> /og/index.png, /ar/pools -> /og/ar/pools.png. */
export function shareImagePath(pagePath: string): string {
  return `${SHARE_IMAGE_DIR}/${shareImageName(pagePath)}.png`;
}

/** An absolute URL on the site, e.g. ('/pools', http://localhost:4321) -> http://localhost:4321/pools. */
export function absoluteUrl(path: string, site: URL): string {
  return new URL(path, site).href;
}

/** Everything the head needs to describe one page. */
export interface SeoInput {
  /** The page's own title (without the brand). */
  title: string;
  description: string;
  /** The canonical site path of the page in its language: /, /pools, /ar/pools, /contact/sent. */
  path: string;
  /** The page's language; its twins in the other languages are linked as alternates. */
  locale: Locale;
  /** The public origin (astro.config.ts `site`, from SITE_URL). */
  site: URL;
  siteName: string;
  /** Browser UI colour (theme-color) in each colour scheme: the page's own background. */
  themeColor: { light: string; dark: string };
  /** The title is the brand line and gets no " | RealYield" suffix. */
  bareTitle?: boolean;
  /** Keep the page out of search results; defaults to `isNoindexPath(path)`. */
  noindex?: boolean;
  /** Site path of the share image; defaults to `shareImagePath(path)`. */
  image?: string;
}

/**
 * A `<meta>` element: exactly one of `name` or `property`, and its content; `media` limits a
 * named one to the pages that match it (theme-color per colour scheme).
 */
export type MetaTag =
  { name: string; content: string; media?: string } | { property: string; content: string };

/** A `<link>` element's attributes. */
export interface LinkTag {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
  hreflang?: string;
}

/** The head of a page, as data. */
export interface HeadTags {
  title: string;
  meta: MetaTag[];
  links: LinkTag[];
}

/** Builds the title, meta and link tags of one page. */
export function seoTags(input: SeoInput): HeadTags {
  const title = documentTitle(input.title, input.siteName, input.bareTitle);
  const url = absoluteUrl(input.path, input.site);
  const image = absoluteUrl(input.image ?? shareImagePath(input.path), input.site);
  const imageAlt = input.bareTitle ? input.title : `${input.siteName}: ${input.title}`;
  const noindex = input.noindex ?? isNoindexPath(input.path);
  const meta: MetaTag[] = [
    { name: 'description', content: input.description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    // The page follows the visitor's colour scheme (global.css); so do native controls and the
    // browser's UI around it.
    { name: 'color-scheme', content: 'light dark' },
    {
      name: 'theme-color',
      content: input.themeColor.light,
      media: '(prefers-color-scheme: light)',
    },
    {
      name: 'theme-color',
      content: input.themeColor.dark,
      media: '(prefers-color-scheme: dark)',
    },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: OG_LOCALE[input.locale] },
    ...LOCALES.filter((other) => other !== input.locale).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[other],
    })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  const links: LinkTag[] = [
    { rel: 'canonical', href: url },
    // The same page in every language, and the one for any other language; an unindexed page
    // (404, form outcomes) has no alternates to offer search engines.
    ...(noindex ? [] : alternateLinks(input.path, input.site)),
    { rel: 'icon', href: FAVICON_PATH, type: 'image/svg+xml' },
    {
      rel: 'apple-touch-icon',
      href: APPLE_TOUCH_ICON.path,
      sizes: iconSizes(APPLE_TOUCH_ICON.size),
    },
    { rel: 'manifest', href: MANIFEST_PATH },
  ];
  return { title, meta, links };
}

/** Open Graph's locale of each language (language_TERRITORY). */
const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_US', ar: 'ar_AE' };

/**
 * `<link rel="alternate" hreflang>` for a page in every language, plus `x-default` (the English
 * page), as search engines ask: every language version lists all of them, itself included.
 */
export function alternateLinks(localizedPath: string, site: URL): LinkTag[] {
  const path = unlocalizedPath(localizedPath);
  return [
    ...LOCALES.map((locale) => ({
      rel: 'alternate',
      hreflang: locale,
      href: absoluteUrl(localePath(path, locale), site),
    })),
    { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(path, site) },
  ];
}

/** The `sizes` value of a square icon: 180 -> "180x180". */
export function iconSizes(size: number): string {
  return `${size}x${size}`;
}
