import { z } from 'zod';
import { faqCategoriesSchema, faqCategories } from './faq';
import { cardSchema, headingSchema, pageMetaSchema, slugSchema, textSchema } from './schemas';

/** A section of the docs page with an anchor, a heading and paragraphs. */
const anchoredSectionSchema = z.strictObject({
  /** HTML id of the section, the target of /docs#id links. */
  id: slugSchema,
  /** Heading of the section. */
  title: textSchema,
  /** The paragraphs, in order. */
  paragraphs: z.array(textSchema).min(1),
});

const docsPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Top of the page; its title is the h1. */
  hero: headingSchema,
  /** Accessible name of the in-page links under the hero, e.g. "On this page". */
  contentsLabel: textSchema,
  riskDisclosure: z.strictObject({
    /** HTML id of the section. */
    id: slugSchema,
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** The risks, each a short title and a sentence or two. */
    points: z.array(cardSchema).min(6),
  }),
  faq: z.strictObject({
    /** HTML id of the section. */
    id: slugSchema,
    /** Heading of the section. */
    title: textSchema,
    /** Paragraph under the heading. */
    intro: textSchema,
    /** The categories, in order. */
    categories: faqCategoriesSchema,
  }),
  /** Terms of Service placeholder (anchor "terms"). */
  terms: anchoredSectionSchema.extend({ id: z.literal('terms') }),
  /** Privacy Policy placeholder (anchor "privacy"). */
  privacy: anchoredSectionSchema.extend({ id: z.literal('privacy') }),
  regulatoryStatus: anchoredSectionSchema,
  geographicRestrictions: anchoredSectionSchema,
});

/** Copy and data of the /docs page. */
export type DocsPage = z.infer<typeof docsPageSchema>;

const title = 'Docs & FAQs';

/** Copy and data of the /docs page. */
export const docsPage: DocsPage = docsPageSchema.parse({
  meta: {
    title,
    description:
      'RealYield risk disclosure, answers on investing, withdrawals, risk and compliance, and who is eligible to invest. Read this before you apply for a pool.',
  },
  hero: {
    eyebrow: 'Documentation',
    title,
    intro:
      'The risks, the rules and the answers to common questions, in one place. Please read them before you apply for a pool.',
  },
  contentsLabel: 'On this page',
  riskDisclosure: {
    id: 'risk-disclosure',
    title: 'Risk disclosure',
    intro:
      'Investing in tokenized real-estate pools carries real risk. Consider the following before you invest.',
    points: [
      {
        title: 'Risk of loss of principal',
        text: 'You can lose some or all of the money you invest. Only invest money you can afford to lose.',
      },
      {
        title: 'Target APY is not guaranteed',
        text: 'Pool APY figures (up to 40%, 35% or 30%) are targets. Actual yields depend on property performance and can be lower or zero.',
      },
      {
        title: 'Lockups and liquidity',
        text: 'Funds are typically locked for 12-24 months, and withdrawals are processed in 7-14 business days after the lockup ends. You may not be able to exit earlier.',
      },
      {
        title: 'Property, operational and market risks',
        text: 'Nightly rates, occupancy and operating costs can move against a pool, and so can the Dubai property market as a whole.',
      },
      {
        title: 'Smart-contract and stablecoin risks',
        text: 'Smart contracts can contain flaws, and USDC or USDT can lose their peg or be frozen by their issuers.',
      },
      {
        title: 'Regulatory change',
        text: 'New laws or rules can restrict access to the pools, change how they operate or end them.',
      },
    ],
  },
  faq: {
    id: 'faq',
    title: 'Frequently asked questions',
    intro: 'Answers on investing, withdrawals, risk, and jurisdictions and compliance.',
    categories: faqCategories,
  },
  terms: {
    id: 'terms',
    title: 'Terms of Service',
    paragraphs: [
      'The full Terms of Service are coming soon.',
      'Until they are published, contact us with any question about the terms that would apply to you.',
    ],
  },
  privacy: {
    id: 'privacy',
    title: 'Privacy Policy',
    paragraphs: [
      'The full Privacy Policy is coming soon.',
      'When you use the contact form, we store your name, email address and message, together with a hashed form of your network address, so we can reply to you and limit abuse.',
    ],
  },
  regulatoryStatus: {
    id: 'regulatory-status',
    title: 'Regulatory status',
    paragraphs: [
      'This site is for information only. It is not investment advice, and it is not an offer or solicitation in any jurisdiction where that would be unlawful.',
      'Pools are offered only to eligible investors who complete KYC/AML verification. The rules that apply to tokenized real estate differ between jurisdictions and can change.',
    ],
  },
  geographicRestrictions: {
    id: 'geographic-restrictions',
    title: 'Geographic restrictions',
    paragraphs: [
      'US persons and residents of sanctioned countries are generally excluded. Availability depends on your jurisdiction, and pools are not offered everywhere.',
      'Every investor must pass an eligibility check and KYC/AML verification before investing.',
    ],
  },
});
