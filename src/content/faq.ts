import { z } from 'zod';
import type { Locale } from '#contracts/locale.ts';
import { apyFigures } from './pools';
import { fill, textSchema } from './schemas';

/**
 * The FAQ shown on /docs, grouped by category (spec sections 3 and 9). The categories and
 * questions, by id and in display order, are written here; each language supplies every
 * category's name and every question and answer under `faqStringsSchema`. Answers are plain
 * text of one to three sentences; ranges use a hyphen ("12-24 months"), like the rest of the
 * site. Questions end in "?", or in the Arabic question mark "؟" in Arabic.
 */

/** Each category's questions' ids, in display order; ids are unique (they are HTML ids). */
const FAQ = {
  investing: [
    'how-investing-works',
    'minimum-investment',
    'target-apy',
    'payout-currency',
    'what-is-a-passport',
  ],
  withdrawals: ['lockup-period', 'withdrawal-time', 'distribution-frequency', 'early-withdrawal'],
  risk: [
    'is-apy-promised',
    'loss-of-principal',
    'main-risks',
    'what-backs-a-pool',
    'on-chain-transparency',
  ],
  'jurisdictions-compliance': [
    'who-can-invest',
    'kyc-aml',
    'excluded-investors',
    'availability-by-country',
    'terms-and-privacy',
  ],
} as const;

/** The categories' ids, in display order. */
const CATEGORY_IDS = Object.keys(FAQ) as Array<keyof typeof FAQ>;

/** Splits plain text into sentences at ".", "?" or "؟" followed by a space or the end. */
function countSentences(text: string): number {
  return text.split(/(?<=[.?؟])\s+/).filter((part) => part.length > 0).length;
}

/** One question and its answer. */
export const faqItemSchema = z.strictObject({
  /** The question, ending in "?" (Arabic "؟"). */
  question: textSchema.regex(/[?؟]$/, 'A question ends with "?" (Arabic "؟")'),
  /** Plain-text answer (no HTML) of one to three sentences. */
  answer: textSchema
    .refine((text) => !/[<>]/.test(text), 'Answers are plain text, not HTML')
    .refine((text) => /[.]$/.test(text), 'An answer ends with a full stop')
    .refine((text) => countSentences(text) <= 3, 'Keep answers to one to three sentences'),
});

const keyed = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);

/** One category's words: its heading and each of its questions, by id. */
const categorySchema = <K extends string>(items: readonly K[]) =>
  z.strictObject({
    /**
     * Category heading (English: Investing, Withdrawals, Risk, Jurisdictions & Compliance, in
     * that order, as the content test checks).
     */
    name: textSchema,
    items: keyed(items, faqItemSchema),
  });

/** Every category's name and every question and answer, by id, in one language. */
export const faqStringsSchema = z.strictObject({
  investing: categorySchema(FAQ.investing),
  withdrawals: categorySchema(FAQ.withdrawals),
  risk: categorySchema(FAQ.risk),
  'jurisdictions-compliance': categorySchema(FAQ['jurisdictions-compliance']),
} satisfies Record<keyof typeof FAQ, z.ZodType>);

/** The FAQ's words in one language. */
export type FaqStrings = z.input<typeof faqStringsSchema>;

/** The FAQ in one language, in display order. */
export function buildFaq(strings: FaqStrings, locale: Locale) {
  const apy = apyFigures(locale);
  return CATEGORY_IDS.map((id) => {
    const words: { name: string; items: Record<string, z.infer<typeof faqItemSchema>> } =
      strings[id];
    return {
      id,
      name: words.name,
      items: FAQ[id].map((itemId) => {
        const item = words.items[itemId];
        if (item === undefined) throw new Error(`faq: no words for the question ${itemId}`);
        return { id: itemId, question: item.question, answer: fill(item.answer, apy) };
      }),
    };
  });
}

/** One category of questions. */
export type FaqCategory = ReturnType<typeof buildFaq>[number];
/** One question and its answer. */
export type FaqItem = FaqCategory['items'][number];
