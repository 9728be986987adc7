/**
 * The rules of every form's fields (contact, apply, waitlist), as the server checks them: the Zod
 * fields built on the shared limits of ./form-constants.ts, the honeypot and language fields, and
 * the ranking of a failed parse into the one problem the visitor is told about first.
 * This module may import only `zod`, ./form-constants.ts and ./locale.ts.
 */
// zod/mini, not classic zod: the same schemas and errors, but tree-shakable. Every contract uses
// this one style.
import * as z from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN_ATTRIBUTE,
  FORM_ERROR_CODES,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  type FormErrorCode,
} from './form-constants.ts';
import { localeSchema } from './locale.ts';

export * from './form-constants.ts';

/**
 * The spec's "simple pattern" for an e-mail address. Kept for reference (a test holds
 * `isSimpleEmail` to it); the server runs `isSimpleEmail` instead, as this one backtracks over a
 * long run of dots.
 */
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_PATTERN_ATTRIBUTE}$`);

/**
 * What is wrong with one field, as told to the visitor: `required` (absent, or only spaces and
 * invisible characters), `invalid_email` (not the spec's pattern, or unsafe in a mail header),
 * `too_long` (over its limit), `invalid_text` (control characters, broken Unicode), `invalid`
 * (not text at all: a hand-made request), `unknown` (a field the form does not have).
 */
export type FieldProblem =
  'required' | 'invalid_email' | 'too_long' | 'invalid_text' | 'invalid' | 'unknown';

/** The failure code each field problem is reported under. */
export const PROBLEM_CODE: Record<FieldProblem, FormErrorCode> = {
  invalid: 'invalid_request',
  unknown: 'invalid_request',
  invalid_text: 'invalid_request',
  required: 'missing_fields',
  invalid_email: 'invalid_email',
  too_long: 'too_long',
};

/** Largest accepted request body of every form, in bytes; a larger one is answered 413. */
export const FORM_BODY_MAX_BYTES = 16 * 1024;

/** True when a submission filled in the honeypot. */
export function isSpam(value: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  const trap = value[HONEYPOT_FIELD];
  return trap !== undefined && trap !== '';
}

/** Any whitespace character, as `\s` in EMAIL_PATTERN (a single-character class: linear). */
const WHITESPACE = /\s/u;

/**
 * Whether `value` matches EMAIL_PATTERN, in time linear in its length: exactly one `@` with text
 * before it, no whitespace, and a dot in the domain with text on both sides. Hand-written (and
 * tested against the pattern by fast-check) because contracts import only zod, and zod's own
 * `email()` accepts a different set of addresses than the spec's pattern.
 */
export function isSimpleEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1 || WHITESPACE.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

/**
 * Characters an address cannot carry unquoted in a mail header (RFC 5322 specials, control and
 * invisible format characters): `x<victim@evil.example>` matches the spec's pattern, but would be
 * forwarded as a different address.
 */
const HEADER_UNSAFE = /[\p{Cc}\p{Cf}"(),:;<>[\]\\]/u;

/** Nothing a person can see: whitespace and invisible format characters such as U+200B. */
const INVISIBLE_ONLY = /^[\s\p{Cf}]*$/u;
/** Control characters, line breaks included: a one-line field never holds one. */
const ANY_CONTROL = /\p{Cc}/u;
/** Control characters other than tab and line breaks, which a message may hold. */
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;
/**
 * Bidirectional controls (LRM/RLM, ALM, the embeddings, overrides and isolates): in a name they
 * only serve to disguise text (`Invoice\u202Efdp.exe` shows as "Invoiceexe.pdf").
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * MIME encoded-word syntax (RFC 2047, `=?charset?Q?text?=`): a name holding it would reach a
 * mail header as ASCII, which mail clients decode ("=?utf-8?q?Bcc=3A...?=" shows as "Bcc: ...").
 * Each `[^?]*` stops at the next question mark, so the check is linear.
 */
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/iu;

function problem(value: FieldProblem) {
  return { params: { problem: value } };
}

/**
 * One check per field that reports the first problem only, cheapest first, and stops there: a
 * value over its length limit never reaches a pattern, so a refusal costs microseconds whatever
 * the input (zod runs every check of a field otherwise).
 */
function firstProblem(find: (value: string) => FieldProblem | undefined) {
  return z.check<string>((context) => {
    const found = find(context.value);
    if (found === undefined) return;
    context.issues.push({
      code: 'custom',
      input: context.value,
      message: found,
      ...problem(found),
      // Not fatal: an optional field's union (literal '' | text) then reports this problem.
      continue: true,
    });
  });
}

/**
 * A required text field with a length limit, stored exactly as typed (surrounding spaces kept).
 * `multiline` lets tabs and line breaks through (a message), otherwise one line (a name), which
 * also refuses bidirectional controls and MIME encoded words (they disguise a name in a header).
 * A lone UTF-16 surrogate (and so a body's invalid UTF-8, which the server decodes to one) is
 * refused: it cannot be stored "exactly as sent".
 */
export function textField(maxLength: number, { multiline = false } = {}) {
  const control = multiline ? CONTROL_BUT_LAYOUT : ANY_CONTROL;
  return z.string().check(
    firstProblem((value) => {
      // Both linear: blank is told before too long, as the visitor's form tells it.
      if (INVISIBLE_ONLY.test(value)) return 'required';
      if (value.length > maxLength) return 'too_long';
      if (!value.isWellFormed() || control.test(value)) return 'invalid_text';
      if (!multiline && (BIDI_CONTROL.test(value) || ENCODED_WORD.test(value))) {
        return 'invalid_text';
      }
      return undefined;
    }),
  );
}

/** A required e-mail address: the spec's pattern, and nothing a mail header would rewrite. */
export function emailField(maxLength: number) {
  return z.string().check(
    firstProblem((value) => {
      // Both linear: blank is told before too long, as the visitor's form tells it.
      if (INVISIBLE_ONLY.test(value)) return 'required';
      if (value.length > maxLength) return 'too_long';
      // Control characters and broken Unicode make an address invalid, not a text problem.
      if (!value.isWellFormed() || HEADER_UNSAFE.test(value) || !isSimpleEmail(value)) {
        return 'invalid_email';
      }
      return undefined;
    }),
  );
}

/** An optional text field; absent and empty are the same. */
export function optionalTextField(maxLength: number, options: { multiline?: boolean } = {}) {
  const field = textField(maxLength, options);
  return z.optional(z.union([z.literal(''), field]));
}

/**
 * The language a form was sent from (LOCALE_FIELD): one of LOCALES; absent means DEFAULT_LOCALE,
 * any other value is a request no form sends (400, naming the field). The server stores it with
 * the row, answers a native post on the outcome page of that language, and writes the visitor's
 * e-mails in it.
 */
export function localeField() {
  return z.optional(localeSchema);
}

/** The fields every form's schema holds besides its own: the reply address, the honeypot, the language. */
export function sharedFields() {
  return {
    /** Where to reply: the spec's simple pattern, and safe to put in a mail header. */
    email: emailField(EMAIL_MAX_LENGTH),
    /** Honeypot: always empty from a person. */
    [HONEYPOT_FIELD]: z.optional(z.string()),
    /** The language of the page the form was sent from: stored, and the outcome page's language. */
    [LOCALE_FIELD]: localeField(),
  };
}

/**
 * A submission's key (SUBMISSION_FIELD): absent, or a UUID (any other value is a request no form
 * sends). A send whose answer never arrived may still have been stored; sent again with its key,
 * it is answered as stored and kept once. A native post carries none, as a static page cannot
 * mint one per visitor.
 */
export function submissionField() {
  return z.optional(z.uuid());
}

/** The parts of a Zod issue the ranking reads (Fastify's validation errors carry the same). */
export interface IssueLike {
  /** Zod's issue code (`invalid_type`, `unrecognized_keys`, `custom`...). */
  code: string;
  /** Where in the input: the first element is the field. */
  path: readonly PropertyKey[];
  /** For `unrecognized_keys`: the keys. */
  keys?: readonly string[] | undefined;
  /** For the checks above: `{ problem }`. */
  params?: Record<string, unknown> | undefined;
}

/** A failed parse reduced to what the visitor is told. */
export interface FormFailure {
  /** The first category of problem that applies, in `FORM_ERROR_CODES` order. */
  code: FormErrorCode;
  /** The fields of that category and what is wrong with each; other problems wait their turn. */
  fields: Record<string, FieldProblem>;
}

/** Unknown keys are named back only this many times: a request with thousands gets a short answer. */
export const MAX_REPORTED_UNKNOWN_KEYS = 5;
/** Longest unknown key named back. */
const MAX_REPORTED_KEY_LENGTH = 64;

function problemOf(issue: IssueLike, input: Record<string, unknown>, field: string): FieldProblem {
  const declared = issue.params?.['problem'];
  if (typeof declared === 'string' && declared in PROBLEM_CODE) return declared as FieldProblem;
  // An absent field is as empty as a blank one for the visitor.
  if (issue.code === 'invalid_type' && input[field] === undefined) return 'required';
  return 'invalid';
}

/**
 * Ranks the issues of a failed parse of `input` against a form schema whose visible fields are
 * `fields`: every problem is found, and the visitor hears about the first category that applies.
 */
export function rankIssues(
  input: unknown,
  issues: readonly IssueLike[],
  fields: readonly string[],
): FormFailure {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { code: 'invalid_request', fields: { body: 'invalid' } };
  }
  const record = input as Record<string, unknown>;
  const found: Record<string, FieldProblem> = {};
  // Zod reports an absent field, but a form cares about the order of its own fields.
  for (const field of fields) if (record[field] === undefined) found[field] = 'required';
  let unknown = 0;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) {
        if (unknown++ < MAX_REPORTED_UNKNOWN_KEYS) {
          found[key.slice(0, MAX_REPORTED_KEY_LENGTH)] = 'unknown';
        }
      }
      continue;
    }
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    // The first check that fails is the one to fix first (blank before too long before format).
    found[field] ??= problemOf(issue, record, field);
  }
  const code =
    FORM_ERROR_CODES.find((candidate) =>
      Object.values(found).some((value) => PROBLEM_CODE[value] === candidate),
    ) ?? 'invalid_request';
  const ranked = Object.entries(found).filter(([, value]) => PROBLEM_CODE[value] === code);
  return { code, fields: Object.fromEntries(ranked.length > 0 ? ranked : [['body', 'invalid']]) };
}
