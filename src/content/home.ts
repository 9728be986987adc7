import { z } from 'zod';
import { poolActionPath } from '../lib/paths';
import { homePageAr } from './ar/home';
import { localized } from './localized';
import { poolStatusPresentation, pools, yieldCopy, type Pool } from './pools';
import {
  cardSchema,
  ctaSchema,
  iconCardSchema,
  iconNameSchema,
  linkedCardSchema,
  linkSchema,
  pageMetaSchema,
  textSchema,
} from './schemas';
import { site } from './site';
import { statSchema, stats } from './stats';

/** The pool the hero's card shows and Apply for Access leads to (on its page's form). */
const found = pools.find((pool) => pool.status === 'Open');
if (found === undefined) throw new Error('The home page needs an open pool to show and apply to');
export const openPool: Pool = found;
const applyHref = poolActionPath(openPool.id, poolStatusPresentation.Open.actionId);

/** A section with a heading, a paragraph and one link. */
const linkedSectionSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
  link: linkSchema,
});

const homePageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** The hero: eyebrow, h1 (the tagline), lead paragraph and two buttons. */
  hero: z.strictObject({
    /** Short line above the h1. */
    eyebrow: textSchema,
    /** The h1: the tagline. */
    title: textSchema,
    /** Paragraph under the h1. */
    lead: textSchema,
    /** Highlighted button. */
    primary: linkSchema,
    /** Outlined button. */
    secondary: linkSchema,
    /** The loss-of-principal warning beside the yield, at the size of the text around it. */
    risk: z.strictObject({
      /** Capital at risk, targets not guaranteed. */
      text: textSchema,
      /** The full risk disclosure. */
      link: linkSchema,
    }),
    /** The open pool's card drawn beside the h1 (its figures come from pools.ts). */
    poolCard: z.strictObject({
      /** Line above the pool's name. */
      eyebrow: textSchema,
      /** Labels of the payout and tenor figures. */
      payoutLabel: textSchema,
      tenorLabel: textSchema,
      /** The link to the pool's page. */
      linkLabel: textSchema,
    }),
  }),
  /** The headline figures band. */
  stats: z.strictObject({
    /** Heading of the band (may be visually hidden). */
    title: textSchema,
    items: z.array(statSchema).length(3),
  }),
  /** Three feature cards linking to /pools, /docs and /how-it-works. */
  features: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    items: z.array(linkedCardSchema.extend({ icon: iconNameSchema })).length(3),
  }),
  poolTeaser: z.strictObject({
    /** Short line above the title. */
    eyebrow: textSchema,
    /** Heading of the teaser. */
    title: textSchema,
    /** Paragraph under the heading. */
    text: textSchema,
    /** Tags, in order; the APY tag is drawn with the target qualifier beside it. */
    tags: z.array(textSchema).length(4),
    /** The target APY the APY tag states, in percent. */
    targetApyPercent: z.number().positive(),
    /** The qualifier drawn beside the APY tag. */
    targetApyQualifier: textSchema,
    /** The Apply for Access button. */
    action: linkSchema,
    /** Small print under the button. */
    note: textSchema,
  }),
  /** Three-step summary of how it works. */
  steps: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** The steps, in order. */
    items: z.array(cardSchema).length(3),
    /** Link to /how-it-works. */
    link: linkSchema,
  }),
  /** The about teaser, linking to /about, with the company's milestones from timeline.ts. */
  about: linkedSectionSchema,
  /** Six key features with icons, drawn in the features band under its three cards. */
  keyFeatures: z.strictObject({
    /** Heading of the group. */
    title: textSchema,
    items: z.array(iconCardSchema).length(6),
  }),
  /** The market potential section, linking to /about. */
  marketPotential: linkedSectionSchema,
  /** Closing call to action to /pools. */
  cta: ctaSchema,
});

/** Copy and data of the home page. */
export type HomePage = z.infer<typeof homePageSchema>;

