import { z } from 'zod';
import { localePath, type Locale } from '#contracts/locale.ts';
import type { Pool, YieldCopy } from './pools';
import { cardSchema, pageMetaSchema, textSchema } from './schemas';

/** The words of a pool's field labels, on its card and on its own page. */
const poolCardLabelsStringsSchema = z.strictObject({
  /** Label of the location. */
  location: textSchema,
  /** Label of the collateral type. */
  collateralType: textSchema,
  /** Label of the payout stablecoin(s). */
  payout: textSchema,
  /** Label of the tenor. */
  tenor: textSchema,
  /** Label of the status badge, for assistive technology. */
  status: textSchema,
});

/** The words of the /pools page: heading, the pool cards' labels and the risk disclosure box. */
export const poolsPageStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Top of the page: short line above the h1, and the paragraph under it. */
  hero: z.strictObject({ eyebrow: textSchema, intro: textSchema }),
  list: z.strictObject({
    /** Heading above the cards (may be visually hidden). */
    title: textSchema,
    /** Labels of the fields on each pool card (the target APY's are the pools' yield words). */
    labels: poolCardLabelsStringsSchema,
    /** Names the terms every pool shares, said once above the cards instead of on each one. */
    sharedLabel: textSchema,
    /** The risk in one line, above the cards and their actions, pointing to the box below. */
    riskLine: z.strictObject({
      /** Short bold lead, e.g. "Capital at risk." */
      title: textSchema,
      /** Loss of principal, targets not guaranteed, lockup and withdrawal times. */
      text: textSchema,
      /** The link to the risk box further down the page. */
      link: textSchema,
    }),
  }),
  /** The risk disclosure box under the list (the line above the cards points to it). */
  risk: z.strictObject({
    /** Heading of the box. */
    title: textSchema,
    /** The points, each a short title and a sentence. */
    points: z.array(cardSchema).min(6),
    /** The link to the full disclosure on /docs. */
    link: textSchema,
  }),
});

/** The words of the /pools page in one language. */
export type PoolsPageStrings = z.input<typeof poolsPageStringsSchema>;

/** The /pools page in one language. */
export function buildPoolsPage(
  strings: PoolsPageStrings,
  { pools, yieldCopy, locale }: { pools: Pool[]; yieldCopy: YieldCopy; locale: Locale },
) {
  const { meta, hero, list, risk } = strings;
  return {
    meta,
    hero: { eyebrow: hero.eyebrow, title: meta.title, intro: hero.intro },
    list: {
      title: list.title,
      labels: {
        ...list.labels,
        targetApy: yieldCopy.label,
        targetApyQualifier: yieldCopy.qualifier,
      },
      pools,
      sharedLabel: list.sharedLabel,
      riskLine: { ...list.riskLine, link: { label: list.riskLine.link, href: '#risks' } },
    },
    risk: {
      ...risk,
      link: { label: risk.link, href: localePath('/docs#risk-disclosure', locale) },
    },
  };
}

/** The /pools page in one language. */
export type PoolsPage = ReturnType<typeof buildPoolsPage>;
