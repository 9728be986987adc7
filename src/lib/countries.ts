// The country select's options: every ISO 3166-1 country with its English name from
// i18n-iso-countries' English data (the list the server checks codes against), sorted by name.
// A module rather than island props: the list then travels once, in the HTML the build renders and
// in the island's script loaded when the form comes into view, not a second time in the page.
import english from 'i18n-iso-countries/langs/en.json';

/** A country option: ISO 3166-1 alpha-2 code and English name. */
export type CountryOption = readonly [code: string, name: string];

/**
 * Letters the site's cut of its web font lacks (scripts/subset-font.ts keeps Latin-1 punctuation,
 * not accented letters): four country names carry one. They are written without the accent
 * (Aland Islands, Curacao, Reunion, Saint Barthelemy), the ASCII forms ISO 3166 data sets also use.
 */
function withoutAccents(name: string): string {
  return name.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/**
 * Every country, by English name. Where the data has several names the first, official one is
 * used, as the package's `getNames('en', { select: 'official' })` does. Excluded countries stay in
 * the list, so their residents get the polite answer rather than a missing option.
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = Object.entries(
  english.countries as Record<string, string | readonly string[]>,
)
  .map(([code, names]): CountryOption => {
    const name = typeof names === 'string' ? names : (names[0] ?? code);
    return [code, withoutAccents(name)];
  })
  .sort(([, a], [, b]) => a.localeCompare(b, 'en'));
