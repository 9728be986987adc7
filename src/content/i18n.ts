import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '#contracts/locale.ts';
import {
  formatFigure,
  formatMinInvestment,
  formatPercent,
  formatUsd,
  type FigureFormat,
} from '../lib/format.ts';
import { facts, TERM_RANGES } from './facts.ts';
import ar from './words/ar.json' with { type: 'json' };
import en from './words/en.json' with { type: 'json' };

/**
 * Every word of the site, one dictionary per language (words/<locale>.json), read straight by the
 * pages and their sections. English is the source: its shape is the dictionary's type, and every
 * other language must have exactly its keys (a missing or extra key stops the build with its
 * path). Each string is an ICU message (FormatJS's intl-messageformat): `{email}` names a value,
 * `{count, plural, one {# month} other {# months}}` chooses by the language's plural rules. Every
 * message may name the site's shared values (`sharedValues`: the contact e-mail, the business
 * hours, every figure of the facts as the language writes it) without the page passing them.
 */

/** Every word of the site in one language: the English dictionary's shape. */
export type Words = typeof en;

/**
 * Where `other` differs from `source` in shape: each missing or extra key, each list of another
 * length, each value of another type, and each string that is not a valid ICU message.
 *
 * @example shapeProblems({ a: 'x' }, { b: 'y' }) // ['a: missing', 'b: not in English']
 */
export function shapeProblems(source: unknown, other: unknown, path = ''): string[] {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (typeof other === 'string') {
    try {
      new IntlMessageFormat(other);
    } catch (error) {
      return [`${path}: not an ICU message (${(error as Error).message})`];
    }
  }
  if (typeof source !== typeof other || Array.isArray(source) !== Array.isArray(other)) {
    return [`${path}: a ${typeof other} where English has a ${typeof source}`];
  }
  if (Array.isArray(source) && Array.isArray(other)) {
    if (source.length !== other.length) {
      return [`${path}: ${other.length} items where English has ${source.length}`];
    }
    return source.flatMap((item: unknown, i) => shapeProblems(item, other[i], at(i)));
  }
  if (source === null || typeof source !== 'object') return [];
  const mine = source as Record<string, unknown>;
  const theirs = other as Record<string, unknown>;
  return [
    ...Object.keys(mine).flatMap((key) =>
      key in theirs ? shapeProblems(mine[key], theirs[key], at(key)) : [`${at(key)}: missing`],
    ),
    ...Object.keys(theirs)
      .filter((key) => !(key in mine))
      .map((key) => `${at(key)}: not in English`),
  ];
}

function checked(locale: Locale, dictionary: unknown): Words {
  const problems = shapeProblems(en, dictionary);
  if (problems.length > 0) {
    throw new Error(`words/${locale}.json:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  }
  return dictionary as Words;
}

/** Each language's dictionary, checked once when the module loads (so at build time). */
export const WORDS: Readonly<Record<Locale, Words>> = {
  en: checked('en', en),
  ar: checked('ar', ar),
};

/** Every word of the site in `locale`. */
export function words(locale: Locale): Words {
  return WORDS[locale];
}

/** `Dubai-1` as a message argument: ICU names have no hyphens. */
const argument = (id: string) => id.replaceAll('-', '_');

const shared = new Map<Locale, Readonly<Record<string, string>>>();

/**
 * The values any message may name, as `locale` writes them: `{email}`, `{brand}`,
 * `{businessHours}`, `{responseTime}`, the company's figures (`{lifetime_revenue}`...), each
 * pool's target (`{apy_dubai_1}`), each passport's minimum (`{passport_gold}`) and the ends of the
 * pools' minimum range (`{pool_minimum_min}`). Figures come from the facts, written by
 * src/lib/format.ts, so no language types a figure's digits.
 */
export function sharedValues(locale: Locale): Readonly<Record<string, string>> {
  const known = shared.get(locale);
  if (known !== undefined) return known;
  const figures = figureFormat(locale);
  const { site } = WORDS[locale];
  const company = facts.figures;
  const count = (value: number) => formatFigure({ value, unit: 'count', moreThan: true }, figures);
  const values = {
    email: facts.contact.email,
    brand: facts.brand.name,
    businessHours: site.businessHours,
    responseTime: site.responseTime,
    lifetime_revenue: formatFigure(
      { value: company.lifetimeRevenueUsd, unit: 'usd', moreThan: true },
      figures,
    ),
    premium_properties: count(company.premiumProperties),
    properties_tokenized: count(company.propertiesTokenized),
    customers_served: count(company.customersServed),
    rwa_market_cap: formatFigure({ value: company.rwaMarketCapUsd, unit: 'usd' }, figures),
    pool_minimum_min: formatUsd(TERM_RANGES.minimumUsd.min, figures),
    pool_minimum_max: formatUsd(TERM_RANGES.minimumUsd.max, figures),
    ...Object.fromEntries(
      facts.pools.map((pool) => [
        `apy_${argument(pool.id)}`,
        formatPercent(pool.targetApyPercent, figures),
      ]),
    ),
    ...Object.fromEntries(
      facts.passports.tiers.map((tier) => [
        `passport_${tier.id}`,
        formatMinInvestment(tier.minInvestmentUsd, tier.openEnded, figures),
      ]),
    ),
  };
  shared.set(locale, values);
  return values;
}

const compiled = new Map<string, IntlMessageFormat>();

/**
 * `message` with its values (and the shared ones) filled in, by the language's rules (its plurals; numbers in its own
 * digits setting). Throws on a value the message names but `values` lacks.
 *
 * @example format('en', 'Write to {email}', { email: 'hello@realyield.example' }) // 'Write to hello@realyield.example'
 * @example format('en', '{n, plural, one {# month} other {# months}}', { n: 12 }) // '12 months'
 */
export function format(
  locale: Locale,
  message: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const key = `${locale}\u0000${message}`;
  let formatter = compiled.get(key);
  if (formatter === undefined) {
    formatter = new IntlMessageFormat(message, WORDS[locale].format.numberLocale);
    compiled.set(key, formatter);
  }
  return String(formatter.format({ ...sharedValues(locale), ...values }));
}

/** How `locale` writes figures, for src/lib/format.ts. */
export function figureFormat(locale: Locale): FigureFormat {
  const settings = WORDS[locale].format;
  return {
    ...settings,
    currencyDisplay: settings.currencyDisplay === 'name' ? 'name' : 'symbol',
    compactDisplay: settings.compactDisplay === 'long' ? 'long' : 'short',
  };
}
