import { IntlMessageFormat } from 'intl-messageformat';
import { CONFIRM_LINK_DAYS } from '#contracts/interest.ts';
import {
  CONFIRMATIONS_PER_DOMAIN_PER_DAY,
  DEFAULT_RETENTION_DAYS,
  RATE_LIMIT_WINDOW_MINUTES,
  REMOVAL_LINK_DAYS,
} from '#contracts/retention.ts';
import type { Locale } from '#contracts/locale.ts';
import { formatMessage, isolate } from '../lib/message.ts';
import {
  formatFigure,
  formatMinInvestment,
  formatPercent,
  formatUsd,
  toFigureFormat,
  type FigureFormat,
} from '../lib/format.ts';
import { facts, isLaunched, TERM_RANGES, type Pool } from './facts.ts';
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

/** One pool's own words: its name and what its page says of it. */
export type PoolWords = Words['pools']['byId']['dubai-1'];

/** One pool: its facts and its own words in one language. */
export type PoolEntry = Pool & PoolWords;

/** Every pool of the facts with its words in `t`'s language, in display order. */
export function poolEntries(t: Words): PoolEntry[] {
  return facts.pools.map((pool) => ({ ...pool, ...poolWords(t, pool.id) }));
}

/** The words of the pool `id` (every pool of the facts must have them, in every language). */
export function poolWords(t: Words, id: string): PoolWords {
  const own = (t.pools.byId as Record<string, PoolWords | undefined>)[id];
  if (own === undefined) throw new Error(`words: no pools.byId.${id} for a pool of the facts`);
  return own;
}

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];

/** The names of the values an ICU message's syntax tree uses, plural and select options included. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
      into.add(element.value);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if ('children' in element) argumentNames(element.children, into);
  }
  return into;
}

const filled = new Map<Locale, Words>();

/**
 * Every word of the site in `locale`, each message that names only shared values already filled
 * in (a stat's note with its figure, a tag with the pool's target). Messages that name a value of
 * their own (`{pool}`, `{max}`) stay as written, for `format` with that value.
 */
export function words(locale: Locale): Words {
  const known = filled.get(locale);
  if (known !== undefined) return known;
  const values = sharedValues(locale);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (!value.includes('{')) return value;
      const message = new IntlMessageFormat(value, WORDS[locale].format.numberLocale);
      const names = argumentNames(message.getAst());
      return [...names].every((name) => name in values) ? String(message.format(values)) : value;
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fill(child)]));
    }
    return value;
  };
  const result = fill(WORDS[locale]) as Words;
  filled.set(locale, result);
  return result;
}

/** `Dubai-1` as a message argument: ICU names have no hyphens. */
const argument = (id: string) => id.replaceAll('-', '_');

const shared = new Map<Locale, Readonly<Record<string, string>>>();

/**
 * The one note a page with the company's figures carries while any of their bases (the date,
 * the market figure's source, who counts as a customer) is not given; `undefined` once all are.
 */
export function figuresPending(locale: Locale): string | undefined {
  const { asOf, customersAre, rwaMarketCapSource } = facts.figures;
  const given = asOf !== null && customersAre[locale] !== null && rwaMarketCapSource !== null;
  return given ? undefined : WORDS[locale].operator.figures.pending;
}

/**
 * The values any message may name, as `locale` writes them: `{email}`, `{brand}`,
 * `{businessHours}`, `{responseTime}`, `{customers}` and `{asOf}` (the basis of the company's
 * figures), `{market_cap_source}`, the company's figures (`{lifetime_revenue}`...), each
 * pool's target (`{apy_dubai_1}`), each passport's minimum (`{passport_gold}`) and the ends of the
 * pools' minimum range (`{pool_minimum_min}`). Figures come from the facts, written by
 * src/lib/format.ts, so no language types a figure's digits.
 */
