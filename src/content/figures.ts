import type { Locale } from '#contracts/locale.ts';
import { formatMinInvestment, formatUsd } from '../lib/format';
import { figureFormat } from './locales';
import { facts } from './facts';
import { apyFigures, TERM_RANGES } from './pools';
import { companyFigures } from './stats';

/**
 * Every figure the copy names, as `locale` writes it, by placeholder: the pools' target APYs
 * (`{apy-dubai-1}`), the company's figures (`{lifetime-revenue}`, ./stats.ts), the passport
 * tiers' minimums (`{passport-gold}`) and the ends of the pools' minimum range
 * (`{pool-minimum-min}`). Each is data written once and formatted by src/lib/format.ts, so no
 * language writes a figure's digits, and an Arabic figure cannot display otherwise than its
 * formatted twin (issue 24: "حتى 40%" read "%40" beside a formatted "40%").
 */
export function figureValues(locale: Locale): Readonly<Record<string, string>> {
  const format = figureFormat(locale);
  return {
    ...apyFigures(locale),
    ...companyFigures(locale),
    ...Object.fromEntries(
      facts.passports.tiers.map((tier) => [
        `passport-${tier.id}`,
        formatMinInvestment(tier.minInvestmentUsd, tier.openEnded, format),
      ]),
    ),
    'pool-minimum-min': formatUsd(TERM_RANGES.minimumUsd.min, format),
    'pool-minimum-max': formatUsd(TERM_RANGES.minimumUsd.max, format),
  };
}

/**
 * A language's words with every figure placeholder filled, at any depth; other placeholders
 * (`{max}`, `{email}`, `{customers}`) are left for the module that fills them.
 */
export function fillFigures<T>(words: T, figures: Readonly<Record<string, string>>): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(/\{([\w-]+)\}/g, (whole, name: string) => figures[name] ?? whole);
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
    }
    return value;
  };
  return walk(words) as T;
}
