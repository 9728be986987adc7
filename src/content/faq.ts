import { z } from 'zod';
import { faqCategoriesAr } from './ar/faq';
import { localized } from './localized';
import { slugSchema, textSchema } from './schemas';

/**
 * The FAQ shown on /docs, grouped by category (spec sections 3 and 9). Answers are plain text of
 * one to three sentences; ranges use a hyphen ("12-24 months"), like the rest of the site.
 * Questions end in "?", or in the Arabic question mark "؟" in Arabic.
 */

/** Splits plain text into sentences at ".", "?" or "؟" followed by a space or the end. */
function countSentences(text: string): number {
  return text.split(/(?<=[.?؟])\s+/).filter((part) => part.length > 0).length;
}

/** One question and its answer. */
export const faqItemSchema = z.strictObject({
  /** Stable slug, unique across all categories; usable as an HTML id. */
  id: slugSchema,
  /** The question, ending in "?" (Arabic "؟"). */
  question: textSchema.regex(/[?؟]$/, 'A question ends with "?" (Arabic "؟")'),
  /** Plain-text answer (no HTML) of one to three sentences. */
  answer: textSchema
    .refine((text) => !/[<>]/.test(text), 'Answers are plain text, not HTML')
    .refine((text) => /[.]$/.test(text), 'An answer ends with a full stop')
    .refine((text) => countSentences(text) <= 3, 'Keep answers to one to three sentences'),
});

/** One category of questions. */
export const faqCategorySchema = z.strictObject({
  /** Stable slug of the category. */
  id: slugSchema,
  /**
   * Category heading, copy in each language (English: Investing, Withdrawals, Risk,
   * Jurisdictions & Compliance, in that order, as the content test checks).
   */
  name: textSchema,
  /** The questions, in display order. */
  items: z.array(faqItemSchema).min(4),
});

/** All categories, with item ids unique across the whole FAQ. */
export const faqCategoriesSchema = z
  .array(faqCategorySchema)
  .min(1)
  .refine((categories) => {
    const ids = categories.flatMap((category) => [
      category.id,
      ...category.items.map((item) => item.id),
    ]);
    return new Set(ids).size === ids.length;
  }, 'FAQ category and item ids must be unique');

/** One question and its answer. */
export type FaqItem = z.infer<typeof faqItemSchema>;
/** One category of questions. */
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** The FAQ, in display order: Investing, Withdrawals, Risk, Jurisdictions & Compliance. */
export const faqCategories: FaqCategory[] = faqCategoriesSchema.parse([
  {
    id: 'investing',
    name: 'Investing',
    items: [
      {
        id: 'how-investing-works',
        question: 'How does investing with RealYield work?',
        answer:
          'You deposit stablecoins, USDC or USDT, into a whitelisted pool. Each pool is backed by tokenized sub-leases of properties in Dubai, and income from those properties funds the distributions to investors.',
      },
      {
        id: 'minimum-investment',
        question: 'What is the minimum investment?',
        answer:
          'Pool minimums are typically $1,000 to $10,000, depending on the pool. Passport tiers have their own minimums: $10,000 for Bronze, $50,000 for Silver and $100,000+ for Gold.',
      },
      {
        id: 'target-apy',
        question: 'What does target APY mean?',
        answer:
          'It is the annual yield a pool aims for, such as up to 40% for the Dubai Premium Sub-Lease Pool. It is a target, not guaranteed, and the actual yield can be lower.',
      },
      {
        id: 'payout-currency',
        question: 'Which stablecoins are used?',
        answer:
          'Pools use USDC and USDT. Each pool card shows the payout stablecoin: USDC, USDT or either of the two.',
      },
      {
        id: 'what-is-a-passport',
        question: 'What is a passport?',
        answer:
          'A passport comes with your investment and gives you DAO governance rights, rewards and liquidity features. Its tier, Bronze, Silver or Gold, depends on how much you invest.',
      },
    ],
  },
  {
    id: 'withdrawals',
    name: 'Withdrawals',
    items: [
      {
        id: 'lockup-period',
        question: 'Is there a lockup period?',
        answer:
          'Yes. Lockups are typically 12-24 months, depending on the pool, and your principal stays in the pool until the lockup ends.',
      },
      {
        id: 'withdrawal-time',
        question: 'How long does a withdrawal take?',
        answer: 'Withdrawals are processed in 7-14 business days after the lockup ends.',
      },
      {
        id: 'distribution-frequency',
        question: 'How often are distributions paid?',
        answer:
          "Distributions are paid monthly or quarterly, depending on the pool. They are paid in the pool's payout stablecoin.",
      },
      {
        id: 'early-withdrawal',
        question: 'Can I withdraw before the lockup ends?',
        answer:
          "Plan for your principal to stay in the pool for the full lockup. Any earlier liquidity, for example through passport features where available, depends on the pool's terms and on market conditions.",
      },
    ],
  },
  {
    id: 'risk',
    name: 'Risk',
    items: [
      {
        id: 'is-apy-promised',
        question: 'Is the target APY a promise?',
        answer:
          "No. A pool's APY (up to 40%, 35% or 30%, depending on the pool) is a target, not guaranteed. Actual yield depends on nightly rates, occupancy and operations, and can be lower or zero.",
      },
      {
        id: 'loss-of-principal',
        question: 'Can I lose money?',
        answer:
          'Yes. There is a risk of loss of principal: you can lose some or all of the money you invest. Only invest money you can afford to lose.',
      },
      {
        id: 'main-risks',
        question: 'What are the main risks?',
        answer:
          'They include property and operational risks, such as lower occupancy or nightly rates, market risk in Dubai real estate, smart-contract and stablecoin risks, and regulatory change. The risk disclosure on this page covers each of them.',
      },
      {
        id: 'what-backs-a-pool',
        question: 'What backs a pool?',
        answer:
          "Each pool is backed by tokenized sub-leases of properties in Dubai. The pool's income depends on how those properties perform, so lower rental income means lower distributions.",
      },
      {
        id: 'on-chain-transparency',
        question: 'Does on-chain transparency reduce my risk?',
        answer:
          'No. Pool activity, such as distributions, is recorded on-chain, but a record does not remove or reduce investment risk.',
      },
    ],
  },
  {
    id: 'jurisdictions-compliance',
    name: 'Jurisdictions & Compliance',
    items: [
      {
        id: 'who-can-invest',
        question: 'Who can invest?',
        answer:
          'You can invest if you pass the eligibility check and KYC/AML verification and live in a jurisdiction where the pools are offered. Availability is limited and terms apply.',
      },
      {
        id: 'kyc-aml',
        question: 'Is KYC/AML verification required?',
        answer:
          'Yes. Every investor must complete KYC/AML verification before investing in a pool.',
      },
      {
        id: 'excluded-investors',
        question: 'Can US persons invest?',
        answer:
          'US persons are generally excluded from investing, as are residents of sanctioned countries.',
      },
      {
        id: 'availability-by-country',
        question: 'Are the pools available in my country?',
        answer:
          'Availability depends on your jurisdiction, and the pools are not offered everywhere. Contact us to check before you apply.',
      },
      {
        id: 'terms-and-privacy',
        question: 'Where can I read the terms and the privacy policy?',
        answer:
          'The privacy notice on this page says what the site collects, why, for how long and how to have it deleted. The full Terms of Service are coming soon and will be published on this page.',
      },
    ],
  },
]);

/** The FAQ in every language (English above, Arabic in ./ar/faq.ts). */
export const faqCategoriesByLocale = localized('faq', faqCategoriesSchema, {
  en: faqCategories,
  ar: faqCategoriesAr,
});
