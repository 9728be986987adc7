import type { AboutStrings } from '../about';

/** The /about page in English (see ../about.ts). */
export const about = {
  meta: {
    title: 'About',
    description:
      'RealYield was founded in 2021 and launched its first pool of tokenized Dubai property sub-leases in 2022. Read our mission, principles and timeline.',
  },
  hero: {
    eyebrow: 'About RealYield',
    intro:
      'RealYield is a tokenized real-estate finance platform. We connect stablecoin investors with income from properties in Dubai through whitelisted pools.',
  },
  mission: {
    title: 'Our mission',
    text: 'To give eligible investors access to income from real property through stablecoin pools, with the risks stated plainly and distributions recorded on-chain.',
  },
  principles: {
    title: 'Our principles',
    items: [
      {
        title: 'Risk-First Approach',
        text: 'We state the risks before the returns. Every APY we show is a target, and we disclose the risk of loss of principal up front.',
      },
      {
        title: 'Transparency',
        text: "We state every pool's terms and risks in writing, and pool activity and distributions are recorded on-chain.",
      },
      {
        title: 'Compliance',
        text: 'Every investor completes KYC/AML verification, and we offer pools only where eligibility rules allow.',
      },
    ],
  },
  vision: {
    title: 'Our vision',
    text: 'We want tokenized real estate to be a clear, transparent part of the real-world asset market, open to every eligible investor.',
  },
  timeline: {
    title: 'Our journey',
    intro: 'From our founding in 2021 to {properties-tokenized}\u00a0tokenized properties in 2024.',
  },
  leadership: {
    title: 'Leadership',
    text: 'Team information is coming soon.',
  },
} satisfies AboutStrings;
