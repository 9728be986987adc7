/**
 * What every form route shares, so a route file reads as its own behaviour only. A route opts in
 * with `config: { form }` (a FormRouteConfig: its fields, limits and outcome pages) and gets:
 * - body parsers for JSON and `application/x-www-form-urlencoded` that keep invalid UTF-8 visible
 *   (each bad byte becomes a lone surrogate, which the contracts refuse, naming the field),
 *   instead of the U+FFFD that Fastify's and @fastify/formbody's decoding would store;
 * - before the body is read: a rate limit on attempts (refused requests count too), the Origin
 *   check (403 `forbidden_origin`) and the media-type check (415);
 * - after validation: the rate limit on accepted submissions (a typo does not use one up);
 * - the form body limit (16 KB, 413);
 * - `app.ipHash(request)`: the salted hash stored instead of the address.
 * Errors are thrown and answered by plugins/error-handler.ts in the one JSON shape (or a 303 to
 * the outcome page for a browser's native post). Wrapped in fastify-plugin: it applies to the
 * scope that registers it (the `/api` scope in app.ts) and every route plugin registered after.
 */
import { createHmac } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import querystring from 'node:querystring';
import rateLimit from '@fastify/rate-limit';
import { errorCodes, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './error-handler.ts';
import '../app-decorations.ts';

/** Largest form body, in bytes (every form's contract says the same: 16 KB); larger is 413. */
export const FORM_BODY_MAX_BYTES = 16 * 1024;

/**
 * Attempts a client may make per accepted submission of the rate limit: 5 accepted messages per
 * window allow 20 posts in all, enough for a visitor correcting several typos, while a client
 * posting hostile bodies is answered 429 before its body is read.
 */
export const ATTEMPTS_PER_ACCEPTED = 4;

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const JSON_CONTENT_TYPE = 'application/json';

/** The request's media type, lower case, without parameters ('' when absent). */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** An origin as `URL#origin` spells it, or undefined when it does not parse. */
export function normalizeOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a post comes from another site (the Origin check of every form route): a trusted
 * origin never is; Sec-Fetch-Site cross-site, an opaque origin or one other than Host is.
 */
export function isCrossSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    if (normalized !== undefined && trustedOrigins.has(normalized)) return false;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (origin === undefined) return false;
  try {
    const originUrl = new URL(origin);
    // Parsing Host with the origin's scheme drops default ports the same way on both sides.
    return new URL(`${originUrl.protocol}//${request.host}`).host !== originUrl.host;
  } catch {
    // "null" (sandboxed or privacy-sensitive contexts) or garbage: not provably same-origin.
    return true;
  }
}

/** Bytes a UTF-8 sequence starting with `lead` has (0: never a lead byte). */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * Decodes UTF-8, turning each byte of an invalid sequence into a lone low surrogate (U+DC80 +
 * byte, Python's "surrogateescape"): the text is then not well formed, and the field's contract
 * refuses it as `invalid_text` (or `invalid_email`) by name. Valid input takes the fast path.
 */
export function decodeUtf8KeepingErrors(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let text = '';
  let start = 0;
  let index = 0;
  while (index < bytes.length) {
    const length = sequenceLength(bytes[index] ?? 0);
    const end = index + length;
    if (length > 0 && end <= bytes.length && isUtf8(bytes.subarray(index, end))) {
      index = end;
      continue;
    }
    text += bytes.subarray(start, index).toString('utf8');
    text += String.fromCharCode(0xdc00 + (bytes[index] ?? 0));
    index += 1;
    start = index;
  }
  return text + bytes.subarray(start).toString('utf8');
}

/** The bytes of a latin1 string with its %XX escapes undone (a stray `%` stays as it is). */
function percentDecoded(value: string): Buffer {
  const bytes = value.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1');
}

/** A 429 for the error handler, which words it from Retry-After. */
function tooManyAttempts(): Error & { statusCode: number } {
  return Object.assign(new Error('Too many requests'), { statusCode: 429 });
}

export const formRoutesPlugin = fp(
  async (app) => {
    const { rateLimit: limit, ipHashSalt: salt, trustedOrigins } = app.config.forms;
    // buildApp sets it (the environment's, or DATA_DIR/ip-hash.key: server/key-files.ts).
    if (salt === undefined) throw new Error('The form routes need the IP hash key');
    const trusted = new Set(trustedOrigins.flatMap((origin) => normalizeOrigin(origin) ?? []));

    app.decorate('ipHash', (request: FastifyRequest) =>
      createHmac('sha256', salt).update(request.ip).digest('hex'),
    );

    // Fastify's JSON parser and @fastify/formbody decode the body before anyone can see that its
    // bytes were not UTF-8 (each bad sequence is U+FFFD by then): these read the bytes.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(JSON_CONTENT_TYPE);
    app.addContentTypeParser(JSON_CONTENT_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
      parseJson(request, decodeUtf8KeepingErrors(body as Buffer), done);
    });
    app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) => {
      // latin1 keeps every byte as one character; percent-escapes and raw bytes alike are then
      // decoded as UTF-8 by the function above.
      const parsed = querystring.parse((body as Buffer).toString('latin1'), '&', '=', {
        maxKeys: 0,
        decodeURIComponent: (value) => decodeUtf8KeepingErrors(percentDecoded(value)),
      });
      done(null, parsed);
    });

    // Before @fastify/rate-limit's own onRoute hook, which reads the config set here.
    app.addHook('onRoute', (route) => {
      if (route.config?.form === undefined) return;
      route.bodyLimit ??= FORM_BODY_MAX_BYTES;
      // Counted in preHandler, after validation: only submissions that would be stored count.
      route.config.rateLimit = {
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        hook: 'preHandler',
      };
    });

    await app.register(rateLimit, { global: false });
    // Per client and route, like the accepted limit.
    const attempts = app.createRateLimit({
      max: limit.max * ATTEMPTS_PER_ACCEPTED,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `${request.ip} ${request.routeOptions.url ?? ''}`,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.form === undefined) return;
      // First, and before the body is read: a refused request costs its sender an attempt.
      const counted = await attempts(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', String(counted.ttlInSeconds));
        throw tooManyAttempts();
      }
      if (isCrossSite(request, trusted)) {
        throw new ApiError(403, 'forbidden_origin', 'Forms can only be sent from this website');
      }
      const type = mediaType(request);
      if (type !== JSON_CONTENT_TYPE && type !== FORM_CONTENT_TYPE) {
        throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type || 'none');
      }
    });
  },
  { name: 'form-routes' },
);
