import { z } from 'zod';
import { notFoundPageAr } from './ar/not-found';
import { localized } from './localized';
import { linkSchema, pageMetaSchema, textSchema } from './schemas';

const notFoundPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Short line above the h1. */
  eyebrow: textSchema,
  /** The sentence under the h1 (the h1 is meta.title). */
  text: textSchema,
  /** The Return Home button. */
  action: linkSchema,
});

/** Copy of the 404 page. */
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

/** Copy of the 404 page. */
export const notFoundPage: NotFoundPage = notFoundPageSchema.parse({
  meta: {
    title: 'Page not found',
    description:
      'The page you are looking for does not exist or has moved. Return to the RealYield home page, or find pools, docs and contact details in the menu.',
  },
  eyebrow: 'Error 404',
  text: 'The page you are looking for does not exist or has moved. Check the address, or return to the home page.',
  action: { label: 'Return Home', href: '/' },
});

/** The 404 page in every language (English above, Arabic in ./ar/not-found.ts). */
export const notFoundPageByLocale = localized('not-found', notFoundPageSchema, {
  en: notFoundPage,
  ar: notFoundPageAr,
});
