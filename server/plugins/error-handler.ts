// Every API error has one JSON shape, `ErrorBody` from contracts/errors.ts. This is the one place
// that turns a thrown error (a Zod validation failure, a parser's 413/415, the rate limit's 429,
// an ApiError from a hook, a bug) into that shape; a form route may instead send a browser's
// native form post to an outcome page. Registered app-wide; routes never set their own.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorFields } from '#contracts/errors.ts';
import {
  LOCALE_FIELD,
  rankIssues,
  type FieldProblem,
  type FormErrorCode,
  type IssueLike,
} from '#contracts/form-fields.ts';
import {
  DEFAULT_LOCALE,
  localePath,
  localeSchema,
  pathLocale,
  type Locale,
} from '#contracts/locale.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { sendErrorPage } from './static-site.ts';

/** An error whose code, message and fields are safe to show the client (4xx only). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: ErrorFields | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: ErrorFields) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/** What a form route tells the error handler through its route `config.form`. */
export interface FormRouteConfig {
  /** The visible fields in the order the form shows them: missing ones are named in that order. */
  fields: readonly string[];
  /** Length limit of each field, for the field messages. */
  maxLengths: Readonly<Record<string, number>>;
  /**
   * Where a browser's native form post that failed with `code` is sent (303), so the form works
   * without JavaScript; undefined answers JSON as for any client (a cross-site post, say). An
   * English (unprefixed) path: the handler sends the visitor to it in their language (formLocale).
   */
  outcomePage: (code: string, request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Present on routes that receive a form; see FormRouteConfig. */
    form?: FormRouteConfig;
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The API's sentence for each form failure; the spec's toast text where the spec has one. */
const FORM_MESSAGES: Record<FormErrorCode, string> = {
  missing_fields: 'Please fill in all fields',
  invalid_email: 'Please enter a valid email address',
  too_long: 'Some fields are longer than accepted',
  invalid_request: 'The request could not be read',
};

function fieldMessage(
  problem: FieldProblem,
  maxLength: number | undefined,
  value: unknown,
): string {
  switch (problem) {
    case 'required':
      return 'Is required';
    case 'invalid_email':
      return FORM_MESSAGES.invalid_email;
    case 'too_long':
      return `Must be at most ${(maxLength ?? 0).toLocaleString('en-US')} characters`;
    case 'invalid_text':
      return 'Contains line breaks or characters that cannot be kept';
    case 'invalid':
      // Text outside the choices a form offers (a locale, an investor type) is a wrong value.
      return typeof value === 'string' ? 'Is not one of the accepted values' : 'Must be text';
    case 'unknown':
      return 'Unknown field';
  }
}

/** Headers that describe a representation we were about to send, not the error that replaced it. */
const REPRESENTATION_HEADERS = ['content-encoding', 'etag', 'last-modified', 'vary'];

/** Builds the error body; `fields` is left out when there are none. */
export function errorBody(code: string, message: string, fields?: ErrorFields): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Sends an error in the house shape, never cached. */
export function sendError(reply: FastifyReply, statusCode: number, body: ErrorBody): FastifyReply {
  for (const header of REPRESENTATION_HEADERS) reply.removeHeader(header);
  return reply
    .code(statusCode)
    .header('cache-control', CACHE_CONTROL.noStore)
    .type('application/json; charset=utf-8')
    .send(body);
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** A browser submitting a `<form>` natively (no JavaScript): it wants a page, not JSON. */
export function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const accept = (request.headers.accept ?? '').toLowerCase();
  return type === 'application/x-www-form-urlencoded' && accept.includes('text/html');
}

/**
 * The language of the page a form was sent from: its `locale` field when the body was read (an
 * invalid or absent one is the default). A body too large to read (413) has no field to read:
 * the same-origin page it was posted from (Referer) names the language then.
 */
export function formLocale(request: FastifyRequest): Locale {
  const body: unknown = request.body;
  if (typeof body === 'object' && body !== null) {
    const parsed = localeSchema.safeParse((body as Record<string, unknown>)[LOCALE_FIELD]);
    return parsed.success ? parsed.data : DEFAULT_LOCALE;
  }
  try {
    const referer = new URL(request.headers.referer ?? '');
    return referer.host === request.host ? pathLocale(referer.pathname) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(seconds, 1)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** A Zod validation failure of a form's body, ranked the way the visitor's form ranks it. */
function formValidationBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  const form = request.routeOptions.config.form;
  const issues: IssueLike[] = (error.validation ?? []).map((entry) => ({
    code: entry.keyword,
    path: entry.instancePath.split('/').filter(Boolean),
    ...(entry.params as Omit<IssueLike, 'code' | 'path'>),
  }));
  const failure = rankIssues(request.body, issues, form?.fields ?? []);
  const fields: ErrorFields = {};
  for (const [field, problem] of Object.entries(failure.fields)) {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    fields[field] = fieldMessage(problem, form?.maxLengths[field], value);
  }
  return errorBody(failure.code, FORM_MESSAGES[failure.code], fields);
}

/** The client-safe code, message and fields of a 4xx error. */
function clientErrorBody(
  error: FastifyError,
  statusCode: number,
  request: FastifyRequest,
  reply: FastifyReply,
): ErrorBody {
  if (error instanceof ApiError) return errorBody(error.code, error.message, error.fields);
  if (hasZodFastifySchemaValidationErrors(error)) return formValidationBody(error, request);
  switch (statusCode) {
    case 413: {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
      return errorBody(
        'payload_too_large',
        `The request body must be at most ${Math.floor(limit / 1024)} KB`,
      );
    }
    case 415:
      return errorBody(
        'unsupported_media_type',
        'Send the request as application/json or application/x-www-form-urlencoded',
      );
    case 429: {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return errorBody(
        'rate_limited',
        `Too many messages from your connection. Please wait ${waitText(seconds)} before sending another.`,
      );
    }
  }
  // A body parser's refusal (malformed JSON, a poisoned key, an empty body): say so, no details.
  if (request.routeOptions.config.form !== undefined && statusCode === 400) {
    return errorBody('invalid_request', 'The request body could not be read');
  }
  return errorBody(CODE_BY_STATUS[statusCode] ?? 'client_error', error.message);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = statusOf(error);
  let body: ErrorBody;
  if (statusCode < 500) {
    body = clientErrorBody(error, statusCode, request, reply);
  } else {
    // The details stay in the log: a 5xx message could reveal paths, SQL or configuration.
    request.log.error({ err: error }, 'request failed');
    // A visitor's page request gets the branded error page; the API and assets get JSON.
    if (sendErrorPage(error, request, reply)) return reply;
    const message =
      request.routeOptions.config.form === undefined
        ? 'Something went wrong on our side'
        : 'Something went wrong on our side and what you sent was not stored. Please try again later.';
    body = errorBody(CODE_BY_STATUS[statusCode] ?? 'internal_error', message);
  }
  const outcome = isBrowserFormPost(request)
    ? request.routeOptions.config.form?.outcomePage(body.error.code, request)
    : undefined;
  if (outcome !== undefined) {
    return reply
      .header('cache-control', CACHE_CONTROL.noStore)
      .redirect(localePath(outcome, formLocale(request)), 303);
  }
  return sendError(reply, statusCode, body);
}

/** Installs the app-wide error handler. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
