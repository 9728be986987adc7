import { z } from 'zod';
import { howItWorksPageAr } from './ar/how-it-works';
import { localized } from './localized';
import {
  cardSchema,
  ctaSchema,
  headingSchema,
  iconCardSchema,
  pageMetaSchema,
  textSchema,
} from './schemas';

/** An explanatory section: heading and paragraph. */
const explainerSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
});

const howItWorksPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Top of the page; its title is the h1. */
  hero: headingSchema,
  /** The four steps, in order. */
  steps: z.strictObject({
    /** Heading of the section (may be visually hidden). */
    title: textSchema,
    items: z.array(cardSchema).length(4),
  }),
  /** The "Tokenized leases" section. */
  tokenizedLeases: explainerSchema,
  /** The "On-chain sub-leasing model" section, with its flow diagram. */
  subLeasingModel: explainerSchema.extend({
    /** The diagram: property, sub-lease, token, pool, distribution, drawn as an ordered flow. */
    flow: z.strictObject({
      /** Accessible name of the diagram (its list is the text alternative). */
      label: textSchema,
      /** The stages, in the order value moves through them. */
      stages: z.array(iconCardSchema).length(5),
    }),
  }),
  /** The "Where the yield comes from" section. */
  yieldSources: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** Nightly rates, occupancy and operations. */
    items: z.array(iconCardSchema).length(3),
    /** The sentence that these drive the target and can fall short. */
    caveat: textSchema,
  }),
  /** Closing band with buttons to /pools and /docs. */
  cta: ctaSchema,
});

/** Copy of the /how-it-works page. */
export type HowItWorksPage = z.infer<typeof howItWorksPageSchema>;

const title = 'How It Works';

/** Copy of the /how-it-works page. */
export const howItWorksPage: HowItWorksPage = howItWorksPageSchema.parse({
  meta: {
    title,
    description:
      'How RealYield works: properties in Dubai are sub-leased and tokenized, allocated to whitelisted pools, and their income is distributed to investors on-chain.',
  },
  hero: {
    eyebrow: 'From property to payout',
    title,
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
          icon: 'Building2',
          title: 'Property',
          text: 'A property in Dubai, let to guests.',
        },
        {
          icon: 'FileText',
          title: 'Sub-lease',
          text: 'A sub-lease of the property, not ownership of it.',
        },
        {
          icon: 'Coins',
          title: 'Token',
          text: 'The sub-lease, represented on-chain as a token.',
        },
        {
          icon: 'Layers',
          title: 'Pool',
          text: 'A whitelisted pool, funded by USDC and USDT deposits, backed by tokenized sub-leases.',
        },
        {
          icon: 'Wallet',
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
        icon: 'Moon',
        title: 'Nightly rates',
        text: 'The price charged per night. Higher rates raise income, and lower rates, for example in a quiet season, reduce it.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Occupancy',
        text: 'The share of nights a property is booked. A night without a guest earns nothing.',
      },
      {
        icon: 'Wrench',
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
    primary: { label: 'View Pools', href: '/pools' },
    secondary: { label: 'Read the Docs', href: '/docs' },
  },
});

/** The /how-it-works page in every language (English above, Arabic in ./ar/how-it-works.ts). */
export const howItWorksPageByLocale = localized('how-it-works', howItWorksPageSchema, {
  en: howItWorksPage,
  ar: howItWorksPageAr,
});
