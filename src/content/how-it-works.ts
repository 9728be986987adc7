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

/** An explanatory section: heading and paragraph. */
const explainerSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
});

/** The /how-it-works page's words in one language. */
export const howItWorksStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Top of the page: short line above the h1, and the paragraph under it. */
  hero: z.strictObject({ eyebrow: textSchema, intro: textSchema }),
  /** The four steps, in order, under a heading (may be visually hidden). */
  steps: z.strictObject({ title: textSchema, items: z.array(cardSchema).length(4) }),
  /** The "Tokenized leases" section. */
  tokenizedLeases: explainerSchema,
  /** The "On-chain sub-leasing model" section, with its flow diagram. */
  subLeasingModel: explainerSchema.extend({
    /** The diagram: property, sub-lease, token, pool, distribution, drawn as an ordered flow. */
    flow: z.strictObject({
      /** Accessible name of the diagram (its list is the text alternative). */
      label: textSchema,
      /** The stages, in the order value moves through them. */
      stages: z.array(cardSchema).length(5),
    }),
  }),
  /** The "Where the yield comes from" section. */
  yieldSources: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** Nightly rates, occupancy and operations. */
    items: z.array(cardSchema).length(3),
    /** The sentence that these drive the target and can fall short. */
    caveat: textSchema,
  }),
  /** Closing band with buttons to /pools and /docs. */
  cta: z.strictObject({
    title: textSchema,
    text: textSchema,
    primary: textSchema,
    secondary: textSchema,
  }),
});

/** The /how-it-works page's words in one language. */
export type HowItWorksStrings = z.input<typeof howItWorksStringsSchema>;

const icons = (...names: IconName[]) => names.map((icon) => ({ icon }));
/** The flow's stages' icons: property, sub-lease, token, pool, distribution. */
const FLOW_ICONS = icons('Building2', 'FileText', 'Coins', 'Layers', 'Wallet');
/** The yield sources' icons: nightly rates, occupancy, operations. */
const YIELD_SOURCE_ICONS = icons('Moon', 'CalendarCheck', 'Wrench');

/** The /how-it-works page in one language; its closing band's View Pools carries `riskLine`. */
export function buildHowItWorks(
  strings: HowItWorksStrings,
  locale: Locale,
  riskLine: RiskLineContent,
) {
  const { meta, hero, subLeasingModel, yieldSources, cta } = strings;
  return {
    ...strings,
    hero: { eyebrow: hero.eyebrow, title: meta.title, intro: hero.intro },
    subLeasingModel: {
      ...subLeasingModel,
      flow: {
        label: subLeasingModel.flow.label,
        stages: withData(FLOW_ICONS, subLeasingModel.flow.stages),
      },
    },
    yieldSources: { ...yieldSources, items: withData(YIELD_SOURCE_ICONS, yieldSources.items) },
    cta: {
      title: cta.title,
      text: cta.text,
      primary: { label: cta.primary, href: localePath('/pools', locale) },
      secondary: { label: cta.secondary, href: localePath('/docs', locale) },
      riskLine,
    },
  };
}

/** Copy of the /how-it-works page. */
export type HowItWorksPage = ReturnType<typeof buildHowItWorks>;
