import { z } from 'zod';
import { poolSchema, pools, yieldCopy } from './pools';
import { localized } from './localized';
import { poolsPageAr } from './ar/pools-page';
import { cardSchema, headingSchema, linkSchema, pageMetaSchema, textSchema } from './schemas';

/** Labels of a pool's fields, on its card and on its own page. */
export const poolCardLabelsSchema = z.strictObject({
  /** Label of the location. */
  location: textSchema,
  /** Label of the collateral type. */
  collateralType: textSchema,
  /** Label of the target APY figure. */
  targetApy: textSchema,
  /** Qualifier shown beside the target APY figure. */
  targetApyQualifier: textSchema,
  /** Label of the payout stablecoin(s). */
  payout: textSchema,
  /** Label of the tenor. */
  tenor: textSchema,
  /** Label of the status badge, for assistive technology. */
  status: textSchema,
});

/** Copy of the /pools page: heading, the pool cards' labels and the risk disclosure box. */
const poolsPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Top of the page; its title is the h1. */
  hero: headingSchema,
  list: z.strictObject({
    /** Heading above the cards (may be visually hidden). */
    title: textSchema,
    /** Labels of the fields on each pool card. */
    labels: poolCardLabelsSchema,
    /** The pools, in display order. */
    pools: z.array(poolSchema).min(1),
    /** Names the terms every pool shares, said once above the cards instead of on each one. */
    sharedLabel: textSchema,
    /** The risk in one line, above the cards and their actions, pointing to the box below. */
    riskLine: z.strictObject({
      /** Short bold lead, e.g. "Capital at risk." */
      title: textSchema,
      /** Loss of principal, targets not guaranteed, lockup and withdrawal times. */
      text: textSchema,
      /** To the risk box further down the page. */
      link: linkSchema,
    }),
  }),
  /** The risk disclosure box under the list (the line above the cards points to it). */
  risk: z.strictObject({
    /** Heading of the box. */
    title: textSchema,
    /** The points, each a short title and a sentence. */
    points: z.array(cardSchema).min(6),
    /** Link to the full disclosure on /docs. */
    link: linkSchema,
  }),
});

/** Copy and data of the /pools page. */
export type PoolsPage = z.infer<typeof poolsPageSchema>;

const title = 'Pools';

/** Copy and data of the /pools page. */
export const poolsPage: PoolsPage = poolsPageSchema.parse({
  meta: {
    title,
    description:
      'Whitelisted stablecoin pools backed by tokenized sub-leases of Dubai properties. Compare target APY, payout, tenor and status, and read the risks first.',
  },
  hero: {
    eyebrow: 'Whitelisted pools',
    title,
    intro:
      'Each pool is backed by tokenized sub-leases of properties in Dubai and pays out in stablecoins. Access is limited to eligible, verified investors, and every figure shown is a target.',
  },
  list: {
    title: 'Current pools',
    labels: {
      location: 'Location',
      collateralType: 'Collateral',
      targetApy: yieldCopy.label,
      targetApyQualifier: yieldCopy.qualifier,
      payout: 'Payout',
      tenor: 'Tenor',
      status: 'Status',
    },
    pools,
    sharedLabel: 'Every pool',
    riskLine: {
      title: 'Capital at risk.',
      text: 'You can lose some or all of the principal you invest, and target APYs are not guaranteed. Funds are typically locked for 12-24 months, and withdrawals are processed in 7-14 business days after the lockup ends.',
      link: { label: 'Read the risks before you apply', href: '#risks' },
    },
  },
  risk: {
    title: 'Before you invest',
    points: [
      {
        title: 'Risk of loss',
        text: 'You can lose some or all of the principal you invest.',
      },
      {
        title: 'Target APY is not guaranteed',
        text: 'Every APY shown is a target. Actual yields depend on how the properties perform and can be lower.',
      },
      {
        title: 'Lockups and liquidity',
        text: 'Funds are typically locked for 12-24 months, and withdrawals are processed in 7-14 business days after the lockup ends. You may not be able to exit earlier.',
      },
      {
        title: 'Eligibility',
        text: 'Pools are open only to investors who pass our eligibility check.',
      },
      {
        title: 'KYC/AML',
        text: 'Every investor must complete KYC/AML verification before investing.',
      },
      {
        title: 'Not available everywhere',
        text: 'Pools are not offered in every jurisdiction. US persons and residents of sanctioned countries are generally excluded.',
      },
    ],
    link: { label: 'Read the full risk disclosure', href: '/docs#risk-disclosure' },
  },
});

/** The /pools page in every language (English above, Arabic in ./ar/pools-page.ts). */
export const poolsPageByLocale = localized(
  'pools-page',
  poolsPageSchema,
  { en: poolsPage, ar: poolsPageAr },
  // The codes of a pool, the same in every language; their labels are copy.
  { dataKeys: ['collateralType', 'payout'] },
);
