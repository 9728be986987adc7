/**
 * Countries whose residents cannot apply or join a waitlist (ISO 3166-1 alpha-2).
 *
 * !!! OPERATOR: REVIEW THIS LIST WITH COUNSEL BEFORE LAUNCH, then set
 * !!! excludedCountriesReviewed: true in src/content/facts.yaml (`npm run launch-check` fails
 * !!! until you do).
 *
 * A starting point only, not legal advice: the United States (US persons are excluded
 * throughout the site's copy) and jurisdictions under comprehensive sanctions programmes at the
 * time of writing (Cuba, Iran, North Korea, Syria). The inhabited US territories
 * (Puerto Rico, the US Virgin Islands, Guam, American Samoa, the Northern Mariana Islands) and the
 * US Minor Outlying Islands have ISO codes of their own but their residents are US persons, so
 * they are excluded with the US. The United Kingdom is excluded until counsel confirms that the
 * site meets its financial-promotion rules for crypto-assets. Regions under comprehensive sanctions that
 * have no ISO 3166-1 code of their own (Crimea and the other Russian-occupied regions of Ukraine)
 * cannot be expressed as a country of residence here: the KYC/AML check must catch them.
 * Kept here, not in src/content, because the server (which may not import src/) enforces it; the
 * pool pages hand it to their island, which then needs no import of it.
 */
export const EXCLUDED_COUNTRIES: readonly string[] = [
  'US',
  // US territories: their residents are US persons.
  'PR',
  'VI',
  'GU',
  'UM',
  'AS',
  'MP',
  'CU',
  'IR',
  'KP',
  'SY',
  // The United Kingdom until counsel confirms compliance with its crypto-asset promotion rules
  // (FCA COBS 4: the prescribed risk warning, approval by an authorised person).
  'GB',
];

/** True when residents of `code` (ISO 3166-1 alpha-2, upper case) may not register interest. */
export function isExcludedCountry(code: string): boolean {
  return EXCLUDED_COUNTRIES.includes(code.toUpperCase());
}
