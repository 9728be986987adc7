import { z } from 'zod';
import { localePath, type Locale } from '#contracts/locale.ts';
import { fill, pageMetaSchema, textSchema } from './schemas';
import type { SiteConfig } from './site';

/**
 * The words of the page the server sends when a page request fails on its side (status 500, or
 * 503 when it is only busy), so it speaks to both: try again, go home, or write to us.
 */
export const serverErrorStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Short line above the h1. */
  eyebrow: textSchema,
  /** The sentence under the h1. */
  text: textSchema,
  /** The way back home. */
  action: textSchema,
  /** The link to the site's contact e-mail, with `{email}`. */
  contact: textSchema.includes('{email}'),
});

/** The error page's words in one language. */
export type ServerErrorStrings = z.input<typeof serverErrorStringsSchema>;

/** The error page in one language. */
export function buildServerError(strings: ServerErrorStrings, site: SiteConfig, locale: Locale) {
  return {
    ...strings,
    action: { label: strings.action, href: localePath('/', locale) },
    contact: { label: fill(strings.contact, { email: site.email }), href: `mailto:${site.email}` },
  };
}

/** Copy of the error page. */
export type ServerErrorPage = ReturnType<typeof buildServerError>;
