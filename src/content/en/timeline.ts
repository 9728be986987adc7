import type { TimelineStrings } from '../timeline';

/** The company's milestones in English, by year (see ../timeline.ts and ../en/stats.ts). */
export const timeline = {
  2021: 'Founded',
  2022: 'First pool launched',
  2023: 'Reached {lifetime-revenue} revenue',
  2024: '{properties-tokenized}\u00a0properties tokenized and {customers-served}\u00a0customers served',
  basis:
    "Revenue is RealYield's own since 2021, not investors' returns. Properties tokenized are the properties under management whose sub-leases are tokenized. {customers} {asOf}",
} satisfies TimelineStrings;
