import type { DocsStrings } from '../docs';

/** The /docs page in English (see ../docs.ts). */
export const docs = {
  meta: {
    title: 'Docs & FAQs',
    description:
      'RealYield risk disclosure, answers on investing, withdrawals, risk and compliance, and who is eligible to invest. Read this before you apply for a pool.',
  },
  hero: {
    eyebrow: 'Documentation',
    intro:
      'The risks, the rules and the answers to common questions, in one place. Please read them before you apply for a pool.',
  },
  contentsLabel: 'On this page',
  riskDisclosure: {
    title: 'Risk disclosure',
    intro:
      'Investing in tokenized real-estate pools carries real risk. Consider the following before you invest.',
    points: [
      {
        title: 'Risk of loss of principal',
        text: 'You can lose some or all of the money you invest. Only invest money you can afford to lose.',
      },
      {
        title: 'Target APY is not guaranteed',
        text: 'Pool APY figures (up to {apy-dubai-1}, {apy-dubai-2} or {apy-dubai-3}) are targets. Actual yields depend on property performance and can be lower or zero.',
      },
      {
        title: 'Lockups and liquidity',
        text: 'Funds are typically locked for 12-24 months, and withdrawals are processed in 7-14 business days after the lockup ends. You may not be able to exit earlier.',
      },
      {
        title: 'Property, operational and market risks',
        text: 'Nightly rates, occupancy and operating costs can move against a pool, and so can the Dubai property market as a whole.',
      },
      {
        title: 'Smart-contract and stablecoin risks',
        text: 'Smart contracts can contain flaws, and USDC or USDT can lose their peg or be frozen by their issuers.',
      },
      {
        title: 'Regulatory change',
        text: 'New laws or rules can restrict access to the pools, change how they operate or end them.',
      },
      {
        title: 'Operator and platform failure',
        text: 'If the company that runs a pool, or a service it relies on (a property manager, a custodian, a stablecoin issuer), fails or becomes insolvent, distributions can stop and you can lose some or all of what you invested.',
      },
      {
        title: 'Concentration in one city and in short lets',
        text: "Every pool is backed by sub-leases of properties in one city, Dubai, let to guests for short stays. A downturn in Dubai's short-let market, or a change in its rules, affects every pool at once.",
      },
      {
        title: 'Tax',
        text: 'How distributions and any gains are taxed depends on where you live, and the tax is yours to pay. Take advice if you are unsure.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Answers on investing, withdrawals, risk, and jurisdictions and compliance.',
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'The full Terms of Service are coming soon.',
      'Until they are published, contact us with any question about the terms that would apply to you.',
    ],
  },
  privacy: {
    title: 'Privacy notice',
    paragraphs: [
      'This notice covers what this website itself collects. The controller of that data is {controllerName}, {controllerAddress}. For any question about your data, email {email}.',
      'Contact form: your name, email address and message, so that we can reply to you.',
      'Apply for access: the pool, your full name, email address, country of residence, investor type, intended amount band, your confirmations that you are not a US person and have read the risk disclosure, your optional message, and the consent you gave (which wording, and when). We use them to review your eligibility and to contact you about your application.',
      'Join the waitlist: the pool, your email address, country of residence, optional name, and the consent you gave (which wording, and when). We use them only to tell you when that pool opens.',
      "With every form we also keep your browser's user agent and a salted hash of your network address (never the address itself), to spot and limit abuse. If you choose a country where the pools are not available, nothing you typed is kept.",
      "Where it is kept: in a database on the server that runs this site. When e-mail forwarding is switched on, contact messages and application details are also sent to the team's mailbox, and you receive a confirmation e-mail. Confirmation e-mails are plain text with no tracking, and this site uses no analytics or advertising trackers.",
      'How long: form submissions are deleted automatically after a retention period the operator sets, two years (730 days) by default. Sending the same form again for the same pool updates your entry and restarts that period.',
      'Your rights: you can ask us for a copy of your data, to correct it, or to delete it. Every confirmation e-mail has a link that deletes your application or waitlist entry at once; for anything else, email {email}. Depending on where you live, data protection law may give you further rights, including a complaint to a supervisory authority.',
    ],
  },
  regulatoryStatus: {
    title: 'Regulatory status',
    paragraphs: [
      'This site is for information only. It is not investment advice, and it is not an offer or solicitation in any jurisdiction where that would be unlawful.',
      'Pools are offered only to eligible investors who complete KYC/AML verification. The rules that apply to tokenized real estate differ between jurisdictions and can change.',
    ],
  },
  geographicRestrictions: {
    title: 'Geographic restrictions',
    paragraphs: [
      'US persons and residents of sanctioned countries are generally excluded. Availability depends on your jurisdiction, and pools are not offered everywhere.',
      'Every investor must pass an eligibility check and KYC/AML verification before investing.',
    ],
  },
} satisfies DocsStrings;
