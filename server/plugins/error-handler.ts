// Every error the server emits has one JSON shape: { error: { code, message, fields? } }.
// Registered app-wide, so route plugins inherit it unless they set a handler in their own scope.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL } from '../response-headers.ts';
import fp from 'fastify-plugin';
import { sendErrorPage } from './static-site.ts';

/** Per-field problems of a rejected request, keyed by field name. */
export type ErrorFields = Record<string, string>;

/** The body of every error response. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: ErrorFields };
}

/** An error whose code, message and fields are safe to show the client (4xx only). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: ErrorFields | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: ErrorFields) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
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

/** Field messages from Fastify's schema validation, keyed by the failing property. */
function validationFields(error: FastifyError): ErrorFields | undefined {
  if (!error.validation) return undefined;
  const fields: ErrorFields = {};
  for (const issue of error.validation) {
    const missing = issue.params['missingProperty'];
    const name = typeof missing === 'string' ? missing : issue.instancePath.replace(/^\//, '');
    fields[name || '_'] = issue.message ?? 'is invalid';
  }
  return fields;
}

/** The client-safe body for a 4xx error. */
function clientErrorBody(error: FastifyError, statusCode: number): ErrorBody {
  if (error instanceof HttpError) return errorBody(error.code, error.message, error.fields);
  const fields = validationFields(error);
  if (fields) return errorBody('validation_failed', 'Some fields are invalid', fields);
  return errorBody(CODE_BY_STATUS[statusCode] ?? 'client_error', error.message);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = statusOf(error);
  if (statusCode < 500) return sendError(reply, statusCode, clientErrorBody(error, statusCode));
  // The details stay in the log: a 5xx message could reveal paths, SQL or configuration.
  request.log.error({ err: error }, 'request failed');
  // A visitor's page request gets the branded error page; the API and assets get JSON.
  if (sendErrorPage(error, request, reply)) return reply;
  const code = CODE_BY_STATUS[statusCode] ?? 'internal_error';
  return sendError(reply, statusCode, errorBody(code, 'Something went wrong on our side'));
}

/** Installs the app-wide error handler. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
