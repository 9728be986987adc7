import type { StatsStrings } from '../stats';

/**
 * The headline figures' words in English (see ../stats.ts, which holds the spec's values); each
 * note says what the figure counts. "Properties under management" and "tokenized" are two
 * counts, said the same way on every page: every property RealYield manages, and those whose
 * sub-leases are tokenized (the milestones' `{properties-tokenized}`).
 */
export const stats = {
  'lifetime-revenue': {
    label: 'Lifetime Revenue',
    note: "RealYield's own revenue since its founding in 2021: not profit, and not a return paid to investors.",
  },
  'premium-properties': {
    label: 'Premium Properties',
    note: 'Properties under management: every property RealYield manages, whether its sub-leases are tokenized or not ({properties-tokenized} are tokenized).',
  },
  'rwa-market-cap': {
    label: 'RWA Market Cap',
    note: 'Market cap of tokenized real-world assets across the industry, not a RealYield figure.',
  },
} satisfies StatsStrings;
