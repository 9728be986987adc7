import { z } from 'zod';
import { poolPath } from '../lib/paths';
import { poolStatusPresentation, pools, yieldCopy } from './pools';
import {
  cardSchema,
  ctaSchema,
  iconCardSchema,
  linkedCardSchema,
  linkSchema,
  pageMetaSchema,
  textSchema,
} from './schemas';
import { site } from './site';
import { statSchema, stats } from './stats';

/** A section with a heading, a paragraph and one link. */
/** The pool Apply for Access leads to: the open one, on its page's application form. */
const openPool = pools.find((pool) => pool.status === 'Open');
if (openPool === undefined) throw new Error('The home teaser needs an open pool to apply to');
const applyHref = `${poolPath(openPool.id)}#${poolStatusPresentation.Open.actionId}`;

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
    items: z.array(linkedCardSchema).length(3),
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
  /** The about teaser, linking to /about. */
  about: linkedSectionSchema,
  /** Six key features with icons. */
  keyFeatures: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
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
  },
  stats: {
    title: 'RealYield in numbers',
    items: stats,
  },
  features: {
    title: 'Why RealYield',
    items: [
      {
        title: 'Whitelisted pools',
        text: 'Each pool is backed by tokenized sub-leases of Dubai properties and states its target APY, payout stablecoin and tenor.',
        link: { label: 'View Pools', href: '/pools' },
      },
      {
        title: 'Risks stated up front',
        text: 'Read how the pools work, what can go wrong and who can invest before you commit any capital.',
        link: { label: 'Read the Docs', href: '/docs' },
      },
      {
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
    text: 'Founded in 2021, RealYield launched its first pool in 2022. By 2024 we had tokenized 40+ properties and served 10K+ customers.',
    link: { label: 'About us', href: '/about' },
  },
  keyFeatures: {
    title: 'Key features',
    intro: 'What every RealYield pool has in common.',
    items: [
      {
        icon: 'ShieldCheck',
        title: 'Risk-first approach',
        text: 'Every APY is shown as a target, and the risk of loss of principal is disclosed up front.',
      },
      {
        icon: 'Eye',
        title: 'On-chain transparency',
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
    text: 'The market cap of tokenized real-world assets (RWAs) stands at $30B across the industry. RealYield brings income from Dubai real estate into that market, on-chain.',
    link: { label: 'Read our vision', href: '/about' },
  },
  cta: {
    title: 'Explore the pools',
    text: "Compare each pool's target APY, payout, tenor and status. Availability is limited, and eligibility and KYC/AML apply.",
    primary: { label: 'View Pools', href: '/pools' },
  },
});
