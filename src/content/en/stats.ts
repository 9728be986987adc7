import type { StatsStrings } from '../stats';

/**
 * The headline figures in English (see ../stats.ts). The values are the spec's; each note says
 * what the figure counts. "Properties under management" and "tokenized" are two counts, said the
 * same way on every page: every property RealYield manages, and those whose sub-leases are
 * tokenized (the milestones' 40+).
 */
export const stats = {
  'lifetime-revenue': {
    value: '$5M+',
    label: 'Lifetime Revenue',
    note: "RealYield's own revenue since its founding in 2021: not profit, and not a return paid to investors.",
  },
  'premium-properties': {
    value: '80+',
    label: 'Premium Properties',
    note: 'Properties under management: every property RealYield manages, whether its sub-leases are tokenized or not (40+ are tokenized).',
  },
  'rwa-market-cap': {
    value: '$30B',
    label: 'RWA Market Cap',
    note: 'Market cap of tokenized real-world assets across the industry, not a RealYield figure.',
  },
} satisfies StatsStrings;
