/**
 * The contact message contract of `POST /api/contact`: the schema the server parses with, its
 * limits (the island's own, from ./form-constants.ts, re-exported here), and the shapes of the
 * route's answers. This module may import only `zod` and its sibling contracts.
 */
import * as z from 'zod/mini';
import { REQUEST_ERROR_CODES } from './errors.ts';
import { CONTACT_MAX_LENGTHS } from './form-constants.ts';
import {
  FORM_BODY_MAX_BYTES,
  FORM_ERROR_CODES,
  NAME_MAX_LENGTH,
  SUBMISSION_FIELD,
  isSpam,
  sharedFields,
  submissionField,
  textField,
} from './form-fields.ts';

/** Largest accepted request body in bytes (every form's). */
export const CONTACT_BODY_MAX_BYTES = FORM_BODY_MAX_BYTES;

export { CONTACT_MAX_LENGTHS } from './form-constants.ts';

/** Longest accepted contact message, in UTF-16 code units. */
export const CONTACT_MESSAGE_MAX_LENGTH = CONTACT_MAX_LENGTHS.message;
/** The contact form's fields, in the order it shows them and failures name them. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
/** One of the contact form's fields. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The one schema for a contact message. Unknown keys are rejected. */
export const contactMessageSchema = z.strictObject({
  /** Visitor's name, one line, stored as typed (surrounding spaces kept). */
  name: textField(NAME_MAX_LENGTH),
  ...sharedFields(),
  /** The message itself; line breaks and tabs are kept. */
  message: textField(CONTACT_MESSAGE_MAX_LENGTH, { multiline: true }),
  /** The island's key for this submission: a retry with it is kept once (see SUBMISSION_FIELD). */
  [SUBMISSION_FIELD]: submissionField(),
});

/** A contact message that passed validation, exactly as sent. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** True when a submission filled in the honeypot (every form's rule). */
export const isContactSpam = isSpam;

/** Every `error.code` that `POST /api/contact` can answer with. */
export const CONTACT_ERROR_CODES = [...FORM_ERROR_CODES, ...REQUEST_ERROR_CODES] as const;

/** An `error.code` of `POST /api/contact`. */
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

/** Body of the 201 answer to a JSON client. */
export const contactCreatedBodySchema = z.strictObject({
  /** Identifier of the stored message. */
  id: z.string(),
  /** Always `received`: the message is stored (forwarding happens later). */
  status: z.literal('received'),
});

/** Body of the 201 answer to a JSON client. */
export type ContactCreatedBody = z.infer<typeof contactCreatedBodySchema>;

/**
 * Outcomes of the no-JavaScript form post: the server answers a browser's form post with
 * `303 See Other` to `/contact/<outcome>`, and the site builds one static page per entry.
 */
export const contactOutcomeSchema = z.enum([
  'sent',
  'missing',
  'invalid-email',
  'too-long',
  'rate-limited',
  'error',
]);

/** One outcome of the no-JavaScript form post. */
export type ContactOutcome = z.infer<typeof contactOutcomeSchema>;
