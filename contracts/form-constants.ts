/**
 * What the forms (contact, apply, waitlist) share with the server that their islands need too:
 * the names of the hidden fields, the limits and patterns (the controls' `maxlength` and
 * `pattern`), the failure codes in the order the spec tells them, and the pool forms' choices.
 * Plain values, no Zod: the islands bundle this module, while the rules built
 * on it (./form-fields.ts, ./contact.ts, ./interest.ts, which re-export it) run on the server only.
 */

/** Longest accepted name in every form, in UTF-16 code units (what the browser's `maxlength` counts). */
export const NAME_MAX_LENGTH = 100;
/** Longest accepted e-mail address in every form: the SMTP path limit (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest accepted contact message, in UTF-16 code units. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The contact form's fields, in the order it shows them and failures name them. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
/** One of the contact form's fields. */
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** Maximum length of each of the contact form's fields. */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

/**
 * Name of every form's hidden honeypot input. People never see it, so a filled-in value marks a
 * bot: the submission is answered like a success and never stored as a person's or forwarded.
 */
export const HONEYPOT_FIELD = 'website';
/** The hidden input (and JSON key) every form sends its page's language in. */
export const LOCALE_FIELD = 'locale';
/** The key (JSON only) with which an island marks one submission, the same on every retry. */
export const SUBMISSION_FIELD = 'submission';

/**
 * The spec's "simple pattern": non-space text, an at sign, non-space text, a dot, non-space text.
 * Kept for reference and for the site's `pattern` attribute; the server runs `isSimpleEmail`
 * (./form-fields.ts) instead, as this one backtracks over a long run of dots.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** EMAIL_PATTERN as an HTML `pattern` attribute (which the browser anchors itself). */
export const EMAIL_PATTERN_ATTRIBUTE = EMAIL_PATTERN.source.slice(1, -1);
/** A required one-line field holds more than spaces, as an HTML `pattern` attribute. */
export const NOT_BLANK_PATTERN = String.raw`.*\S.*`;

/**
 * What is wrong with one field, as told to the visitor: `required` (absent, or only spaces and
 * invisible characters), `invalid_email` (not the spec's pattern, or unsafe in a mail header),
 * `too_long` (over its limit), `invalid_text` (control characters, broken Unicode), `invalid`
 * (not text at all: a hand-made request), `unknown` (a field the form does not have).
 */
export type FieldProblem =
  'required' | 'invalid_email' | 'too_long' | 'invalid_text' | 'invalid' | 'unknown';

/**
 * The failure codes of a form, in the order they are reported: a request no form would send,
 * then a missing field before a bad e-mail before a length (the spec's order for its toasts).
 */
export const FORM_ERROR_CODES = [
  'invalid_request',
  'missing_fields',
  'invalid_email',
  'too_long',
] as const;

/** A form's failure code, shared by the island's toasts and the API's 400 answers. */
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/** The failure code each field problem is reported under. */
export const PROBLEM_CODE: Record<FieldProblem, FormErrorCode> = {
  invalid: 'invalid_request',
  unknown: 'invalid_request',
  invalid_text: 'invalid_request',
  required: 'missing_fields',
  invalid_email: 'invalid_email',
  too_long: 'too_long',
};

/** Longest accepted optional message of an application. */
export const INTEREST_MESSAGE_MAX_LENGTH = 2000;
/** Longest pool id (the content's slugs are far shorter). */
export const POOL_ID_MAX_LENGTH = 64;

/** Who applies: a person in their own name, or for a company. */
export const INVESTOR_TYPES = ['individual', 'company'] as const;
/** One investor type. */
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/**
 * Intended amount bands, the passport tiers' thresholds: under $10,000; $10,000-$49,999;
 * $50,000-$99,999; $100,000 or more. The page's labels live in src/content/interest.ts.
 */
export const AMOUNT_BANDS = ['under-10k', '10k-50k', '50k-100k', '100k-plus'] as const;
/** One intended amount band. */
export type AmountBand = (typeof AMOUNT_BANDS)[number];

/** Length limits of the application's text fields, for field messages and `maxlength`. */
export const APPLICATION_MAX_LENGTHS = {
  poolId: POOL_ID_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: INTEREST_MESSAGE_MAX_LENGTH,
} as const;

/** Length limits of the waitlist's text fields. */
export const WAITLIST_MAX_LENGTHS = {
  poolId: POOL_ID_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const;
