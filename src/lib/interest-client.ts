// The pool pages' forms on the client side (apply for access, join the waitlist): what was typed
// is checked against the contract, an excluded country is answered before anything is sent, and
// every answer of the API is read into one typed outcome with the contracts' schemas, so the
// islands only decide what the visitor sees. Follows lib/contact-client.ts.
import type * as z from 'zod/mini';
import { errorBodySchema } from '#contracts/errors.ts';
import {
  FORM_ERROR_CODES,
  rankIssues,
  type FieldProblem,
  type FormErrorCode,
} from '#contracts/form-fields.ts';
import {
  APPLICATION_FIELDS,
  WAITLIST_FIELDS,
  applicationSchema,
  interestReceivedBodySchema,
  isExcludedCountry,
  waitlistSchema,
  type InterestKind,
} from '#contracts/interest.ts';

/** Where each form posts, with and without JavaScript. */
export const INTEREST_ENDPOINTS: Record<InterestKind, string> = {
  application: '/api/applications',
  waitlist: '/api/waitlist',
};
/** A send that has not answered by then is treated as a network failure, so the form frees up. */
export const SEND_TIMEOUT_MS = 20_000;

/** The application's fields a visitor sees and can be told to fix (poolId is hidden). */
export const APPLICATION_VISIBLE_FIELDS = [
  'name',
  'email',
  'country',
  'investorType',
  'amountBand',
  'notUsPerson',
  'riskRead',
  'consent',
  'message',
] as const;
/** The waitlist's fields a visitor sees. */
export const WAITLIST_VISIBLE_FIELDS = ['email', 'country', 'consent', 'name'] as const;

/** A visible field of the application form. */
export type ApplicationField = (typeof APPLICATION_VISIBLE_FIELDS)[number];
/** A visible field of the waitlist form. */
export type WaitlistField = (typeof WAITLIST_VISIBLE_FIELDS)[number];
/** A visible field of either form. */
export type InterestField = ApplicationField | WaitlistField;

const VISIBLE: Record<InterestKind, readonly InterestField[]> = {
  application: APPLICATION_VISIBLE_FIELDS,
  waitlist: WAITLIST_VISIBLE_FIELDS,
};
const SCHEMAS = { application: applicationSchema, waitlist: waitlistSchema } as const;
const REQUIRED: Record<InterestKind, readonly string[]> = {
  application: APPLICATION_FIELDS,
  waitlist: WAITLIST_FIELDS,
};

/** The visible fields to fix, and what is wrong with each. */
export type FieldProblems = Partial<Record<InterestField, FieldProblem>>;

/** A form's values as a native post sends them: text as typed, a ticked box as 'on', an unticked one absent. */
export type InterestValues = Record<string, string>;

/** What became of a check of the typed values before sending. */
export type InterestCheck =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; kind: 'invalid'; code: FormErrorCode; fields: FieldProblems }
  /** The country of residence is excluded: the visitor is told so, and nothing is sent. */
  | { ok: false; kind: 'not-available' };

/** What became of one send, as the visitor is to be told. */
export type InterestOutcome =
  | { kind: 'received' }
  /** The server refused what was typed: the failure code and the fields to fix. */
  | { kind: 'invalid'; code: FormErrorCode; fields: FieldProblems }
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
  invalid_request: 'invalid_text',
};

function visibleProblems(kind: InterestKind, fields: Record<string, FieldProblem>): FieldProblems {
  const visible: FieldProblems = {};
  for (const field of VISIBLE[kind]) {
    const problem = fields[field];
    if (problem !== undefined) visible[field] = problem;
  }
  return visible;
}

/** Checks typed values with the contract, ranked as the contact form ranks them. */
export function checkInterest(kind: InterestKind, values: InterestValues): InterestCheck {
  const parsed = SCHEMAS[kind].safeParse(values);
  if (!parsed.success) {
    const failure = rankIssues(values, parsed.error.issues, REQUIRED[kind]);
    return {
      ok: false,
      kind: 'invalid',
      code: failure.code,
      fields: visibleProblems(kind, failure.fields),
    };
  }
  // The server refuses it too; telling the visitor at once saves a round trip and sends nothing.
  if (isExcludedCountry(parsed.data.country)) return { ok: false, kind: 'not-available' };
  return { ok: true, body: parsed.data };
}

/** What is wrong with one field's value, or undefined once it is fine. */
export function checkInterestField(
  kind: InterestKind,
  field: InterestField,
  value: string | undefined,
): FieldProblem | undefined {
  const schema = (SCHEMAS[kind].shape as Record<string, z.ZodMiniType | undefined>)[field];
  if (schema === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] }));
  return rankIssues({ [field]: value }, issues, [field]).fields[field];
}

function isFormErrorCode(code: string): code is FormErrorCode {
  return (FORM_ERROR_CODES as readonly string[]).includes(code);
}

/** Reads a status and a parsed JSON body (undefined when it was not JSON) into an outcome. */
export function readInterestOutcome(
  kind: InterestKind,
  status: number,
  body: unknown,
): InterestOutcome {
  // Only a 200 with the API's body means stored: a 200 could also be a captive portal's page.
  if (status === 200) {
    const received = interestReceivedBodySchema.safeParse(body);
    return received.success && received.data.kind === kind
      ? { kind: 'received' }
      : { kind: 'unexpected' };
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
  if (!isFormErrorCode(formCode)) return { kind: 'refused', message };
  const problems: Record<string, FieldProblem> = {};
  for (const field of Object.keys(fields)) problems[field] = PROBLEM_BY_CODE[formCode];
  return { kind: 'invalid', code: formCode, fields: visibleProblems(kind, problems) };
}

/** Posts a checked form as JSON and tells what became of it; never throws. */
export async function sendInterest(
  kind: InterestKind,
  body: Record<string, unknown>,
  { endpoint = INTEREST_ENDPOINTS[kind], fetch = globalThis.fetch } = {},
): Promise<InterestOutcome> {
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
  return readInterestOutcome(kind, response.status, parsedBody);
}
