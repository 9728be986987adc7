import { z } from 'zod';
import { serverErrorPageAr } from './ar/errors';
import { localized } from './localized';
import { linkSchema, pageMetaSchema, textSchema } from './schemas';
import { site } from './site';

const serverErrorPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Short line above the h1. */
  eyebrow: textSchema,
  /** The sentence under the h1 (the h1 is meta.title). */
  text: textSchema,
  /** The way back home. */
  action: linkSchema,
  /** Where to write when the problem stays: the site's contact e-mail. */
  contact: linkSchema,
});

/** Copy of the error page. */
export type ServerErrorPage = z.infer<typeof serverErrorPageSchema>;

/**
 * Copy of the page the server sends when a page request fails on its side (status 500, or 503
 * when it is only busy), so it speaks to both: try again, go home, or write to us.
 */
export const serverErrorPage: ServerErrorPage = serverErrorPageSchema.parse({
  meta: {
    title: 'Something went wrong',
    description:
      'Something went wrong on our side and this page could not be shown. Try again in a moment, return to the RealYield home page, or write to us.',
  },
  eyebrow: 'Server error',
  text: 'Something went wrong on our side and this page could not be shown. Please try again in a moment. If it keeps happening, write to us and we will look into it.',
  action: { label: 'Return Home', href: '/' },
  contact: { label: `Write to ${site.email}`, href: `mailto:${site.email}` },
});

/** The error page in every language (English above, Arabic in ./ar/errors.ts). */
export const serverErrorPageByLocale = localized('errors', serverErrorPageSchema, {
  en: serverErrorPage,
  ar: serverErrorPageAr,
});
