/**
 * The contact message contract shared by the contact form island and `POST /api/contact`.
 * Both sides call `validateContactMessage`, so the visitor sees the spec's toasts before sending
 * and the server answers a bad request with the same code and fields.
 * This module may import only `zod`: it is bundled into the browser.
 */
// zod/mini, not classic zod: the same schemas and errors, but tree-shakable. Classic zod added
// ~19 KB (brotli) to the /contact island, whose whole page budget is 75 KB; mini adds ~5 KB.
import * as z from 'zod/mini';

/** Longest accepted name, in UTF-16 code units (what the browser's `maxlength` counts). */
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Longest accepted e-mail address: the SMTP path limit (RFC 5321). */
export const CONTACT_EMAIL_MAX_LENGTH = 254;
/** Longest accepted message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Largest accepted request body in bytes; a larger one is answered 413. */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

/**
 * Name of the hidden honeypot input. People never see it, so a filled-in value marks a bot:
 * the submission is answered like a success, stored as spam and never forwarded.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The spec's "simple pattern": non-space text, an at sign, non-space text, a dot, non-space text. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A toast as the spec words it. */
export interface ContactToast {
  /** Toast title. */
  title: string;
  /** Toast text under the title. */
  description: string;
}

/** The spec's exact toast strings (section 8). */
export const CONTACT_TOASTS = {
  missing: { title: 'Missing Information', description: 'Please fill in all fields' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  sent: {
    title: 'Message Sent',
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
} as const satisfies Record<string, ContactToast>;

/** Title of the length-limit toast, a rule the spec leaves open. */
export const CONTACT_TOO_LONG_TITLE = 'Too Long';

/** The visible fields, in the order the form shows them and the validator reports them. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;

/** One of the visible fields. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** How each field is named in messages. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
};

/** Maximum length of each visible field. */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

// Issue tags let the validator rank issues without depending on Zod's wording.
const RULE_REQUIRED = 'required';
const RULE_WELL_FORMED = 'well_formed';

function tooLongMessage(field: ContactField): string {
  return `${CONTACT_FIELD_LABELS[field]} must be at most ${CONTACT_MAX_LENGTHS[field].toLocaleString('en-US')} characters`;
}

function visibleField(field: ContactField) {
  return z.string().check(
    z.refine((value) => value.trim() !== '', {
      message: `${CONTACT_FIELD_LABELS[field]} is required`,
      params: { rule: RULE_REQUIRED },
    }),
    z.maxLength(CONTACT_MAX_LENGTHS[field], tooLongMessage(field)),
    // A lone UTF-16 surrogate cannot be stored as UTF-8, so it would not be kept "exactly as sent".
    z.refine((value) => value.isWellFormed(), {
      message: `${CONTACT_FIELD_LABELS[field]} contains invalid characters`,
      params: { rule: RULE_WELL_FORMED },
    }),
  );
}

/** The one schema for a contact message, used by the form and the server. Unknown keys are rejected. */
export const contactMessageSchema = z.strictObject({
  /** Visitor's name, stored as typed (blank is rejected, surrounding spaces are kept). */
  name: visibleField('name'),
  /** Visitor's reply address, checked against the spec's simple pattern only. */
  email: visibleField('email').check(
    z.regex(CONTACT_EMAIL_PATTERN, CONTACT_TOASTS.invalidEmail.description),
  ),
  /** The message itself. */
  message: visibleField('message'),
  /** Honeypot: always empty from a person; any other value marks the submission as spam. */
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.string()),
});

/** A contact message that passed validation, exactly as sent. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Codes of the validation failures, shared by the form's toasts and the API's 400 answers. */
export const CONTACT_VALIDATION_CODES = [
  'missing_fields',
  'invalid_email',
  'too_long',
  'invalid_request',
] as const;

/** A validation failure code. */
export type ContactValidationCode = (typeof CONTACT_VALIDATION_CODES)[number];

/** Every `error.code` that `POST /api/contact` can answer with. */
export type ContactErrorCode =
  | ContactValidationCode
  | 'forbidden_origin'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal_error';

/** Error body of every non-2xx JSON answer of `POST /api/contact`. */
export interface ContactErrorBody {
  /** The error. */
  error: {
    /** Machine-readable reason. */
    code: ContactErrorCode;
    /** Sentence for a person; for validation failures the toast text. */
    message: string;
    /** Offending field → what is wrong with it; absent when no field is to blame. */
    fields?: Record<string, string>;
  };
}

/** Body of the 201 answer to a JSON client. */
export interface ContactCreatedBody {
  /** Identifier of the stored message. */
  id: string;
  /** Always `received`: the message is stored (forwarding happens later). */
  status: 'received';
}

/** Result of `validateContactMessage`. */
export type ContactValidationResult =
  | {
      ok: true;
      /** The message exactly as sent. */
      value: ContactMessage;
      /** True when the honeypot was filled in. */
      spam: boolean;
    }
  | {
      ok: false;
      /** Failure code, the same on both sides. */
      code: ContactValidationCode;
      /** Toast title. */
      title: string;
      /** Toast text; the API's `error.message`. */
      description: string;
      /** Offending field → message; the API's `error.fields`. */
      fields: Record<string, string>;
    };

type Failure = Extract<ContactValidationResult, { ok: false }>;

const INVALID_REQUEST_TOAST: ContactToast = {
  title: 'Invalid Request',
  description: 'The message could not be read. Please reload the page and try again.',
};

/** True when a submission filled in the honeypot. */
export function isContactSpam(value: Pick<ContactMessage, typeof CONTACT_HONEYPOT_FIELD>): boolean {
  const trap = value[CONTACT_HONEYPOT_FIELD];
  return trap !== undefined && trap !== '';
}

/**
 * Validates a submission in the spec's order: a blank field first ("Missing Information"),
 * then the e-mail pattern ("Invalid Email"), then the length limits ("Too Long").
 * Anything else malformed (wrong types, unknown keys, not an object) is `invalid_request`.
 */
export function validateContactMessage(input: unknown): ContactValidationResult {
  const parsed = contactMessageSchema.safeParse(input);
  if (parsed.success) {
    return { ok: true, value: parsed.data, spam: isContactSpam(parsed.data) };
  }

  const record: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const missing: Record<string, string> = {};
  const invalidEmail: Record<string, string> = {};
  const tooLong: Record<string, string> = {};
  const malformed: Record<string, string> = {};

  // An absent field is as empty as a blank one for the visitor.
  for (const field of CONTACT_FIELDS) {
    if (record[field] === undefined) missing[field] = `${CONTACT_FIELD_LABELS[field]} is required`;
  }

  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) malformed[key] = 'Unknown field';
    } else if (field === undefined) {
      malformed['body'] = 'Expected an object with name, email and message';
    } else if (issue.code === 'custom' && issue.params?.['rule'] === RULE_REQUIRED) {
      missing[field] = issue.message;
    } else if (issue.code === 'invalid_format') {
      invalidEmail[field] = issue.message;
    } else if (issue.code === 'too_big') {
      tooLong[field] = issue.message;
    } else if (!(field in missing)) {
      malformed[field] = issue.code === 'invalid_type' ? 'Must be text' : issue.message;
    }
  }

  // Fields are ranked the same way on both sides, so pick the first category that applies.
  const failure = (
    code: ContactValidationCode,
    toast: ContactToast,
    fields: Record<string, string>,
  ): Failure => ({ ok: false, code, title: toast.title, description: toast.description, fields });

  if (Object.keys(malformed).length > 0) {
    return failure('invalid_request', INVALID_REQUEST_TOAST, malformed);
  }
  if (Object.keys(missing).length > 0) {
    return failure('missing_fields', CONTACT_TOASTS.missing, missing);
  }
  if (Object.keys(invalidEmail).length > 0) {
    return failure('invalid_email', CONTACT_TOASTS.invalidEmail, invalidEmail);
  }
  const firstTooLong = CONTACT_FIELDS.find((field) => field in tooLong);
  const description =
    firstTooLong === undefined ? 'Please shorten your message' : tooLongMessage(firstTooLong);
  return failure('too_long', { title: CONTACT_TOO_LONG_TITLE, description }, tooLong);
}

