import type { SiteStrings } from '../site';

/** The site-wide configuration's words in English (see ../site.ts for what each is). */
export const site = {
  tagline: 'Real RWAs. Real Yields.',
  summary:
    'Whitelisted stablecoin pools backed by tokenized sub-leases of real properties in Dubai.',
  businessHours: 'Mon-Fri 9AM-6PM GST',
  responseTime: '24-48 hours',
  socials: { x: 'RealYield on X', telegram: 'RealYield on Telegram' },
  nav: {
    pools: 'Pools',
    howItWorks: 'How It Works',
    passports: 'Passports',
    about: 'About',
    docs: 'Docs',
    contact: 'Contact',
  },
  apply: 'Apply',
  riskLine: {
    title: 'Capital at risk.',
    text: 'You can lose some or all of what you invest, and target APYs are not guaranteed.',
    link: 'Read the risk disclosure',
  },
  footer: {
    company: 'Company',
    product: 'Product',
    legal: 'Legal',
    docs: 'Docs & FAQs',
    terms: 'Terms',
    privacy: 'Privacy',
  },
  disclaimer:
    'Returns shown are targets, not guarantees. Investing in tokenized real-estate pools carries risk, including the loss of some or all of your principal. Nothing on this site is investment advice or an offer in any jurisdiction where it would be unlawful.',
  chrome: {
    skipLink: 'Skip to content',
    mainNav: 'Main',
    menuNav: 'Main menu',
    menuOpen: 'Menu',
    menuClose: 'Close',
    newTab: '(opens in a new tab)',
    rightsReserved: 'All rights reserved.',
    notifications: 'Notifications',
    closeNotification: 'Close notification',
  },
  operatorPending: {
    controllerName: '[Controller legal name]',
    controllerAddress: '[Controller registered address]',
  },
} satisfies SiteStrings;
