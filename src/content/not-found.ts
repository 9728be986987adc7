import { z } from 'zod';
import { localePath, type Locale } from '#contracts/locale.ts';
import { pageMetaSchema, textSchema } from './schemas';

/** The 404 page's words in one language. */
export const notFoundStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Short line above the h1. */
  eyebrow: textSchema,
  /** The sentence under the h1. */
  text: textSchema,
  /** The Return Home button. */
  action: textSchema,
});

/** The 404 page's words in one language. */
export type NotFoundStrings = z.input<typeof notFoundStringsSchema>;

/** The 404 page in one language. */
export function buildNotFound(strings: NotFoundStrings, locale: Locale) {
  return { ...strings, action: { label: strings.action, href: localePath('/', locale) } };
}

/** Copy of the 404 page. */
export type NotFoundPage = ReturnType<typeof buildNotFound>;
