// The contact form's client side: it checks what was typed against the contract and sends it,
// and reads every answer into one typed outcome with the contract's schemas, so the island only
// decides what the visitor sees.
import {
  CONTACT_FIELDS,
  contactCreatedBodySchema,
  contactMessageSchema,
  type ContactField,
  type ContactMessage,
} from '#contracts/contact.ts';
import { errorBodySchema } from '#contracts/errors.ts';
import {
  FORM_ERROR_CODES,
  rankIssues,
  type FieldProblem,
  type FormErrorCode,
  type IssueLike,
} from '#contracts/form-fields.ts';

/** Where the form posts, with and without JavaScript. */
export const CONTACT_ENDPOINT = '/api/contact';
/** A send that has not answered by then is treated as a network failure, so the form frees up. */
export const SEND_TIMEOUT_MS = 20_000;

/** The visible fields to fix, and what is wrong with each. */
export type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

/** What became of a check of the typed values before sending. */
export type ContactCheck =
  { ok: true; message: ContactMessage } | { ok: false; code: FormErrorCode; fields: FieldProblems };

/** What became of one send, as the visitor is to be told. */
export type SendOutcome =
  | { kind: 'sent'; id: string }
  /** The server refused what was typed: the failure code and the fields to fix. */
  | { kind: 'invalid'; code: FormErrorCode; fields: FieldProblems }
  /** Too many messages; the server's sentence says when to retry. */
  | { kind: 'rate-limited'; message: string | undefined }
  /** Refused for a reason the form cannot fix (wrong origin, media type): the server's sentence. */
  | { kind: 'refused'; message: string }
  | { kind: 'server-error' }
  /** An answer that is not the API's, such as a captive portal's login page. */
  | { kind: 'unexpected' }
  /** No answer: offline, or none within SEND_TIMEOUT_MS. */
  | { kind: 'network' };

/** The problem behind each failure code, for a server answer that names only the fields. */
const PROBLEM_BY_CODE: Record<FormErrorCode, FieldProblem> = {
  missing_fields: 'required',
  invalid_email: 'invalid_email',
  too_long: 'too_long',
  // The form only sends text, so the one hand-made-request problem it can meet is bad characters.
  invalid_request: 'invalid_text',
};

function visibleProblems(fields: Record<string, FieldProblem>): FieldProblems {
  const visible: FieldProblems = {};
  for (const field of CONTACT_FIELDS) {
    const problem = fields[field];
    if (problem !== undefined) visible[field] = problem;
  }
  return visible;
}

/** Checks typed values with the contract, ranked as the spec orders its toasts. */
export function checkContactMessage(values: Record<string, string>): ContactCheck {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const failure = rankIssues(values, parsed.error.issues, CONTACT_FIELDS);
  return { ok: false, code: failure.code, fields: visibleProblems(failure.fields) };
}

/** What is wrong with one field's value, or undefined once it is fine. */
export function checkContactField(field: ContactField, value: string): FieldProblem | undefined {
  const parsed = contactMessageSchema.shape[field].safeParse(value);
  if (parsed.success) return undefined;
  const issues: IssueLike[] = parsed.error.issues.map((issue) => ({
    ...issue,
    path: [field, ...issue.path],
  }));
  return rankIssues({ [field]: value }, issues, [field]).fields[field];
}

function isFormErrorCode(code: string): code is FormErrorCode {
  return (FORM_ERROR_CODES as readonly string[]).includes(code);
}

/** Reads a status and a parsed JSON body (undefined when it was not JSON) into an outcome. */
export function readSendOutcome(status: number, body: unknown): SendOutcome {
  // Only a 201 with the API's body means stored: a 200 could be a captive portal's login page.
  if (status === 201) {
    const created = contactCreatedBodySchema.safeParse(body);
    return created.success ? { kind: 'sent', id: created.data.id } : { kind: 'unexpected' };
  }
  // Never the server's own words for a 5xx: they are for the log, not for a visitor.
  if (status >= 500) return { kind: 'server-error' };
  const parsed = errorBodySchema.safeParse(body);
  if (status === 429) {
    return {
      kind: 'rate-limited',
      message: parsed.success ? parsed.data.error.message : undefined,
    };
  }
  if (!parsed.success || status < 400) return { kind: 'unexpected' };
  const { code, message, fields = {} } = parsed.data.error;
  // A body over the byte limit is a length problem the visitor can fix like any other.
  const formCode = code === 'payload_too_large' ? 'too_long' : code;
  if (!isFormErrorCode(formCode)) return { kind: 'refused', message };
  const problems: Record<string, FieldProblem> = {};
  for (const field of Object.keys(fields)) problems[field] = PROBLEM_BY_CODE[formCode];
  return { kind: 'invalid', code: formCode, fields: visibleProblems(problems) };
}

/** Posts a checked message as JSON and tells what became of it; never throws. */
export async function sendContactMessage(
  message: ContactMessage,
  { endpoint = CONTACT_ENDPOINT, fetch = globalThis.fetch } = {},
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'network' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  return readSendOutcome(response.status, body);
}
