import { z } from 'zod';
import { cardSchema, pageMetaSchema, textSchema } from './schemas';
import type { TimelineEntry } from './timeline';

/** A section with a heading and a paragraph. */
const textSectionSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
});

/** The /about page's words in one language. */
export const aboutStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Top of the page: short line above the h1, and the paragraph under it. */
  hero: z.strictObject({ eyebrow: textSchema, intro: textSchema }),
  /** What the company is for, set as the page's statement under the hero. */
  mission: textSectionSchema,
  /** The three principles, in order: Risk-First Approach, Transparency, Compliance. */
  principles: z.strictObject({ title: textSchema, items: z.array(cardSchema).length(3) }),
  /** Where the company is heading: drawn as the timeline's next step, after the milestones. */
  vision: textSectionSchema,
  /** The milestones' heading and the paragraph under it (the milestones are timeline.ts's). */
  timeline: z.strictObject({ title: textSchema, intro: textSchema }),
  /** Placeholder until team information is published. */
  leadership: textSectionSchema,
});

/** The /about page's words in one language. */
export type AboutStrings = z.input<typeof aboutStringsSchema>;

/** The /about page in one language. */
export function buildAbout(
  strings: AboutStrings,
  timeline: TimelineEntry[],
  /** What the milestones' figures count and when, drawn under the milestones. */
  timelineBasis: string,
) {
  const { meta, hero } = strings;
  return {
    ...strings,
    hero: { eyebrow: hero.eyebrow, title: meta.title, intro: hero.intro },
    timeline: {
      ...strings.timeline,
      // What the milestones' figures count and when: small print under the milestones.
      basis: timelineBasis,
      items: timeline,
    },
  };
}

/** Copy and data of the /about page. */
export type AboutPage = ReturnType<typeof buildAbout>;
