import type { FaqStrings } from '../faq';

/** The FAQ in English, by category and question id (see ../faq.ts). */
export const faq = {
  investing: {
    name: 'Investing',
    items: {
      'how-investing-works': {
        question: 'How does investing with RealYield work?',
        answer:
          'You deposit stablecoins, USDC or USDT, into a whitelisted pool. Each pool is backed by tokenized sub-leases of properties in Dubai, and income from those properties funds the distributions to investors.',
      },
      'minimum-investment': {
        question: 'What is the minimum investment?',
        answer:
          'Pool minimums are typically {pool-minimum-min} to {pool-minimum-max}, depending on the pool. Passport tiers have their own minimums: {passport-bronze} for Bronze, {passport-silver} for Silver and {passport-gold} for Gold.',
      },
      'target-apy': {
        question: 'What does target APY mean?',
        answer:
          'It is the annual yield a pool aims for, such as up to {apy-dubai-1} for the Dubai Premium Sub-Lease Pool. It is a target, not guaranteed, and the actual yield can be lower.',
      },
      'payout-currency': {
        question: 'Which stablecoins are used?',
        answer:
          'Pools use USDC and USDT. Each pool card shows the payout stablecoin: USDC, USDT or either of the two.',
      },
      'what-is-a-passport': {
        question: 'What is a passport?',
        answer:
          'A passport comes with your investment and gives you DAO governance rights, rewards and liquidity features. Its tier, Bronze, Silver or Gold, depends on how much you invest.',
      },
    },
  },
  withdrawals: {
    name: 'Withdrawals',
    items: {
      'lockup-period': {
        question: 'Is there a lockup period?',
        answer:
          'Yes. Lockups are typically 12-24 months, depending on the pool, and your principal stays in the pool until the lockup ends.',
      },
      'withdrawal-time': {
        question: 'How long does a withdrawal take?',
        answer: 'Withdrawals are processed in 7-14 business days after the lockup ends.',
      },
      'distribution-frequency': {
        question: 'How often are distributions paid?',
        answer:
          "Distributions are paid monthly or quarterly, depending on the pool. They are paid in the pool's payout stablecoin.",
      },
      'early-withdrawal': {
        question: 'Can I withdraw before the lockup ends?',
        answer:
          "Plan for your principal to stay in the pool for the full lockup. Any earlier liquidity, for example through passport features where available, depends on the pool's terms and on market conditions.",
      },
    },
  },
  risk: {
    name: 'Risk',
    items: {
      'is-apy-promised': {
        question: 'Is the target APY a promise?',
        answer:
          "No. A pool's APY (up to {apy-dubai-1}, {apy-dubai-2} or {apy-dubai-3}, depending on the pool) is a target, not guaranteed. Actual yield depends on nightly rates, occupancy and operations, and can be lower or zero.",
      },
      'loss-of-principal': {
        question: 'Can I lose money?',
        answer:
          'Yes. There is a risk of loss of principal: you can lose some or all of the money you invest. Only invest money you can afford to lose.',
      },
      'main-risks': {
        question: 'What are the main risks?',
        answer:
          'They include property and operational risks, such as lower occupancy or nightly rates, market risk in Dubai real estate, smart-contract and stablecoin risks, and regulatory change. The risk disclosure on this page covers each of them.',
      },
      'what-backs-a-pool': {
        question: 'What backs a pool?',
        answer:
          "Each pool is backed by tokenized sub-leases of properties in Dubai. The pool's income depends on how those properties perform, so lower rental income means lower distributions.",
      },
      'on-chain-transparency': {
        question: 'Does on-chain transparency reduce my risk?',
        answer:
          'No. Pool activity, such as distributions, is recorded on-chain, but a record does not remove or reduce investment risk.',
      },
    },
  },
  'jurisdictions-compliance': {
    name: 'Jurisdictions & Compliance',
    items: {
      'who-can-invest': {
        question: 'Who can invest?',
        answer:
          'You can invest if you pass the eligibility check and KYC/AML verification and live in a jurisdiction where the pools are offered. Availability is limited and terms apply.',
      },
      'kyc-aml': {
        question: 'Is KYC/AML verification required?',
        answer:
          'Yes. Every investor must complete KYC/AML verification before investing in a pool.',
      },
      'excluded-investors': {
        question: 'Can US persons invest?',
        answer:
          'US persons are generally excluded from investing, as are residents of sanctioned countries.',
      },
      'availability-by-country': {
        question: 'Are the pools available in my country?',
        answer:
          'Availability depends on your jurisdiction, and the pools are not offered everywhere. Contact us to check before you apply.',
      },
      'terms-and-privacy': {
        question: 'Where can I read the terms and the privacy policy?',
        answer:
          'The privacy notice on this page says what the site collects, why, for how long and how to have it deleted. The full Terms of Service are coming soon and will be published on this page.',
      },
    },
  },
} satisfies FaqStrings;
