/**
 * What the pool pages' forms (apply, waitlist) share with the server and their island needs: the
 * choices, the limits and the excluded countries. Plain values, no Zod: the island bundles this
 * module; ./interest.ts holds the schemas and answers built on it, for the server.
 */
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './form-constants.ts';

/** Longest accepted optional message of an application. */
export const INTEREST_MESSAGE_MAX_LENGTH = 2000;
/** Longest pool id (the content's slugs are far shorter). */
export const POOL_ID_MAX_LENGTH = 64;

/** Who applies: a person in their own name, or for a company. */
export const INVESTOR_TYPES = ['individual', 'company'] as const;
/** One investor type. */
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/**
 * Intended amount bands, the passport tiers' thresholds: under $10,000; $10,000-$49,999;
 * $50,000-$99,999; $100,000 or more. The page's labels live in src/content/interest.ts.
 */
export const AMOUNT_BANDS = ['under-10k', '10k-50k', '50k-100k', '100k-plus'] as const;
/** One intended amount band. */
export type AmountBand = (typeof AMOUNT_BANDS)[number];

/** What an entry is: an application to an Open pool, or a waitlist entry of an Upcoming one. */
export const INTEREST_KINDS = ['application', 'waitlist'] as const;
/** One kind of interest entry (also the `kind` column and `npm run interest -- --kind`). */
export type InterestKind = (typeof INTEREST_KINDS)[number];

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
 * Kept here, not in src/content, because the server (which may not import src/) enforces it and
 * the forms read it too.
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

/** Length limits of the application's text fields, for field messages and `maxlength`. */
export const APPLICATION_MAX_LENGTHS = {
  poolId: POOL_ID_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: INTEREST_MESSAGE_MAX_LENGTH,
} as const;

/** Length limits of the waitlist's text fields. */
export const WAITLIST_MAX_LENGTHS = {
  poolId: POOL_ID_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const;