/** Copy and data of the home page. */
export const homePage: HomePage = homePageSchema.parse({
  meta: {
    title: site.tagline,
    description:
      'Deposit USDC or USDT into whitelisted pools backed by tokenized sub-leases of Dubai properties, with target yields of up to 40% APY. Capital is at risk.',
  },
  hero: {
    eyebrow: 'Tokenized real-estate yield',
    title: site.tagline,
    lead: 'Deposit USDC or USDT into whitelisted pools backed by tokenized sub-leases of properties in Dubai. Each pool states a target yield, and every distribution is recorded on-chain.',
    primary: { label: 'View Pools', href: '/pools' },
    secondary: { label: 'How It Works', href: '/how-it-works' },
    risk: {
      text: 'Capital at risk: you can lose some or all of what you invest, and target yields are not guaranteed.',
      link: { label: 'Read the risk disclosure', href: '/docs#risk-disclosure' },
    },
    poolCard: {
      eyebrow: 'Open for applications',
      payoutLabel: 'Payout',
      tenorLabel: 'Tenor',
      linkLabel: 'View the pool',
    },
  },
  stats: {
    title: 'RealYield in numbers',
    items: stats,
  },
  features: {
    title: 'Why RealYield',
    intro: 'Whitelisted pools backed by real properties, with the risks stated before the returns.',
    items: [
      {
        icon: 'Layers',
        title: 'Whitelisted pools',
        text: 'Each pool is backed by tokenized sub-leases of Dubai properties and states its target APY, payout stablecoin and tenor.',
        link: { label: 'View Pools', href: '/pools' },
      },
      {
        icon: 'ShieldCheck',
        title: 'Risks stated up front',
        text: 'Read how the pools work, what can go wrong and who can invest before you commit any capital.',
        link: { label: 'Read the Docs', href: '/docs' },
      },
      {
        icon: 'Eye',
        title: 'On-chain transparency',
        text: 'Follow how income moves from tokenized leases to pool distributions, recorded on-chain.',
        link: { label: 'How It Works', href: '/how-it-works' },
      },
    ],
  },
  poolTeaser: {
    eyebrow: 'Whitelisted pool',
    title: 'Dubai real estate, paid out in stablecoins',
    text: 'Pools are open to eligible, verified investors only. Each one is backed by tokenized sub-leases of properties in Dubai and pays distributions in USDC or USDT.',
    tags: ['RWA', 'Real Estate', 'USDC/USDT', 'Up to 40% APY'],
    targetApyPercent: 40,
    targetApyQualifier: yieldCopy.qualifier,
    action: { label: 'Apply for Access', href: applyHref },
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
    link: { label: 'See the full process', href: '/how-it-works' },
  },
  about: {
    title: 'About RealYield',
    text: 'RealYield tokenizes sub-leases of properties in Dubai and opens their income to eligible investors through whitelisted pools.',
    link: { label: 'About us', href: '/about' },
  },
  keyFeatures: {
    title: 'Key features',
    items: [
      {
        icon: 'Percent',
        title: 'Targets, not promises',
        text: 'Every APY is shown as a target, and the risk of loss of principal is disclosed beside it.',
      },
      {
        icon: 'FileText',
        title: 'On-chain records',
        text: 'Pool activity and distributions are recorded on-chain.',
      },
      {
        icon: 'Building2',
        title: 'Real properties',
        text: 'Pools are backed by tokenized sub-leases of properties in Dubai.',
      },
      {
        icon: 'Coins',
        title: 'Stablecoin payouts',
        text: "Deposit USDC or USDT, and receive distributions in the pool's payout stablecoin.",
      },
      {
        icon: 'Vote',
        title: 'DAO governance',
        text: 'Passport holders vote on DAO proposals, with rights that grow with their tier.',
      },
      {
        icon: 'FileCheck',
        title: 'Compliance',
        text: 'KYC/AML verification and an eligibility check for every investor.',
      },
    ],
  },
  marketPotential: {
    title: 'Market potential',
    text: 'RealYield brings income from Dubai real estate, on-chain, to the market for tokenized real-world assets (RWAs), whose industry-wide size is among the figures at the top of this page.',
    link: { label: 'Read our vision', href: '/about' },
  },
  cta: {
    title: 'Explore the pools',
    text: "Compare each pool's target APY, payout, tenor and status. Availability is limited, and eligibility and KYC/AML apply.",
    primary: { label: 'View Pools', href: '/pools' },
  },
});

/** The home page in every language (English above, Arabic in ./ar/home.ts). */
export const homePageByLocale = localized('home', homePageSchema, { en: homePage, ar: homePageAr });
