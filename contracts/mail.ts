/**
 * What the visitors' e-mails say, published by the build as `/mail.json` (src/pages/mail.json.ts,
 * from the dictionaries' `mail` words and src/content/facts.yaml) and read by the server at start
 * (server/mail/content.ts), which may not import the site. Per language: the e-mail words as ICU
 * messages, and the data they name, written once in the site's content.
 */
import * as z from 'zod/mini';
import { AMOUNT_BANDS } from './interest.ts';
import { LOCALES, type Locale } from './locale.ts';

/** Where the build publishes it, under DIST_DIR. */
export const MAIL_CONTENT_FILE = 'mail.json';

const text = z.string().check(z.minLength(1));

/** The words of one visitor e-mail (an application's or a waitlist place's confirmation). */
const confirmationWords = {
  /** With `{pool}`. */
  subject: text,
  intro: text,
  /** With `{days}`: how long the removal link works; the link follows on a line of its own. */
  removal: text,
  /** Why the e-mail came, and what to do if it was not asked for. */
  reason: text,
};

/** The e-mail words of one language, as the dictionary's `mail` key holds them. */
export const mailWordsSchema = z.strictObject({
  greeting: text,
  application: z.strictObject({ ...confirmationWords, steps: z.array(text) }),
  waitlist: z.strictObject({ ...confirmationWords, notAnOffer: text }),
  /** With `{pool}` and `{apy}`: the pool's own target APY, as the site writes it. */
  riskNote: text,
  signature: z.strictObject({
    /** With `{legalName}` and `{address}`: the sender identity, once the operator gives it. */
    operatedBy: text,
    privacy: text,
  }),
});

/** Everything the e-mails of one language say and name. */
export const mailLanguageSchema = z.strictObject({
  /** How the language writes numbers (a plural's `#`), as the site does: its BCP 47 tag. */
  numberLocale: text,
  siteName: text,
  contactEmail: z.email(),
  /** The offering entity that sends the e-mails; `null` until the operator gives it. */
  sender: z.strictObject({ legalName: z.nullable(text), address: z.nullable(text) }),
  /** The site's words for when the team works and how soon it replies. */
  businessHours: text,
  responseTime: text,
  /** The privacy notice in this language, under SITE_URL: "/ar/docs#privacy". */
  privacyPath: text.check(z.startsWith('/')),
  /** Each pool by id: its name in this language and its own target APY, formatted ("35%"). */
  pools: z.record(z.string(), z.strictObject({ name: text, targetApy: text })),
  /** The application form's amount bands, as the form names them. */
  amountBands: z.record(z.enum(AMOUNT_BANDS), text),
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
