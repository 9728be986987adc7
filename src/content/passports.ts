import { z } from 'zod';
import { passportTiersAr, passportsPageAr } from './ar/passports';
import { localized } from './localized';
import {
  cardSchema,
  ctaSchema,
  headingSchema,
  iconCardSchema,
  linkSchema,
  pageMetaSchema,
  textSchema,
} from './schemas';

/**
 * Passport tiers (spec section 3) and the copy of the /passports page. A passport comes with an
 * investment and gives governance, rewards and liquidity features that grow with the tier.
 */

/** One passport tier. */
export const passportTierSchema = z.strictObject({
  /** Which tier it is; the tier grid draws its emblem's metal by it. */
  id: z.enum(['bronze', 'silver', 'gold']),
  /** Display name: Bronze, Silver, Gold. */
  name: textSchema,
  /** Minimum investment in US dollars (10000 means $10,000). */
  minInvestment: z.number().int().positive(),
  /** Whether the minimum is shown with a "+" ("$100,000+"). */
  openEnded: z.boolean(),
  /** What the tier includes, as list items. */
  features: z.array(textSchema).min(1),
  /** Whether the tier carries the Most Popular marker. */
  mostPopular: z.boolean(),
  /** The tier card's next step: a pool to invest in, or a conversation with the team. */
  action: linkSchema,
});

/** The tiers, cheapest first, with at most one marked Most Popular. */
export const passportTiersSchema = z
  .array(passportTierSchema)
  .min(1)
  .refine(
    (tiers) =>
      tiers.every((tier, i) => i === 0 || tier.minInvestment > (tiers[i - 1]?.minInvestment ?? 0)),
    'Tiers must be ordered by rising minimum investment',
  )
  .refine(
    (tiers) => tiers.filter((tier) => tier.mostPopular).length <= 1,
    'At most one Most Popular tier',
  );

const passportsPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Top of the page; its title is the h1. */
  hero: headingSchema,
  /** Four benefit cards. */
  benefits: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    items: z.array(iconCardSchema).length(4),
  }),
  /** The tier cards. */
  tiers: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** Label before the minimum investment figure. */
    minimumLabel: textSchema,
    /** Text of the Most Popular marker. */
    mostPopularLabel: textSchema,
    items: passportTiersSchema,
  }),
  /** Steps to obtain a passport, in order. */
  steps: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    items: z.array(cardSchema).min(3).max(4),
  }),
  /** What a passport is used for across the platform. */
  utility: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    items: z.array(cardSchema).min(3).max(4),
  }),
  /** Closing band with buttons to /pools and /contact. */
  cta: ctaSchema,
});

/** One passport tier. */
export type PassportTier = z.infer<typeof passportTierSchema>;
/** Copy and data of the /passports page. */
export type PassportsPage = z.infer<typeof passportsPageSchema>;

/** Bronze, Silver and Gold, cheapest first. */
export const passportTiers: PassportTier[] = passportTiersSchema.parse([
  {
    id: 'bronze',
    name: 'Bronze',
    minInvestment: 10_000,
    openEnded: false,
    features: ['Basic governance rights', 'Standard rewards', 'Pool access'],
    mostPopular: false,
    action: { label: 'Choose a pool', href: '/pools' },
  },
  {
    id: 'silver',
    name: 'Silver',
    minInvestment: 50_000,
    openEnded: false,
    features: [
      'Enhanced governance',
      'Boosted rewards',
      'Priority pool access',
      'Community events',
    ],
    mostPopular: false,
    action: { label: 'Choose a pool', href: '/pools' },
  },
  {
    id: 'gold',
    name: 'Gold',
    minInvestment: 100_000,
    openEnded: true,
    features: [
      'Full governance rights',
      'Maximum rewards',
      'Exclusive pools',
      'Direct team access',
      'Custom solutions',
    ],
    mostPopular: true,
    action: { label: 'Talk to our team', href: '/contact' },
  },
]);

const title = 'Passports';

/** Copy and data of the /passports page. */
export const passportsPage: PassportsPage = passportsPageSchema.parse({
  meta: {
    title,
    description:
      'RealYield Passports come in Bronze, Silver and Gold tiers from $10,000. See what each tier offers in DAO governance, rewards and liquidity.',
  },
  hero: {
    eyebrow: 'RealYield Passports',
    title,
    intro:
      'A passport comes with your investment. It gives you a vote in the RealYield DAO, rewards and liquidity features, and your tier sets how far each one goes.',
  },
  benefits: {
    title: 'What a passport gives you',
    items: [
      {
        icon: 'Vote',
        title: 'Governance',
        text: 'Vote on RealYield DAO proposals. Your voting rights grow with your tier.',
      },
      {
        icon: 'Gift',
        title: 'Rewards',
        text: "Rewards step up from standard on Bronze to boosted on Silver and maximum on Gold. They are not guaranteed and depend on the passport programme's terms.",
      },
      {
        icon: 'Droplets',
        title: 'Liquidity',
        text: "Passports are designed to add liquidity options where available. These are not guaranteed: pool lockups and the programme's terms still apply.",
      },
      {
        icon: 'KeyRound',
        title: 'Pool access',
        text: 'Every tier includes pool access. Silver adds priority access, and Gold opens exclusive pools.',
      },
    ],
  },
  tiers: {
    title: 'Passport tiers',
    intro:
      "Your tier depends on how much you invest. Each tier includes everything listed on its card; rewards and liquidity features are not guaranteed and depend on the passport programme's terms.",
    minimumLabel: 'Minimum investment',
    mostPopularLabel: 'Most Popular',
    items: passportTiers,
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
        text: 'Pick Bronze, Silver or Gold. The minimums are $10,000, $50,000 and $100,000+.',
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
    primary: { label: 'View Pools', href: '/pools' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
});

/** The tiers in every language (English above, Arabic in ./ar/passports.ts). */
export const passportTiersByLocale = localized('passports', passportTiersSchema, {
  en: passportTiers,
  ar: passportTiersAr,
});

/** The /passports page in every language (English above, Arabic in ./ar/passports.ts). */
export const passportsPageByLocale = localized('passports', passportsPageSchema, {
  en: passportsPage,
  ar: passportsPageAr,
});
