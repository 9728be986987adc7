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
  /** Which tier it is; the comparison draws its emblem's metal by it. */
  id: z.enum(['bronze', 'silver', 'gold']),
  /** Minimum investment in US dollars (10000 means $10,000). */
  minInvestment: z.number().int().positive(),
  /** Whether the minimum is shown with a "+" ("$100,000+"). */
  openEnded: z.boolean(),
  /** Whether the tier carries the Most Popular marker. */
  mostPopular: z.boolean(),
  /** The target of the tier's next step: a pool to invest in, or the team. */
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
  /** The text of the tier's next step, at the foot of its column. */
  action: textSchema,
});

/**
 * One cell of the comparison: the tier's own words for the row ("Basic governance rights"),
 * `true` when the tier has the row's feature as the row names it, `null` when the spec does not
 * list it for the tier (drawn as "not listed", never as "not included": the spec says no more).
 */
const comparisonCellSchema = z.union([textSchema, z.literal(true), z.null()]);

/** One row of the comparison: a feature and what each tier has of it. */
const comparisonRowSchema = z.strictObject({
  /** The feature, as the row's header: "Governance". */
  label: textSchema,
  bronze: comparisonCellSchema,
  silver: comparisonCellSchema,
  gold: comparisonCellSchema,
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
  /** The four benefits of a passport under a heading. */
  benefits: z.strictObject({ title: textSchema, items: z.array(cardSchema).length(4) }),
  /** The tiers compared in one table: tiers as columns, features as rows. */
  tiers: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** The table's caption, read by assistive technology (the heading above says it to the eye). */
    caption: textSchema,
    /** Header of the features' column (visually hidden: the rows' names say it). */
    featureHeader: textSchema,
    /** Label of the minimum investment row. */
    minimumLabel: textSchema,
    /** Header of the row of next steps (visually hidden: the buttons say it). */
    actionLabel: textSchema,
    /** Text of the Most Popular marker. */
    mostPopularLabel: textSchema,
    /** A cell whose tier has the row's feature. */
    included: textSchema,
    /** A cell whose tier the spec does not list the row's feature for. */
    notListed: textSchema,
    /** Each tier's words, by id. */
    items: z.strictObject({
      bronze: tierStringsSchema,
      silver: tierStringsSchema,
      gold: tierStringsSchema,
    }),
    /** The features, in order; each tier's list of features is its column read down. */
    rows: z.array(comparisonRowSchema).min(1),
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
          // The tier's column read down: its own words, or the row's name where it has it as is.
          features: tiers.rows.flatMap((row) => {
            const cell = row[tier.id];
            if (cell === null) return [];
            return [cell === true ? row.label : cell];
          }),
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
/** One row of the tier comparison. */
export type PassportComparisonRow = PassportsPage['tiers']['rows'][number];
