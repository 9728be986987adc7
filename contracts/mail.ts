/**
 * What the visitors' e-mails say, published by the build as `/mail.json` (src/pages/mail.json.ts,
 * from the dictionaries' `mail` words and src/content/facts.yaml) and read by the server at start
 * (server/mail/content.ts), which may not import the site. Per language: the e-mail words as ICU
 * messages, and the facts and form labels they name, written once in the site's content.
 */
import * as z from 'zod/mini';
import { AMOUNT_BANDS, INVESTOR_TYPES } from './interest.ts';
import { LOCALES, type Locale } from './locale.ts';

/** Where the build publishes it, under DIST_DIR. */
export const MAIL_CONTENT_FILE = 'mail.json';

const text = z.string().check(z.minLength(1));

/** What one kind of entry's confirmation says first: with `{pool}` and `{siteName}`. */
const confirmationWords = z.strictObject({ subject: text, intro: text });

/** The e-mail words of one language, as the dictionary's `mail` key holds them. */
export const mailWordsSchema = z.strictObject({
  greeting: text,
  application: confirmationWords,
  waitlist: confirmationWords,
  /** With `{days}`: how long the confirm link works; the link follows on a line of its own. */
  confirm: text,
  /** What happens if the visitor does nothing, and how to delete now; the removal link follows. */
  ignore: text,
  signature: z.strictObject({
    /** With `{siteName}`, `{legalName}` and `{address}`: once the operator names the sender. */
    operatedBy: text,
    /** With `{siteName}`, `{siteUrl}` and `{email}`: until then, the site and its contact address. */
    website: text,
    privacy: text,
  }),
});

/** Everything the e-mails of one language say and name. */
export const mailLanguageSchema = z.strictObject({
  /** How the language writes numbers (a plural's `#`), as the site does: its BCP 47 tag. */
  numberLocale: text,
  siteName: text,
  /** The site's public contact address, named in the visitor's e-mails. */
  contactEmail: z.email(),
  /** The offering entity that sends the e-mails; `null` until the operator gives it. */
  sender: z.strictObject({ legalName: z.nullable(text), address: z.nullable(text) }),
  /** The privacy notice in this language, under SITE_URL: "/ar/docs#privacy". */
  privacyPath: text.check(z.startsWith('/')),
  /** The application form's amount bands and investor types, as the form names them. */
  amountBands: z.record(z.enum(AMOUNT_BANDS), text),
  investorTypes: z.record(z.enum(INVESTOR_TYPES), text),
  /** The application form's declaration of who may not apply, as the form words it. */
  declaration: text,
  words: mailWordsSchema,
});

/** The published file: every language of the site. */
export const mailContentSchema = z.strictObject(
  Object.fromEntries(LOCALES.map((locale) => [locale, mailLanguageSchema])) as Record<
    Locale,
    typeof mailLanguageSchema
  >,
);

/** The e-mails' words and data in one language. */
export type MailLanguage = z.infer<typeof mailLanguageSchema>;
/** The e-mails' words and data in every language. */
export type MailContent = z.infer<typeof mailContentSchema>;
