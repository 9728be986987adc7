import { z } from 'zod';
import { cardSchema, fill, pageMetaSchema, textSchema } from './schemas';
import type { Locale } from '#contracts/locale.ts';
import type { FaqCategory } from './faq';
import type { OperatorContent } from './operator';
import { apyFigures } from './pools';
import { siteData, type SiteConfig } from './site';

/** A section of the docs page: a heading and paragraphs (its anchor is in `buildDocs`). */
const sectionSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** The paragraphs, in order. */
  paragraphs: z.array(textSchema).min(1),
});

/** The /docs page's words in one language. */
export const docsStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Top of the page: short line above the h1, and the paragraph under it. */
  hero: z.strictObject({ eyebrow: textSchema, intro: textSchema }),
  /** Accessible name of the in-page links under the hero, e.g. "On this page". */
  contentsLabel: textSchema,
  riskDisclosure: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** The risks, each a short title and a sentence or two. */
    points: z.array(cardSchema).min(6),
  }),
  /** The FAQ's heading and the paragraph under it (the questions are faq.ts's). */
  faq: z.strictObject({ title: textSchema, intro: textSchema }),
  /** Terms of Service placeholder. */
  terms: sectionSchema,
  /**
   * The privacy notice for what the site's forms collect, written against the server's code
   * (each claim names its code in a comment; privacy.test.ts ties its numbers to the constants).
   * `{email}` stands for the site's address, `{processors}` for the operator's processors.
   */
  privacy: sectionSchema.extend({
    /** Who the data controller is: while its name is not published, and once it is. */
    controller: z.strictObject({
      pending: textSchema,
      known: textSchema.includes('{controllerName}').includes('{controllerAddress}'),
    }),
  }),
  regulatoryStatus: sectionSchema,
  geographicRestrictions: sectionSchema,
});

/** The /docs page's words in one language. */
export type DocsStrings = z.input<typeof docsStringsSchema>;

/** The /docs page in one language, with each section's anchor (the target of /docs#id links). */
export function buildDocs(
  strings: DocsStrings,
  site: SiteConfig,
  faq: FaqCategory[],
  operator: OperatorContent,
  locale: Locale,
) {
  const { meta, hero } = strings;
  const values = { email: site.email, processors: operator.processors };
  // The controller's name and address are shown once supplied; until then the notice says they
  // will be published (never the [bracketed] token launch-check looks for in site.operator).
  const { controllerName, controllerAddress } = siteData.operator;
  const controller =
    controllerName !== null && controllerAddress !== null
      ? fill(strings.privacy.controller.known, { controllerName, controllerAddress })
      : strings.privacy.controller.pending;
  return {
    meta,
    hero: { eyebrow: hero.eyebrow, title: meta.title, intro: hero.intro },
    contentsLabel: strings.contentsLabel,
    riskDisclosure: {
      id: 'risk-disclosure',
      ...strings.riskDisclosure,
      // A pool's APY is written by the formatter, never by a language: `{apy-dubai-1}`.
      // The regulator's warning first; what the operator has yet to state last.
      points: [
        ...operator.riskPoints.slice(0, 1),
        ...strings.riskDisclosure.points.map((point) => ({
          title: point.title,
          text: fill(point.text, apyFigures(locale)),
        })),
        ...operator.riskPoints.slice(1),
      ],
    },
    faq: { id: 'faq', ...strings.faq, categories: faq },
    terms: { id: 'terms' as const, ...strings.terms },
    privacy: {
      id: 'privacy' as const,
      title: strings.privacy.title,
      paragraphs: [
        fill(controller, values),
        ...strings.privacy.paragraphs.map((paragraph) => fill(paragraph, values)),
      ],
    },
    regulatoryStatus: {
      id: 'regulatory-status',
      title: strings.regulatoryStatus.title,
      // Who makes the offering, and under which licence, right after "information only".
      paragraphs: strings.regulatoryStatus.paragraphs.flatMap((paragraph, i) =>
        i === 0 ? [paragraph, operator.offering] : [paragraph],
      ),
    },
    geographicRestrictions: { id: 'geographic-restrictions', ...strings.geographicRestrictions },
  };
}

/** Copy and data of the /docs page. */
export type DocsPage = ReturnType<typeof buildDocs>;
