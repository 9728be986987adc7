// The country select's options: every ISO 3166-1 country (the list the server checks codes
// against) by its name in the page's language, from i18n-iso-countries' data, sorted in that
// language's collation; the values are the ISO codes in every language.
// Loaded by language rather than passed as island props: the list then travels once, in the HTML
// the build renders and in a small chunk of its own loaded with the island, not a second time in
// the page, and a page carries only its own language's names.
import { LOCALES, type Locale } from '#contracts/locale.ts';

/** A country option: ISO 3166-1 alpha-2 code and the name in one language. */
export type CountryOption = readonly [code: string, name: string];

interface CountryNames {
  countries: Record<string, string | readonly string[]>;
}

// One chunk per language: the bundler splits each JSON file it is asked for on demand.
const NAMES: Record<Locale, () => Promise<{ default: CountryNames }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
};

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
export function countryOptions(locale: Locale, names: CountryNames): readonly CountryOption[] {
  const collator = new Intl.Collator(locale);
  return Object.entries(names.countries)
    .map(([code, name]): CountryOption => {
      const official = typeof name === 'string' ? name : (name[0] ?? code);
      return [code, locale === 'en' ? withoutAccents(official) : official];
    })
    .sort(([, a], [, b]) => collator.compare(a, b));
}

const loaded: Partial<Record<Locale, readonly CountryOption[]>> = {};

/** Loads the options of these languages, so that `loadedCountryOptions` can answer at once. */
export async function loadCountryOptions(locales: readonly Locale[] = LOCALES): Promise<void> {
  await Promise.all(
    locales.map(async (locale) => {
      loaded[locale] ??= countryOptions(locale, (await NAMES[locale]()).default);
    }),
  );
}

/** The options of a language loaded before (a render cannot wait for them). */
export function loadedCountryOptions(locale: Locale): readonly CountryOption[] {
  const options = loaded[locale];
  if (options === undefined) throw new Error(`Country names in ${locale} were not loaded`);
  return options;
}
