/**
 * The one JSON error shape of the API, `{ error: { code, message, fields? } }`: the server sends it
 * for every failure and the site's clients parse answers with it.
 * This module may import only `zod`: it is bundled into the browser.
 */
import * as z from 'zod/mini';

/** Per-field problems of a rejected request: field name -> what is wrong with it. */
export const errorFieldsSchema = z.record(z.string(), z.string());

/** The body of every error answer of the API. */
export const errorBodySchema = z.object({
  error: z.object({
    /** Machine-readable reason, stable across releases (e.g. `missing_fields`, `rate_limited`). */
    code: z.string(),
    /** One sentence for a person; never a stack, a path or SQL. */
    message: z.string(),
    /** The fields to blame, when the request was refused because of some of them. */
    fields: z.optional(errorFieldsSchema),
  }),
});

/** Per-field problems of a rejected request. */
export type ErrorFields = z.infer<typeof errorFieldsSchema>;
/** The body of every error answer of the API. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The codes every form endpoint may refuse a request with besides a form's own. */
export const REQUEST_ERROR_CODES = [
  'forbidden_origin',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
] as const;
