import { z } from 'zod';
import { localePath, type Locale } from '#contracts/locale.ts';
import {
  cardSchema,
  type IconName,
  pageMetaSchema,
  type RiskLineContent,
  textSchema,
  withData,
} from './schemas';

/**
 * Passport tiers (spec section 3) and the words of the /passports page. A passport comes with an
 * investment and gives governance, rewards and liquidity features that grow with the tier.
 */

/** One passport tier's data. */
const passportTierDataSchema = z.strictObject({
  /** Which tier it is; the tier grid draws its emblem's metal by it. */
  id: z.enum(['bronze', 'silver', 'gold']),
  /** Minimum investment in US dollars (10000 means $10,000). */
  minInvestment: z.number().int().positive(),
  /** Whether the minimum is shown with a "+" ("$100,000+"). */
  openEnded: z.boolean(),
  /** Whether the tier carries the Most Popular marker. */
  mostPopular: z.boolean(),
  /** The target of the tier card's next step: a pool to invest in, or the team. */
  href: z.enum(['/pools', '/contact']),
});

/** The tiers, cheapest first, with at most one marked Most Popular. */
export const passportTiersSchema = z
  .array(passportTierDataSchema)
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

/** Bronze, Silver and Gold, cheapest first. */
export const PASSPORT_TIERS = passportTiersSchema.parse([
  { id: 'bronze', minInvestment: 10_000, openEnded: false, mostPopular: false, href: '/pools' },
  { id: 'silver', minInvestment: 50_000, openEnded: false, mostPopular: false, href: '/pools' },
  { id: 'gold', minInvestment: 100_000, openEnded: true, mostPopular: true, href: '/contact' },
]);

/** One tier's words. */
const tierStringsSchema = z.strictObject({
  /** Display name: Bronze, Silver, Gold. */
  name: textSchema,
  /** What the tier includes, as list items. */
  features: z.array(textSchema).min(1),
  /** The text of the tier card's next step. */
  action: textSchema,
});

/** A section with a heading, a paragraph and three or four cards. */
const cardsSectionSchema = z.strictObject({
  title: textSchema,
  intro: textSchema,
  items: z.array(cardSchema).min(3).max(4),
});

/** The /passports page's words in one language. */
export const passportsStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Top of the page: short line above the h1, and the paragraph under it. */
  hero: z.strictObject({ eyebrow: textSchema, intro: textSchema }),
  /** Four benefit cards under a heading. */
  benefits: z.strictObject({ title: textSchema, items: z.array(cardSchema).length(4) }),
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
    /** Each tier's words, by id. */
    items: z.strictObject({
      bronze: tierStringsSchema,
      silver: tierStringsSchema,
      gold: tierStringsSchema,
    }),
  }),
  /** Steps to obtain a passport, in order. */
  steps: cardsSectionSchema,
  /** What a passport is used for across the platform. */
  utility: cardsSectionSchema,
  /** Closing band with buttons to /pools and /contact. */
  cta: z.strictObject({
    title: textSchema,
    text: textSchema,
    primary: textSchema,
    secondary: textSchema,
  }),
});

/** The /passports page's words in one language. */
export type PassportsStrings = z.input<typeof passportsStringsSchema>;

/** The benefits' icons: governance, rewards, liquidity, pool access. */
const BENEFIT_ICONS: ReadonlyArray<{ icon: IconName }> = [
  { icon: 'Vote' },
  { icon: 'Gift' },
  { icon: 'Droplets' },
  { icon: 'KeyRound' },
];

/**
 * The /passports page in one language. Its tiers (minimums, links to /pools) and its closing band
 * are calls to invest, so each carries `riskLine` (issue 24).
 */
export function buildPassports(
  strings: PassportsStrings,
  locale: Locale,
  riskLine: RiskLineContent,
) {
  const { meta, hero, benefits, tiers, cta } = strings;
  return {
    ...strings,
    hero: { eyebrow: hero.eyebrow, title: meta.title, intro: hero.intro },
    benefits: { title: benefits.title, items: withData(BENEFIT_ICONS, benefits.items) },
    tiers: {
      ...tiers,
      riskLine,
      items: PASSPORT_TIERS.map(({ href, ...tier }) => {
        const words = tiers.items[tier.id];
        return {
          id: tier.id,
          name: words.name,
          minInvestment: tier.minInvestment,
          openEnded: tier.openEnded,
          features: words.features,
          mostPopular: tier.mostPopular,
          action: { label: words.action, href: localePath(href, locale) },
        };
      }),
    },
    cta: {
      title: cta.title,
      text: cta.text,
      primary: { label: cta.primary, href: localePath('/pools', locale) },
      secondary: { label: cta.secondary, href: localePath('/contact', locale) },
      riskLine,
    },
  };
}

/** Copy and data of the /passports page. */
export type PassportsPage = ReturnType<typeof buildPassports>;
/** One passport tier. */
export type PassportTier = PassportsPage['tiers']['items'][number];
