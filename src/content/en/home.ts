import type { HomeStrings } from '../home';

/** The home page in English (see ../home.ts). */
export const home = {
  meta: {
    description:
      'Deposit USDC or USDT into whitelisted pools backed by tokenized sub-leases of Dubai properties, with target yields of up to {apy-dubai-1} APY. Capital is at risk.',
  },
  hero: {
    eyebrow: 'Tokenized real-estate yield',
    lead: 'Deposit USDC or USDT into whitelisted pools backed by tokenized sub-leases of properties in Dubai. Each pool states a target yield, and every distribution is recorded on-chain.',
    primary: 'View Pools',
    secondary: 'How It Works',
    risk: {
      text: 'Capital at risk: you can lose some or all of what you invest, and target yields are not guaranteed.',
      link: 'Read the risk disclosure',
    },
    poolCard: {
      eyebrow: 'Open for applications',
      payoutLabel: 'Payout',
      tenorLabel: 'Tenor',
      linkLabel: 'View the pool',
    },
  },
  stats: { title: 'RealYield in numbers' },
  features: {
    title: 'Why RealYield',
    intro: 'Whitelisted pools backed by real properties, with the risks stated before the returns.',
    items: [
      {
        title: 'Whitelisted pools',
        text: 'Each pool is backed by tokenized sub-leases of Dubai properties and states its target APY, payout stablecoin and tenor.',
        link: 'View Pools',
      },
      {
        title: 'Risks stated up front',
        text: 'Read how the pools work, what can go wrong and who can invest before you commit any capital.',
        link: 'Read the Docs',
      },
      {
        title: 'On-chain transparency',
        text: 'Follow how income moves from tokenized leases to pool distributions, recorded on-chain.',
        link: 'How It Works',
      },
    ],
  },
  poolTeaser: {
    eyebrow: 'Whitelisted pool',
    title: 'Dubai real estate, paid out in stablecoins',
    text: 'Pools are open to eligible, verified investors only. Each one is backed by tokenized sub-leases of properties in Dubai and pays distributions in USDC or USDT.',
    tags: ['RWA', 'Real Estate', 'USDC/USDT', 'Up to {apy-dubai-1} APY'],
    action: 'Apply for Access',
    note: 'Availability is limited and terms apply.',
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Get verified',
        text: 'Complete KYC/AML verification and the eligibility check for your jurisdiction.',
      },
      {
        title: 'Deposit stablecoins',
        text: 'Deposit USDC or USDT into an open whitelisted pool.',
      },
      {
        title: 'Receive distributions',
        text: "Receive your share of the pool's income monthly or quarterly, as the pool's terms set out.",
      },
    ],
    link: 'See the full process',
  },
  about: {
    title: 'About RealYield',
    text: 'RealYield tokenizes sub-leases of properties in Dubai and opens their income to eligible investors through whitelisted pools.',
    link: 'About us',
  },
  keyFeatures: {
    title: 'Key features',
    items: [
      {
        title: 'Targets, not promises',
        text: 'Every APY is shown as a target, and the risk of loss of principal is disclosed beside it.',
      },
      {
        title: 'On-chain records',
        text: 'Pool activity and distributions are recorded on-chain.',
      },
      {
        title: 'Real properties',
        text: 'Pools are backed by tokenized sub-leases of properties in Dubai.',
      },
      {
        title: 'Stablecoin payouts',
        text: "Deposit USDC or USDT, and receive distributions in the pool's payout stablecoin.",
      },
      {
        title: 'DAO governance',
        text: 'Passport holders vote on DAO proposals, with rights that grow with their tier.',
      },
      {
        title: 'Compliance',
        text: 'KYC/AML verification and an eligibility check for every investor.',
      },
    ],
  },
  marketPotential: {
    title: 'Market potential',
    text: 'RealYield brings income from Dubai real estate, on-chain, to the market for tokenized real-world assets (RWAs), whose industry-wide size is among the figures at the top of this page.',
    link: 'Read our vision',
  },
  cta: {
    title: 'Explore the pools',
    text: "Compare each pool's target APY, payout, tenor and status. Availability is limited, and eligibility and KYC/AML apply.",
    primary: 'View Pools',
  },
} satisfies HomeStrings;
