import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import en from './content/words/en.json' with { type: 'json' };

/**
 * The site's long prose, as Markdown per language under src/content/prose/<locale>/ (Starlight's
 * way): what an editor changes line by line without touching code. A value the prose names
 * (`{email}`, `{apy_dubai_1}`, the operator's facts) is written `{name}` and filled when the page
 * renders (src/lib/prose.ts), so a figure or an address is never typed in the prose.
 */

const base = './src/content/prose';

/** A titled section of a page (the docs' Terms, privacy notice...): `<locale>/<name>.md`. */
const prose = defineCollection({
  loader: glob({ base, pattern: '*/*.md' }),
  schema: z.strictObject({
    /** The section's heading. */
    title: z.string().trim().min(1),
  }),
});

/** One point of the docs' risk disclosure: `<locale>/risks/<id>.md`, its text the body. */
const risks = defineCollection({
  loader: glob({ base, pattern: '*/risks/*.md' }),
  schema: z.strictObject({
    /** The risk, in a few words. */
    title: z.string().trim().min(1),
    /** Its place in the disclosure, 1 first. */
    order: z.number().int().positive(),
  }),
});

/** One question of the FAQ: `<locale>/faq/<id>.md` (the id is its HTML id), the answer the body. */
const faq = defineCollection({
  loader: glob({ base, pattern: '*/faq/*.md' }),
  schema: z.strictObject({
    /** The category it is listed under; the names are the words' `faq.categories`. */
    category: z.enum(Object.keys(en.faq.categories) as [string, ...string[]]),
    /** The question, ending in "?" (Arabic "؟"). */
    question: z.string().trim().regex(/[?؟]$/, 'A question ends with "?" (Arabic "؟")'),
    /** Its place in the FAQ, 1 first. */
    order: z.number().int().positive(),
  }),
});

export const collections = { prose, risks, faq };
