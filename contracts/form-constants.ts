/**
 * What the forms (contact, apply, waitlist) share with the server that their islands need too:
 * the names of the hidden fields, the limits and patterns (the controls' `maxlength` and
 * `pattern`), the failure codes in the order the spec tells them, and the pool forms' choices.
 * Plain values, no Zod: the islands bundle this module, while the rules built on it
 * (./form-fields.ts, ./contact.ts, ./interest.ts, which re-export it) run on the server only.
 */

/** Longest accepted name in every form, in UTF-16 code units (what the browser's `maxlength` counts). */
export const NAME_MAX_LENGTH = 100;
/** Longest accepted e-mail address in every form: the SMTP path limit (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Maximum length of each of the contact form's fields, in UTF-16 code units. */
export const CONTACT_MAX_LENGTHS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: 5000,
} as const;

/** Length limits of the application's text fields (its optional message's, and the pool id's). */
export const APPLICATION_MAX_LENGTHS = {
  poolId: 64,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: 2000,
} as const;

/** Length limits of the waitlist's text fields. */
export const WAITLIST_MAX_LENGTHS = {
  poolId: APPLICATION_MAX_LENGTHS.poolId,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const;

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
 * The spec's "simple pattern" as an HTML `pattern` attribute (which the browser anchors itself):
 * non-space text, an at sign, non-space text, a dot, non-space text.
 */
export const EMAIL_PATTERN_ATTRIBUTE = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;
/** A required one-line field holds more than spaces, as an HTML `pattern` attribute. */
export const NOT_BLANK_PATTERN = String.raw`.*\S.*`;

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

/** Who applies: a person in their own name, or for a company. */
export const INVESTOR_TYPES = ['individual', 'company'] as const;

/**
 * Intended amount bands, the passport tiers' thresholds: under $10,000; $10,000-$49,999;
 * $50,000-$99,999; $100,000 or more. The page's labels are the words' `interest.amountBands`.
 */
export const AMOUNT_BANDS = ['under-10k', '10k-50k', '50k-100k', '100k-plus'] as const;