export function sharedValues(locale: Locale): Readonly<Record<string, string>> {
  const known = shared.get(locale);
  if (known !== undefined) return known;
  const figures = figureFormat(locale);
  const { site, operator } = WORDS[locale];
  const company = facts.figures;
  const number = new Intl.NumberFormat(figures.numberLocale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(figures.numberLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const count = (value: number) => formatFigure({ value, unit: 'count', moreThan: true }, figures);
  /** `count` with its unit, by an ICU plural of the language (its noun follows the number). */
  const counted = (message: string, count: number) =>
    formatMessage(figures.numberLocale, message, { count });
  const { days, minutes } = WORDS[locale].format;
  const values = {
    email: facts.contact.email,
    brand: facts.brand.name,
    businessHours: site.businessHours,
    responseTime: site.responseTime,
    // How long a confirmation link works, as the e-mails and the outcome pages say it, and the
    // periods the privacy notice states (contracts/retention.ts): each with its unit in the
    // language's plural form for that number (Arabic's noun changes with it).
    confirmPeriod: counted(days, CONFIRM_LINK_DAYS),
    retentionPeriod: counted(days, DEFAULT_RETENTION_DAYS),
    removalPeriod: counted(days, REMOVAL_LINK_DAYS),
    rateLimitPeriod: counted(minutes, RATE_LIMIT_WINDOW_MINUTES),
    // The confirmation e-mails one domain may get a day, counted in the same way.
    domainCap: counted(WORDS[locale].docs.privacy.domainCap, CONFIRMATIONS_PER_DOMAIN_PER_DAY),
    // Who counts as a customer, and the date the company's figures are as of: the facts, or
    // nothing until they are given (a page with figures then says so once: figuresPending).
    customers: company.customersAre[locale] ?? '',
    asOf:
      company.asOf === null
        ? ''
        : formatMessage(locale, operator.figuresAsOf.known, { date: date(company.asOf) }),
    market_cap_source:
      company.rwaMarketCapSource === null
        ? ''
        : formatMessage(locale, operator.marketCapSource.known, {
            name: company.rwaMarketCapSource.name,
            asOf: date(company.rwaMarketCapSource.asOf),
          }),
    lifetime_revenue: formatFigure(
      { value: company.lifetimeRevenueUsd, unit: 'usd', moreThan: true },
      figures,
    ),
    premium_properties: count(company.premiumProperties),
    properties_tokenized: count(company.propertiesTokenized),
    customers_served: count(company.customersServed),
    rwa_market_cap: formatFigure({ value: company.rwaMarketCapUsd, unit: 'usd' }, figures),
    // The ends of the spec's ranges, as bare numbers for the words around them ("$1,000 to ...").
    minimum_min: number.format(TERM_RANGES.minimumUsd.min),
    minimum_max: number.format(TERM_RANGES.minimumUsd.max),
    lockup_min: number.format(TERM_RANGES.lockupMonths.min),
    lockup_max: number.format(TERM_RANGES.lockupMonths.max),
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

/**
 * `message` with its values (and the shared ones) filled in, by the language's rules.
 *
 * @example format('en', 'Write to {email}') // 'Write to hello@realyield.example'
 */
export function format(locale: Locale, message: string, values: object = {}): string {
  return formatMessage(WORDS[locale].format.numberLocale, message, {
    ...sharedValues(locale),
    ...values,
  });
}

/**
 * Once launched, who makes the site's financial promotion and under which licence (the docs'
 * regulatory status and the footer), each name set apart from the words around it, as a Latin
 * name inside Arabic needs; null before launch.
 */
export function promotionStatement(locale: Locale): string | null {
  if (!isLaunched()) return null;
  const { legalName, registration, licenceNumber, regulator } = facts.offering;
  return format(locale, WORDS[locale].operator.offering.known, {
    legalName: isolate(String(legalName)),
    registration: isolate(String(registration)),
    licenceNumber: isolate(String(licenceNumber)),
    regulator: isolate(String(regulator)),
  });
}

/** How `locale` writes figures, for src/lib/format.ts. */
export function figureFormat(locale: Locale): FigureFormat {
  return toFigureFormat(WORDS[locale].format);
}
