import { z } from 'zod';
import { localePath, type Locale } from '#contracts/locale.ts';
import { poolActionPath } from '../lib/paths';
import {
  apyFigures,
  OPEN_POOL_ID,
  type Pool,
  type PoolStatusPresentation,
  type YieldCopy,
} from './pools';
import { cardSchema, fill, type IconName, textSchema, withData } from './schemas';
import type { SiteConfig } from './site';
import type { Stat } from './stats';

/** A section with a heading, a paragraph and the text of its one link. */
const linkedSectionSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
  link: textSchema,
});

/** The home page's words in one language (its links' targets and icons are in `buildHome`). */
export const homeStringsSchema = z.strictObject({
  /**
   * The meta description (the title is the site's tagline): 120-160 characters once
   * `{apy-dubai-1}` is the open pool's figure (the content test checks the result).
   */
  meta: z.strictObject({ description: textSchema }),
  /** The hero: eyebrow, lead paragraph and two buttons (the h1 is the tagline). */
  hero: z.strictObject({
    /** Short line above the h1. */
    eyebrow: textSchema,
    /** Paragraph under the h1. */
    lead: textSchema,
    /** Highlighted button (to /pools). */
    primary: textSchema,
    /** Outlined button (to /how-it-works). */
    secondary: textSchema,
    /** The loss-of-principal warning beside the yield, at the size of the text around it. */
    risk: z.strictObject({
      /** Capital at risk, targets not guaranteed. */
      text: textSchema,
      /** The link to the full risk disclosure. */
      link: textSchema,
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
  /** Heading of the headline figures band (may be visually hidden). */
  stats: z.strictObject({ title: textSchema }),
  /** Three feature cards linking to /pools, /docs and /how-it-works. */
  features: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    items: z.array(cardSchema.extend({ link: textSchema })).length(3),
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
    /** The Apply for Access button (to the open pool's form). */
    action: textSchema,
    /** Small print under the button. */
    note: textSchema,
  }),
  /** Three-step summary of how it works, with its link to /how-it-works. */
  steps: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** The steps, in order. */
    items: z.array(cardSchema).length(3),
    link: textSchema,
  }),
  /** The about teaser, linking to /about, with the company's milestones from timeline.ts. */
  about: linkedSectionSchema,
  /** Six key features, drawn in the features band under its three cards. */
  keyFeatures: z.strictObject({
    /** Heading of the group. */
    title: textSchema,
    items: z.array(cardSchema).length(6),
  }),
  /** The market potential section, linking to /about. */
  marketPotential: linkedSectionSchema,
  /** Closing call to action to /pools. */
  cta: z.strictObject({ title: textSchema, text: textSchema, primary: textSchema }),
});

/** The home page's words in one language. */
export type HomeStrings = z.input<typeof homeStringsSchema>;

/** The feature cards' icons and targets, in order. */
const FEATURES: ReadonlyArray<{ icon: IconName; href: string }> = [
  { icon: 'Layers', href: '/pools' },
  { icon: 'ShieldCheck', href: '/docs' },
  { icon: 'Eye', href: '/how-it-works' },
];

/** The key features' icons, in order. */
const KEY_FEATURE_ICONS: ReadonlyArray<{ icon: IconName }> = [
  { icon: 'Percent' },
  { icon: 'FileText' },
  { icon: 'Building2' },
  { icon: 'Coins' },
  { icon: 'Vote' },
  { icon: 'FileCheck' },
];

/** What the home page takes from the other modules of the same language. */
interface HomeSources {
  site: SiteConfig;
  stats: Stat[];
  pools: Pool[];
  statusPresentation: PoolStatusPresentation;
  yieldCopy: YieldCopy;
  /** What the milestones' figures count and when, after the about teaser's text. */
  timelineBasis: string;
  locale: Locale;
}

/** The pool the hero's card shows and Apply for Access leads to (on its page's form). */
export function openPool(pools: Pool[]): Pool {
  const pool = pools.find((candidate) => candidate.id === OPEN_POOL_ID);
  if (pool === undefined) throw new Error(`No pool ${OPEN_POOL_ID}`);
  return pool;
}

/** The home page in one language. */
export function buildHome(strings: HomeStrings, sources: HomeSources) {
  const { site, locale } = sources;
  const path = (to: string) => localePath(to, locale);
  const link = (label: string, to: string) => ({ label, href: path(to) });
  const pool = openPool(sources.pools);
  const applyPath = poolActionPath(pool.id, sources.statusPresentation.Open.actionId);
  const { hero, features, poolTeaser, steps, about, keyFeatures, marketPotential, cta } = strings;
  // A pool's APY is written by the formatter, never by a language: `{apy-dubai-1}`.
  const apy = apyFigures(locale);
  return {
    meta: { title: site.tagline, description: fill(strings.meta.description, apy) },
    hero: {
      eyebrow: hero.eyebrow,
      title: site.tagline,
      lead: hero.lead,
      primary: link(hero.primary, '/pools'),
      secondary: link(hero.secondary, '/how-it-works'),
      risk: { text: hero.risk.text, link: link(hero.risk.link, '/docs#risk-disclosure') },
      poolCard: hero.poolCard,
    },
    stats: { title: strings.stats.title, items: sources.stats },
    features: {
      title: features.title,
      intro: features.intro,
      items: withData(FEATURES, features.items).map(({ icon, href, ...item }) => ({
        icon,
        title: item.title,
        text: item.text,
        link: link(item.link, href),
      })),
      // The first card's View Pools is a call to invest too.
      riskLine: site.riskLine,
    },
    poolTeaser: {
      ...poolTeaser,
      tags: poolTeaser.tags.map((tag) => fill(tag, apy)),
      targetApyPercent: pool.targetApyPercent,
      targetApyQualifier: sources.yieldCopy.qualifier,
      action: link(poolTeaser.action, applyPath),
      // Apply for Access is a call to invest: its risk line, beside it (issue 24).
      riskLine: site.riskLine,
    },
    steps: { ...steps, link: link(steps.link, '/how-it-works') },
    about: {
      ...about,
      // The milestones drawn under this text carry figures: their basis comes with them.
      text: `${about.text} ${sources.timelineBasis}`,
      link: link(about.link, '/about'),
    },
    keyFeatures: {
      title: keyFeatures.title,
      items: withData(KEY_FEATURE_ICONS, keyFeatures.items),
    },
    marketPotential: { ...marketPotential, link: link(marketPotential.link, '/about') },
    cta: {
      title: cta.title,
      text: cta.text,
      primary: link(cta.primary, '/pools'),
      riskLine: site.riskLine,
    },
  };
}

/** Copy and data of the home page. */
export type HomePage = ReturnType<typeof buildHome>;
