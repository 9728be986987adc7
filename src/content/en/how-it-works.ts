import type { HowItWorksStrings } from '../how-it-works';

/** The /how-it-works page in English (see ../how-it-works.ts). */
export const howItWorks = {
  meta: {
    title: 'How It Works',
    description:
      'How RealYield works: properties in Dubai are sub-leased and tokenized, allocated to whitelisted pools, and their income is distributed to investors on-chain.',
  },
  hero: {
    eyebrow: 'From property to payout',
    intro:
      'RealYield turns sub-leases of properties in Dubai into on-chain tokens, groups them into whitelisted pools and distributes their income to investors in stablecoins.',
  },
  steps: {
    title: 'Four steps',
    items: [
      {
        title: 'Real Estate Tokenization',
        text: 'Sub-leases of properties in Dubai are tokenized, so each lease is represented on-chain.',
      },
      {
        title: 'Pool Allocation',
        text: "Investors' USDC and USDT deposits are allocated to whitelisted pools, each backed by tokenized sub-leases.",
      },
      {
        title: 'Yield Generation',
        text: 'The properties earn income from paying guests. Nightly rates, occupancy and operations decide how much.',
      },
      {
        title: 'Transparent Distribution',
        text: "Each pool's income is distributed to its investors monthly or quarterly in stablecoins, and every distribution is recorded on-chain.",
      },
    ],
  },
  tokenizedLeases: {
    title: 'Tokenized leases',
    text: "A pool's collateral is a set of sub-leases of properties in Dubai. Tokenizing a sub-lease represents it as a token on-chain, so the collateral behind each pool can be identified and followed.",
  },
  subLeasingModel: {
    title: 'The on-chain sub-leasing model',
    text: 'Pools are backed by tokenized sub-leases rather than by owning properties outright. The properties are let to guests, and the income from those stays flows to the pool and then to its investors.',
    flow: {
      label: 'From property to distribution',
      stages: [
        {
          title: 'Property',
          text: 'A property in Dubai, let to guests.',
        },
        {
          title: 'Sub-lease',
          text: 'A sub-lease of the property, not ownership of it.',
        },
        {
          title: 'Token',
          text: 'The sub-lease, represented on-chain as a token.',
        },
        {
          title: 'Pool',
          text: 'A whitelisted pool, funded by USDC and USDT deposits, backed by tokenized sub-leases.',
        },
        {
          title: 'Distribution',
          text: "Income from guests' stays, paid to the pool's investors in stablecoins and recorded on-chain.",
        },
      ],
    },
  },
  yieldSources: {
    title: 'Where the yield comes from',
    intro: "A pool's yield is the income its properties earn. Three factors decide it.",
    items: [
      {
        title: 'Nightly rates',
        text: 'The price charged per night. Higher rates raise income, and lower rates, for example in a quiet season, reduce it.',
      },
      {
        title: 'Occupancy',
        text: 'The share of nights a property is booked. A night without a guest earns nothing.',
      },
      {
        title: 'Operations',
        text: 'Cleaning, maintenance and guest service. Well-run properties keep costs down and guests coming back.',
      },
    ],
    caveat:
      "These factors drive each pool's target APY. If rates, occupancy or operations fall short, the actual yield will be lower than the target.",
  },
  cta: {
    title: 'See the pools and the risks',
    text: "Compare the pools' target APY, payout and tenor, and read the risk disclosure before you apply.",
    primary: 'View Pools',
    secondary: 'Read the Docs',
  },
} satisfies HowItWorksStrings;
