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
  /** Optional footnote that qualifies the figure. */
  note: textSchema.optional(),
});

/** The words of every headline figure, by id. */
export const statsStringsSchema = z.strictObject({
  'lifetime-revenue': statStringsSchema,
  'premium-properties': statStringsSchema,
  /** An industry figure: its note says it is not RealYield's. */
  'rwa-market-cap': statStringsSchema.required({ note: true }),
} satisfies Record<(typeof STAT_IDS)[number], z.ZodType>);

/** The words of every headline figure in one language. */
export type StatsStrings = z.input<typeof statsStringsSchema>;

/** The headline figures in one language, in display order. */
export function buildStats(strings: StatsStrings, marketCapSource: string) {
  return STAT_IDS.map((id) => {
    const stat = { id, ...strings[id] };
    // An industry figure says where it comes from and when (operator.ts).
    return id === 'rwa-market-cap' ? { ...stat, note: `${stat.note} ${marketCapSource}` } : stat;
  });
}

/** One headline figure. */
export type Stat = ReturnType<typeof buildStats>[number];
