import { z } from 'zod';
import { textSchema } from './schemas';

/** The headline figures (spec section 1), by id in display order. */
const STAT_IDS = ['lifetime-revenue', 'premium-properties', 'rwa-market-cap'] as const;

/** One headline figure's words. */
const statStringsSchema = z.strictObject({
  /** The figure as displayed in this language, e.g. "$5M+". */
  value: textSchema,
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

/** The headline figures in one language, in display order. */
export function buildStats(
  strings: StatsStrings,
  operator: { marketCapSource: string; figuresAsOf: string },
) {
  return STAT_IDS.map((id) => {
    const stat = { id, ...strings[id] };
    // An industry figure says where it comes from and when; the company's, when (operator.ts).
    const after = id === 'rwa-market-cap' ? operator.marketCapSource : operator.figuresAsOf;
    return { ...stat, note: `${stat.note} ${after}` };
  });
}

/** One headline figure. */
export type Stat = ReturnType<typeof buildStats>[number];
