import type { PoolsPageStrings } from '../pools-page';

/** The /pools page in English (see ../pools-page.ts). */
export const poolsPage = {
  meta: {
    title: 'Pools',
    description:
      'Whitelisted stablecoin pools backed by tokenized sub-leases of Dubai properties. Compare target APY, payout, tenor and status, and read the risks first.',
  },
  hero: {
    eyebrow: 'Whitelisted pools',
    intro:
      'Each pool is backed by tokenized sub-leases of properties in Dubai and pays out in stablecoins. Access is limited to eligible, verified investors, and every figure shown is a target.',
  },
  list: {
    title: 'Current pools',
    labels: {
      location: 'Location',
      collateralType: 'Collateral',
      payout: 'Payout',
      tenor: 'Tenor',
      status: 'Status',
    },
    sharedLabel: 'Every pool',
    riskLine: {
      title: 'Capital at risk.',
      text: 'You can lose some or all of the principal you invest, and target APYs are not guaranteed. Funds are typically locked for 12-24 months, and withdrawals are processed in 7-14 business days after the lockup ends.',
      link: 'Read the risks before you invest',
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
    link: 'Read the full risk disclosure',
  },
} satisfies PoolsPageStrings;
