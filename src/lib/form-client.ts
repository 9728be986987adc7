// The site's forms as their islands send them (contact, apply, waitlist): typed values checked
// against the form's contract and ranked as the spec orders its toasts, the JSON post, and every
// answer of the API read into one typed outcome with the contracts' schemas, so an island only
// decides what the visitor sees. They post the same way and the server answers them the same way
// (contracts/errors.ts, contracts/form-fields.ts). No fetch wrapper or form library reads the
// API's error shape; this is the part of it the islands share.
import type * as z from 'zod/mini';
import { errorBodySchema } from '#contracts/errors.ts';
import {
  FORM_ERROR_CODES,
  PROBLEM_CODE,
  rankIssues,
  type FieldProblem,
  type FormErrorCode,
} from '#contracts/form-fields.ts';

/** A send that has not answered by then is treated as a network failure, so the form frees up. */
export const SEND_TIMEOUT_MS = 20_000;

/** What sets one form apart: where it posts, its contract, and which answer means stored. */
export interface FormSpec<F extends string> {
  /** Where the form posts, with and without JavaScript. */
  endpoint: string;
  /** The contract the server checks the body with. */
  schema: z.ZodMiniObject;
  /** The required fields in the order the form shows them (failures name them so). */
  order: readonly string[];
  /** The fields the visitor sees and can be told to fix. */
  visible: readonly F[];
  /** Whether an answer is the API's "stored": a 2xx could also be a captive portal's page. */
  stored: (status: number, body: unknown) => boolean;
  /** Whether residents of a country may not register interest (the pool forms only). */
  excludedCountry?: (code: string) => boolean;
  /** Where the server reads a submission's key (contracts' SUBMISSION_FIELD), for the contact form. */
  submissionField?: string;
}

/** The visible fields to fix, and what is wrong with each. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** A form's values as a native post sends them: text as typed, a ticked box as 'on', an unticked one absent. */
export type FormValues = Record<string, string>;

/** What became of a check of the typed values before sending. */
export type FormCheck<F extends string> =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; code: FormErrorCode; fields: FieldProblems<F> };

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

/**
 * Checks typed values with the contract: every problem is found, and the visitor hears about the
 * first category that applies (missing, then e-mail, then length), as the spec orders its toasts.
 */
export function checkForm<F extends string>(spec: FormSpec<F>, values: FormValues): FormCheck<F> {
  const parsed = spec.schema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const failure = rankIssues(values, parsed.error.issues, spec.order);
  return { ok: false, code: failure.code, fields: visibleProblems(spec, failure.fields) };
}

/** The failure code a field problem is told under (the toast's). */
export function codeOf(problem: FieldProblem): FormErrorCode {
  return PROBLEM_CODE[problem];
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
  if (code === 'pool_not_open' || code === 'pool_not_upcoming')
    return { kind: 'not-open', message };
  // A body over the byte limit is a length problem the visitor can fix like any other.
  const formCode = code === 'payload_too_large' ? 'too_long' : code;
  if (!(FORM_ERROR_CODES as readonly string[]).includes(formCode))
    return { kind: 'refused', message };
  const problem = PROBLEM_BY_CODE[formCode as FormErrorCode];
  const problems = Object.fromEntries(Object.keys(fields).map((field) => [field, problem]));
  return {
    kind: 'invalid',
    code: formCode as FormErrorCode,
    fields: visibleProblems(spec, problems),
  };
}

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

/** Posts a checked form as JSON and tells what became of it; never throws. */
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