/**
 * Outcomes of the no-JavaScript form post. The server answers a browser's form post with
 * `303 See Other` to `outcomePath(outcome)`; the site builds one static page per entry.
 */
export const CONTACT_OUTCOMES = [
  'sent',
  'missing',
  'invalid-email',
  'too-long',
  'rate-limited',
  'error',
] as const;

/** One outcome of the no-JavaScript form post. */
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** The failure outcomes (every outcome except `sent`). */
export const CONTACT_FAILURE_OUTCOMES = CONTACT_OUTCOMES.filter(
  (outcome): outcome is Exclude<ContactOutcome, 'sent'> => outcome !== 'sent',
);

/** Path of the static page for an outcome, e.g. `/contact/sent`. */
export function outcomePath<O extends ContactOutcome>(outcome: O): `/contact/${O}` {
  return `/contact/${outcome}`;
}

/** The outcome page a failed form post is sent to. */
export function outcomeForErrorCode(code: ContactErrorCode): Exclude<ContactOutcome, 'sent'> {
  switch (code) {
    case 'missing_fields':
      return 'missing';
    case 'invalid_email':
      return 'invalid-email';
    case 'too_long':
    case 'payload_too_large':
      return 'too-long';
    case 'rate_limited':
      return 'rate-limited';
    default:
      return 'error';
  }
}

/** Heading and text for each outcome page; the spec's toasts where the spec has one. */
export const CONTACT_OUTCOME_COPY: Record<ContactOutcome, ContactToast> = {
  sent: CONTACT_TOASTS.sent,
  missing: CONTACT_TOASTS.missing,
  'invalid-email': CONTACT_TOASTS.invalidEmail,
  'too-long': {
    title: CONTACT_TOO_LONG_TITLE,
    description: `Please keep your name to ${CONTACT_NAME_MAX_LENGTH} characters, your email to ${CONTACT_EMAIL_MAX_LENGTH} and your message to ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}.`,
  },
  'rate-limited': {
    title: 'Too Many Messages',
    description: 'You have sent several messages in a short time. Please wait a few minutes.',
  },
  error: {
    title: 'Message Not Sent',
    description: 'Something went wrong on our side. Please try again later or email us.',
  },
};
