import { z } from 'zod';
import type { Locale } from '#contracts/locale.ts';
import { formatFigure, type Figure } from '../lib/format';
import { figureFormat } from './locales';
import { textSchema } from './schemas';

/**
 * The company's and the market's figures (spec sections 1 and 3), written once as numbers. The
 * formatter writes each in the page's language (src/lib/format.ts `formatFigure`); the copy of
 * every language names one as `{lifetime-revenue}`, never by its digits (issue 24), and the
 * noun it counts follows it after a no-break space ("{customers-served}\u00a0customers").
 */
export const COMPANY_FIGURES = {
  /** "$5M+": RealYield's own revenue since its founding. */
  'lifetime-revenue': { value: 5_000_000, unit: 'usd', moreThan: true },
  /** "80+": properties under management. */
  'premium-properties': { value: 80, unit: 'count', moreThan: true },
  /** "$30B": the industry's tokenized real-world assets, not RealYield's. */
  'rwa-market-cap': { value: 30_000_000_000, unit: 'usd' },
  /** "40+": properties under management whose sub-leases are tokenized (the 2024 milestone). */
  'properties-tokenized': { value: 40, unit: 'count', moreThan: true },
  /** "10K+": customers served (the 2024 milestone). */
  'customers-served': { value: 10_000, unit: 'count', moreThan: true },
} as const satisfies Record<string, Figure>;

/** The company's figures as `locale` writes them, by id: the values of their placeholders. */
export function companyFigures(locale: Locale): Record<keyof typeof COMPANY_FIGURES, string> {
  const format = figureFormat(locale);
  const entries = Object.entries(COMPANY_FIGURES) as Array<[keyof typeof COMPANY_FIGURES, Figure]>;
  return Object.fromEntries(
    entries.map(([id, figure]) => [id, formatFigure(figure, format)]),
  ) as Record<keyof typeof COMPANY_FIGURES, string>;
}

/** The headline figures (spec section 1), by id in display order. */
const STAT_IDS = [
  'lifetime-revenue',
  'premium-properties',
  'rwa-market-cap',
] as const satisfies ReadonlyArray<keyof typeof COMPANY_FIGURES>;

/** One headline figure's words; its value is COMPANY_FIGURES's, formatted. */
const statStringsSchema = z.strictObject({
  /** What the figure measures, e.g. "Lifetime Revenue". */
  label: textSchema,
  /**
   * What the figure counts (issue 24: every figure with its basis), drawn as a footnote; the
   * company's figures get the date they are as of after it (operator.ts figuresAsOf).
   */
  note: textSchema,
});

/** The words of every headline figure, by id. */
export const statsStringsSchema = z.strictObject({
  'lifetime-revenue': statStringsSchema,
  'premium-properties': statStringsSchema,
  /** An industry figure: its note says it is not RealYield's. */
  'rwa-market-cap': statStringsSchema,
} satisfies Record<(typeof STAT_IDS)[number], z.ZodType>);

/** The words of every headline figure in one language. */
export type StatsStrings = z.input<typeof statsStringsSchema>;

/**
 * The headline figures in one language, in display order. The strings' figures (`{...}` in a
 * note) are already filled (src/content/figures.ts).
 */
export function buildStats(
  strings: StatsStrings,
  operator: { marketCapSource: string; figuresAsOf: string },
  locale: Locale,
) {
  const values = companyFigures(locale);
  return STAT_IDS.map((id) => {
    const stat = { id, value: values[id], ...strings[id] };
    // An industry figure says where it comes from and when; the company's, when (operator.ts).
    const after = id === 'rwa-market-cap' ? operator.marketCapSource : operator.figuresAsOf;
    return { ...stat, note: `${stat.note} ${after}` };
  });
}

/** One headline figure. */
export type Stat = ReturnType<typeof buildStats>[number];
