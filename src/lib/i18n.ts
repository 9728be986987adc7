/**
 * Pages published in every language live under `src/pages/[...locale]/`: the rest parameter is
 * empty for English (the unprefixed URLs) and `ar` for Arabic, so one route file serves both.
 */
import { DEFAULT_LOCALE, LOCALES, localeSchema, type Locale } from '#contracts/locale.ts';

/** The `[...locale]` parameter of a locale: none for the default one. */
export function localeParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** getStaticPaths of a page with no other parameter: one path per locale. */
export function localeStaticPaths(): {
  params: { locale: string | undefined };
  props: { locale: Locale };
}[] {
  return LOCALES.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));
}

/** The locale of a `[...locale]` parameter; throws on one the site does not publish. */
export function pageLocale(param: string | undefined): Locale {
  return param === undefined ? DEFAULT_LOCALE : localeSchema.parse(param);
}
