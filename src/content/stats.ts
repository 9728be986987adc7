import { z } from 'zod';
import { statsAr } from './ar/stats';
import { localized } from './localized';
import { slugSchema, textSchema } from './schemas';

/** One headline figure (spec section 1). */
export const statSchema = z.strictObject({
  /** Stable slug of the figure. */
  id: slugSchema,
  /** The figure exactly as displayed, e.g. "$5M+". */
  value: textSchema,
  /** What the figure measures, e.g. "Lifetime Revenue". */
  label: textSchema,
  /** Optional footnote that qualifies the figure. */
  note: textSchema.optional(),
});

/** The headline figures, at least one. */
const statsSchema = z.array(statSchema).min(1);

/** One headline figure. */
export type Stat = z.infer<typeof statSchema>;

/** The headline figures, in display order. */
export const stats: Stat[] = statsSchema.parse([
  { id: 'lifetime-revenue', value: '$5M+', label: 'Lifetime Revenue' },
  { id: 'premium-properties', value: '80+', label: 'Premium Properties' },
  {
    id: 'rwa-market-cap',
    value: '$30B',
    label: 'RWA Market Cap',
    note: 'Market cap of tokenized real-world assets across the industry, not a RealYield figure.',
  },
]);

/** The headline figures in every language (English above, Arabic in ./ar/stats.ts). */
export const statsByLocale = localized('stats', statsSchema, { en: stats, ar: statsAr });
