/**
 * The languages the site is published in, shared by the pages, the forms and the server (which
 * stores the language a form was sent from and answers in it). English is the default and keeps
 * the unprefixed URLs; every other locale lives under `/<locale>/`.
 * This module may import only `zod`: it is bundled into the browser.
 */
import * as z from 'zod/mini';

/** Every locale, the default first. */
export const LOCALES = ['en', 'ar'] as const;

/** One of the site's languages (a BCP 47 primary language subtag). */
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed URLs, and of anything sent without a language. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Parses a locale; a form field or a stored value outside LOCALES is refused. */
export const localeSchema = z.enum(LOCALES);

/** Writing direction of each locale, for `<html dir>` and for e-mails. */
export const LOCALE_DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { en: 'ltr', ar: 'rtl' };

/**
 * The site path of `path` (an unprefixed, English path such as `/pools/dubai-1#apply`) in
 * `locale`: `localePath('/pools', 'ar')` is `/ar/pools`, and `/` becomes `/ar` (the site's paths
 * never end in a slash; the server redirects `/ar/` there).
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The locale a site path belongs to: `/ar/pools` is ar, `/pools` and `/area` are en. */
export function pathLocale(path: string): Locale {
  const first = path.split(/[/?#]/)[1] ?? '';
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/** The English (unprefixed) form of a site path: `/ar/pools` is `/pools`, `/ar` and `/ar/` are `/`. */
export function unlocalizedPath(path: string): string {
  const locale = pathLocale(path);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}
