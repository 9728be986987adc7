import type { StatsStrings } from '../stats';

/** The headline figures in English (see ../stats.ts). */
export const stats = {
  'lifetime-revenue': { value: '$5M+', label: 'Lifetime Revenue' },
  'premium-properties': { value: '80+', label: 'Premium Properties' },
  'rwa-market-cap': {
    value: '$30B',
    label: 'RWA Market Cap',
    note: 'Market cap of tokenized real-world assets across the industry, not a RealYield figure.',
  },
} satisfies StatsStrings;
