import type { PassportsStrings } from '../passports';

/** The /passports page in English (see ../passports.ts). */
export const passports = {
  meta: {
    title: 'Passports',
    description:
      'RealYield Passports come in Bronze, Silver and Gold tiers from {passport-bronze}. See what each tier offers in DAO governance, rewards and liquidity.',
  },
  hero: {
    eyebrow: 'RealYield Passports',
    intro:
      'A passport comes with your investment. It gives you a vote in the RealYield DAO, rewards and liquidity features, and your tier sets how far each one goes.',
  },
  benefits: {
    title: 'What a passport gives you',
    items: [
      {
        title: 'Governance',
        text: 'Vote on RealYield DAO proposals. Your voting rights grow with your tier.',
      },
      {
        title: 'Rewards',
        text: "Rewards step up from standard on Bronze to boosted on Silver and maximum on Gold. They are not guaranteed and depend on the passport programme's terms.",
      },
      {
        title: 'Liquidity',
        text: "Passports are designed to add liquidity options where available. These are not guaranteed: pool lockups and the programme's terms still apply.",
      },
      {
        title: 'Pool access',
        text: 'Every tier includes pool access. Silver adds priority access, and Gold opens exclusive pools.',
      },
    ],
  },
  tiers: {
    title: 'Compare the tiers',
    intro:
      "Your tier depends on how much you invest. Rewards and liquidity features are not guaranteed and depend on the passport programme's terms.",
    caption: 'Passport tiers compared: minimum investment and what each tier includes',
    featureHeader: 'Feature',
    minimumLabel: 'Minimum investment',
    actionLabel: 'Next step',
    mostPopularLabel: 'Most Popular',
    included: 'Included',
    notListed: 'Not listed for this tier',
    items: {
      bronze: { name: 'Bronze', action: 'Choose a pool' },
      silver: { name: 'Silver', action: 'Choose a pool' },
      gold: { name: 'Gold', action: 'Talk to our team' },
    },
    rows: [
      {
        label: 'Governance',
        bronze: 'Basic governance rights',
        silver: 'Enhanced governance',
        gold: 'Full governance rights',
      },
      {
        label: 'Rewards',
        bronze: 'Standard rewards',
        silver: 'Boosted rewards',
        gold: 'Maximum rewards',
      },
      {
        label: 'Pool access',
        bronze: true,
        silver: 'Priority pool access',
        gold: 'Exclusive pools',
      },
      { label: 'Community events', bronze: null, silver: true, gold: null },
      { label: 'Direct team access', bronze: null, silver: null, gold: true },
      { label: 'Custom solutions', bronze: null, silver: null, gold: true },
    ],
  },
  steps: {
    title: 'How to get a passport',
    intro:
      'Passports are available only to eligible investors, and the steps depend on your jurisdiction.',
    items: [
      {
        title: 'Get verified',
        text: 'Complete KYC/AML verification and the eligibility check for your jurisdiction.',
      },
      {
        title: 'Choose a tier',
        text: 'Pick Bronze, Silver or Gold. The minimums are {passport-bronze}, {passport-silver} and {passport-gold}.',
      },
      {
        title: 'Invest in a whitelisted pool',
        text: 'Once approved, deposit at least your tier minimum in USDC or USDT into an open pool.',
      },
      {
        title: 'Receive your passport',
        text: 'When your investment is confirmed, your passport is issued to your wallet and you can take part in governance.',
      },
    ],
  },
  utility: {
    title: 'Ecosystem utility',
    intro: 'Your passport is how you take part in the RealYield ecosystem.',
    items: [
      {
        title: 'DAO governance votes',
        text: 'Cast votes on DAO proposals, with rights from basic on Bronze to full on Gold.',
      },
      {
        title: 'Reward boosts',
        text: "Silver holders get boosted rewards and Gold holders the maximum rewards the programme offers. Rewards are not guaranteed and depend on the programme's terms.",
      },
      {
        title: 'Priority access',
        text: 'Silver holders get priority access to pools, and Gold holders can join exclusive pools.',
      },
      {
        title: 'Secondary liquidity',
        text: "Where available, passports can support secondary liquidity. It is not guaranteed: a buyer may not be found, and pool terms, the programme's terms and market conditions apply.",
      },
    ],
  },
  cta: {
    title: 'Start with a pool',
    text: 'A passport comes with an investment in a whitelisted pool. Review the pools and their risks, or ask us which tier fits you.',
    primary: 'View Pools',
    secondary: 'Contact Us',
  },
} satisfies PassportsStrings;
