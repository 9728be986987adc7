// The site's forms on the client side (contact, apply for access, join the waitlist): what was
// typed is checked against the form's contract, an excluded country is answered before anything
// is sent, and every answer of the API is read into one typed outcome with the contracts' schemas,
// so the islands only decide what the visitor sees. One module for the three forms: they post the
// same way and the server answers them the same way (contracts/errors.ts, contracts/form-fields.ts).
import type * as z from 'zod/mini';
import { errorBodySchema } from '#contracts/errors.ts';
import {
  FORM_ERROR_CODES,
  rankIssues,
  type FieldProblem,
  type FormErrorCode,
} from '#contracts/form-fields.ts';

/** A send that has not answered by then is treated as a network failure, so the form frees up. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * What sets one form apart: where it posts, its contract, and which answer means stored. Each
 * form's is declared beside its contract's import (contact-client.ts, interest-client.ts), so a
 * page's island carries only its own form's contract.
 */
export interface FormSpec<F extends string> {
  /** Where the form posts, with and without JavaScript. */
  endpoint: string;
  /** The contract the server checks the body with. */
  schema: z.ZodMiniObject;
  /** The required fields in the order the form shows them (the toasts name the first problem). */
  order: readonly string[];
  /** The fields the visitor sees and can be told to fix. */
  visible: readonly F[];
  /** The honeypot's name: hidden from people, filled by bots. */
  honeypot: string;
  /** Whether an answer is the API's "stored": a 2xx could also be a captive portal's page. */
  stored: (status: number, body: unknown) => boolean;
  /** Whether a country of residence is one the pools are not open to (the pool forms only). */
  excludedCountry?: (code: string) => boolean;
  /**
   * Where the server reads a submission's key (contracts' SUBMISSION_FIELD), for a form whose
   * retries must be kept once: contact messages (an interest entry is already one per e-mail).
   */
  submissionField?: string;
}

/** The visible fields to fix, and what is wrong with each. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** A form's values as a native post sends them: text as typed, a ticked box as 'on', an unticked one absent. */
export type FormValues = Record<string, string>;

/** What became of a check of the typed values before sending. */
export type FormCheck<F extends string> =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; kind: 'invalid'; code: FormErrorCode; fields: FieldProblems<F> }
  /** The country of residence is excluded: the visitor is told so, and nothing is sent. */
  | { ok: false; kind: 'not-available' };

/** What became of one send, as the visitor is to be told. */
export type FormOutcome<F extends string> =
  | { kind: 'stored' }
  /** The server refused what was typed: the failure code and the fields to fix. */
  | { kind: 'invalid'; code: FormErrorCode; fields: FieldProblems<F> }
  /** The pools are not available where the visitor lives; nothing was stored. */
  | { kind: 'not-available'; message: string }
  /** The pool's status changed since the page was built (no longer Open or Upcoming). */
  | { kind: 'not-open'; message: string }
  /** Too many submissions; the server's sentence says when to retry. */
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
  // The forms only send text and choices, so the one hand-made-request problem left is bad characters.
  invalid_request: 'invalid_text',
};

function isFormErrorCode(code: string): code is FormErrorCode {
  return (FORM_ERROR_CODES as readonly string[]).includes(code);
}

function visibleProblems<F extends string>(
  spec: FormSpec<F>,
  fields: Record<string, FieldProblem>,
): FieldProblems<F> {
  const visible: FieldProblems<F> = {};
  for (const field of spec.visible) {
    const problem = fields[field];
    if (problem !== undefined) visible[field] = problem;
  }
  return visible;
}

/** Checks typed values with the contract, ranked as the spec orders its toasts. */
export function checkForm<F extends string>(spec: FormSpec<F>, values: FormValues): FormCheck<F> {
  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) {
    const failure = rankIssues(values, parsed.error.issues, spec.order);
    return {
      ok: false,
      kind: 'invalid',
      code: failure.code,
      fields: visibleProblems(spec, failure.fields),
    };
  }
  const body = parsed.data as Record<string, unknown>;
  // The server refuses it too; telling the visitor at once saves a round trip and sends nothing.
  const country = body['country'];
  if (typeof country === 'string' && spec.excludedCountry?.(country) === true) {
    return { ok: false, kind: 'not-available' };
  }
  return { ok: true, body };
}

/** What is wrong with one field's value, or undefined once it is fine. */
export function checkField<F extends string>(
  spec: FormSpec<F>,
  field: F,
  value: string | undefined,
): FieldProblem | undefined {
  const shape = spec.schema.shape as Record<string, z.ZodMiniType | undefined>;
  const schema = shape[field];
  if (schema === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] }));
  return rankIssues({ [field]: value }, issues, [field]).fields[field];
}

/** Reads a status and a parsed JSON body (undefined when it was not JSON) into an outcome. */
export function readOutcome<F extends string>(
  spec: FormSpec<F>,
  status: number,
  body: unknown,
): FormOutcome<F> {
  if (status >= 200 && status < 300) {
    return spec.stored(status, body) ? { kind: 'stored' } : { kind: 'unexpected' };
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
  if (code === 'not_available') return { kind: 'not-available', message };
  if (code === 'pool_not_open' || code === 'pool_not_upcoming') {
    return { kind: 'not-open', message };
  }
  // A body over the byte limit is a length problem the visitor can fix like any other.
  const formCode = code === 'payload_too_large' ? 'too_long' : code;
  if (!isFormErrorCode(formCode)) return { kind: 'refused', message };
  const problems: Record<string, FieldProblem> = {};
  for (const field of Object.keys(fields)) problems[field] = PROBLEM_BY_CODE[formCode];
  return { kind: 'invalid', code: formCode, fields: visibleProblems(spec, problems) };
}

/** Posts a checked form as JSON and tells what became of it; never throws. */
/**
 * The keys of one form's submissions: the same values sent again (a retry after no answer, when
 * the first send may have been stored) carry the same key, so the server keeps them once; other
 * values, or the same ones after a stored send, are a new submission with a new key.
 */
export function submissionKeys(spec: Pick<FormSpec<string>, 'submissionField'>) {
  let last: { values: string; key: string } | undefined;
  return {
    /** `body` with its submission's key, when the form has one and the browser can make one. */
    mark(body: Record<string, unknown>): Record<string, unknown> {
      const field = spec.submissionField;
      // randomUUID exists only in secure contexts (HTTPS, localhost): elsewhere, send no key.
      if (field === undefined || typeof crypto.randomUUID !== 'function') return body;
      const values = JSON.stringify(body);
      if (last?.values !== values) last = { values, key: crypto.randomUUID() };
      return { ...body, [field]: last.key };
    },
    /** The last submission was stored: the same words typed again are a new message. */
    stored() {
      last = undefined;
    },
  };
}

export async function sendForm<F extends string>(
  spec: FormSpec<F>,
  body: Record<string, unknown>,
  { endpoint = spec.endpoint, fetch = globalThis.fetch } = {},
): Promise<FormOutcome<F>> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'network' };
  }
  const parsedBody: unknown = await response.json().catch(() => undefined);
  return readOutcome(spec, response.status, parsedBody);
}
