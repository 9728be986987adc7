import type { PoolsStrings } from '../pools';

/** The pools' words in English (see ../pools.ts). */
export const pools = {
  names: {
    'dubai-1': 'Dubai Premium Sub-Lease Pool',
    'dubai-2': 'Dubai Hospitality Pool',
    'dubai-3': 'Dubai Residential Pool',
  },
  location: 'Dubai, UAE',
  actions: { Open: 'Apply Now', Upcoming: 'Join Waitlist', Closed: 'Closed' },
  yield: { label: 'Target APY', qualifier: 'Target, not guaranteed' },
  statuses: { Open: 'Open', Upcoming: 'Upcoming', Closed: 'Closed' },
  collateralTypes: { 'Tokenized Sub-Lease': 'Tokenized Sub-Lease' },
} satisfies PoolsStrings;
