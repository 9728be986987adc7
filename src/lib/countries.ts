// The country select's options: every ISO 3166-1 country (the list the server checks codes
// against) by its name in the page's language, from i18n-iso-countries' data, sorted in that
// language's collation; the values are the ISO codes in every language.
// The pages compute them at build and hand the page's language's list to the form islands as a
// prop, as the rest of their copy: no module is awaited before an island hydrates.
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';
import type { Locale } from '#contracts/locale.ts';

/** A country option: ISO 3166-1 alpha-2 code and the name in one language. */
export type CountryOption = readonly [code: string, name: string];

interface CountryNames {
  countries: Record<string, string | readonly string[]>;
}

const NAMES: Record<Locale, CountryNames> = { en, ar };

/**
 * Letters the site's cut of its Latin web font lacks (scripts/subset-font.ts keeps Latin-1
 * punctuation, not accented letters): four English country names carry one. They are written
 * without the accent (Aland Islands, Curacao, Reunion, Saint Barthelemy), the ASCII forms ISO 3166
 * data sets also use. Never applied to Arabic, where a decomposed hamza or madda is a letter.
 */
function withoutAccents(name: string): string {
  return name.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/**
 * Every country in `locale`, sorted by name. Where the data has several names the first, official
 * one is used, as the package's `getNames(lang, { select: 'official' })` does. Excluded countries
 * stay in the list, so their residents get the polite answer rather than a missing option.
 */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  const names = NAMES[locale];
  const collator = new Intl.Collator(locale);
  return Object.entries(names.countries)
    .map(([code, name]): CountryOption => {
      const official = typeof name === 'string' ? name : (name[0] ?? code);
      return [code, locale === 'en' ? withoutAccents(official) : official];
    })
    .sort(([, a], [, b]) => collator.compare(a, b));
}
