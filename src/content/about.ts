import { z } from 'zod';
import { aboutPageAr } from './ar/about';
import { localized } from './localized';
import { headingSchema, iconCardSchema, pageMetaSchema, textSchema } from './schemas';
import { timelineEntrySchema, timeline } from './timeline';

/** A section with a heading and a paragraph. */
const textSectionSchema = z.strictObject({
  /** Heading of the section. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
});

const aboutPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Top of the page; its title is the h1. */
  hero: headingSchema,
  /** What the company is for. */
  mission: textSectionSchema,
  /** The three principles, in order. */
  principles: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Risk-First Approach, Transparency, Compliance. */
    items: z.array(iconCardSchema).length(3),
  }),
  /** Where the company is heading. */
  vision: textSectionSchema,
  timeline: z.strictObject({
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** The entries, oldest first. */
    items: z.array(timelineEntrySchema).min(1),
  }),
  /** Placeholder until team information is published. */
  leadership: textSectionSchema,
});

/** Copy and data of the /about page. */
export type AboutPage = z.infer<typeof aboutPageSchema>;

const title = 'About';

/** Copy and data of the /about page. */
export const aboutPage: AboutPage = aboutPageSchema.parse({
  meta: {
    title,
    description:
      'RealYield was founded in 2021 and launched its first pool of tokenized Dubai property sub-leases in 2022. Read our mission, principles and timeline.',
  },
  hero: {
    eyebrow: 'About RealYield',
    title,
    intro:
      'RealYield is a tokenized real-estate finance platform. We connect stablecoin investors with income from properties in Dubai through whitelisted pools.',
  },
  mission: {
    title: 'Our mission',
    text: 'To give eligible investors access to income from real property through stablecoin pools, with the risks stated plainly and distributions recorded on-chain.',
  },
  principles: {
    title: 'Our principles',
    items: [
      {
        icon: 'ShieldCheck',
        title: 'Risk-First Approach',
        text: 'We state the risks before the returns. Every APY we show is a target, and we disclose the risk of loss of principal up front.',
      },
      {
        icon: 'Eye',
        title: 'Transparency',
        text: "We state every pool's terms and risks in writing, and pool activity and distributions are recorded on-chain.",
      },
      {
        icon: 'FileCheck',
        title: 'Compliance',
        text: 'Every investor completes KYC/AML verification, and we offer pools only where eligibility rules allow.',
      },
    ],
  },
  vision: {
    title: 'Our vision',
    text: 'We want tokenized real estate to be a clear, transparent part of the real-world asset market, open to every eligible investor.',
  },
  timeline: {
    title: 'Our journey',
    intro: 'From our founding in 2021 to 40+ tokenized properties in 2024.',
    items: timeline,
  },
  leadership: {
    title: 'Leadership',
    text: 'Team information is coming soon.',
  },
});

/** The /about page in every language (English above, Arabic in ./ar/about.ts). */
export const aboutPageByLocale = localized('about', aboutPageSchema, {
  en: aboutPage,
  ar: aboutPageAr,
});
