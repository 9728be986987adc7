/**
 * Takes e-mail addresses and URL credentials out of text the server stores or logs (delivery
 * errors, config errors): the privacy notice says the log holds no visitor's address, and an
 * SMTP or webhook password has no place in a log line. Hand-written: the redaction packages on
 * npm either redact object paths (pino's `redact`, fast-redact: the address here sits inside an
 * error's message) or detect every kind of PII with a WASM engine (@arcjet/redact), where two
 * patterns are the whole need.
 */

/** What a redacted address reads as. */
export const REDACTED_ADDRESS = '<address>';
/** What a redacted password (or lone user part) reads as. */
export const REDACTED_SECRET = '***';

// `scheme://user:password@` or `scheme://user@`: the user info of a URL.
const URL_USER_INFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;
// Loose on purpose: anything shaped like local@domain, quoted or in angle brackets.
// A URL's masked user info (`***@host`) is left alone: no `*` or `/` in the local part.
const EMAIL_ADDRESS = /[^\s<>"'(),;:@/*]+@[^\s<>"'(),;:@/]+\.[^\s<>"'(),;:@/]+/g;

/**
 * `text` with URL credentials masked and e-mail addresses replaced.
 * @example redact('550 <ada@example.com> unknown') // '550 <<address>> unknown'
 * @example redact('connect smtp://mailer:pw@mx.example.com') // 'connect smtp://***@mx.example.com'
 */
export function redact(text: string): string {
  return text
    .replace(URL_USER_INFO, `$1${REDACTED_SECRET}@`)
    .replace(EMAIL_ADDRESS, REDACTED_ADDRESS);
}

/**
 * A URL with its password masked, for messages that must still say which URL is meant.
 * @example maskUrl('smtp://mailer:pw@mx.example.com:587') // 'smtp://mailer:***@mx.example.com:587'
 */
export function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password === '') return value;
    url.password = REDACTED_SECRET;
    return url.href.endsWith('/') && !value.endsWith('/') ? url.href.slice(0, -1) : url.href;
  } catch {
    return value.replace(URL_USER_INFO, `$1${REDACTED_SECRET}@`);
  }
}

/** The message of a thrown value, redacted and cut to `maxLength` characters. */
export function redactedErrorText(error: unknown, maxLength = 500): string {
  const text = error instanceof Error ? error.message : String(error);
  return redact(text).slice(0, maxLength);
}
