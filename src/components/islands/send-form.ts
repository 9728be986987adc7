// How the form islands post and what they read in the answer: the JSON post, and every answer of
// the API (its one error shape, contracts/errors.ts) read into one outcome, so an island only
// decides what the visitor sees; and what the browser's own checks find, in the same codes. No
// fetch wrapper reads the API's error shape; this is the part the islands share, with no React.
import type { ErrorBody } from '#contracts/errors.ts';
import type { FormErrorCode } from '#contracts/form-constants.ts';
import { FORM_ERROR_CODES } from '#contracts/form-constants.ts';

/** A send that has not answered by then is treated as a network failure, so the form frees up. */
export const SEND_TIMEOUT_MS = 20_000;

/** What sets one form apart: its name, its limits, where it posts, which answer means stored. */
export interface FormSpec {
  /** Starts the id of every control (`contact-email`), unique on the page. */
  id: string;
  /** Each field's length limit, from the contracts: its `maxlength`, and `{max}` in its message. */
  maxLengths: Partial<Record<string, number>>;
  /** Where the form posts, with and without JavaScript. */
  endpoint: string;
  /** Whether an answer is the API's "stored": a 2xx could also be a captive portal's page. */
  stored: (status: number, body: unknown) => boolean;
  /** Marks a submission with its key, and hears when it was stored (the contact form's). */
  submissions?: {
    mark: (body: Record<string, unknown>) => Record<string, unknown>;
    stored(): void;
  };
}

/** The delivery toasts a send that did not go through may end in. */
type NotSent = 'network' | 'server' | 'rejected' | 'rateLimited' | 'notOpen';

/** What became of one send, as the visitor is to be told. */
export type FormOutcome =
  | { kind: 'stored' }
  /** The server refused what was typed: the failure code and the fields it names. */
  | { kind: 'invalid'; code: FormErrorCode; fields: string[] }
  | { kind: 'not-available'; message: string }
  /** Not stored: the toast to tell it in, with the server's sentence where it has one to say. */
  | { kind: 'not-sent'; toast: NotSent; message?: string };

/** Reads a status and a parsed JSON body (undefined when it was not JSON) into an outcome. */
export function readOutcome(spec: FormSpec, status: number, body: unknown): FormOutcome {
  const notSent = (toast: NotSent, message?: string): FormOutcome =>
    message === undefined ? { kind: 'not-sent', toast } : { kind: 'not-sent', toast, message };
  // A 2xx that is not the API's answer (a captive portal's page) stored nothing.
  if (status >= 200 && status < 300) {
    return spec.stored(status, body) ? { kind: 'stored' } : notSent('rejected');
  }
  // Never the server's own words for a 5xx: they are for the log, not for a visitor.
  if (status >= 500) return notSent('server');
  const error = (body as Partial<ErrorBody> | null | undefined)?.error;
  const valid = typeof error?.code === 'string' && typeof error.message === 'string';
  if (status === 429) return notSent('rateLimited', valid ? error.message : undefined);
  if (!valid || status < 400) return notSent('rejected');
  const { code, message, fields = {} } = error;
  if (code === 'not_available') return { kind: 'not-available', message };
  if (code === 'pool_not_open' || code === 'pool_not_upcoming') return notSent('notOpen');
  // A body over the byte limit is a length problem the visitor can fix like any other.
  const formCode = (code === 'payload_too_large' ? 'too_long' : code) as FormErrorCode;
  if (!FORM_ERROR_CODES.includes(formCode)) return notSent('rejected', message);
  return { kind: 'invalid', code: formCode, fields: Object.keys(fields) };
}

/** Posts a form's values as JSON and tells what became of it; never throws. */
export async function sendForm(
  spec: FormSpec,
  body: Record<string, unknown>,
  { endpoint = spec.endpoint, fetch = globalThis.fetch } = {},
): Promise<FormOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'not-sent', toast: 'network' };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  return readOutcome(spec, response.status, parsed);
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the browser's own checks find wrong with a control, as the failure code the spec tells. */
export function problemOf(control: Control): FormErrorCode | undefined {
  const { validity, value, type } = control;
  // Only spaces is as missing as nothing: NOT_BLANK_PATTERN says so, but a textarea has no pattern.
  const text = type !== 'checkbox' && type !== 'radio';
  const blank = control.required && text && value.trim() === '';
  if (validity.valueMissing || blank) return 'missing_fields';
  if (type === 'email' && (validity.typeMismatch || validity.patternMismatch)) {
    return 'invalid_email';
  }
  if (validity.patternMismatch) return 'missing_fields';
  // The browser stops typing at `maxlength`; a value a script put there is caught here.
  const limit = 'maxLength' in control ? control.maxLength : -1;
  if (validity.tooLong || (limit >= 0 && value.length > limit)) return 'too_long';
  return undefined;
}
