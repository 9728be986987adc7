/**
 * Signed, expiring tokens for the links in e-mails (remove my entry). Hand-written on
 * node:crypto's HMAC-SHA256 because what is needed is one id and one expiry under one secret: a
 * JWT library (jose) would add algorithm negotiation and headers that only widen what a forged
 * token can try, and no smaller maintained package does less.
 *
 * Format: `base64url("<id>.<expiry in Unix seconds>[.<locale>]") + "." + base64url(HMAC)`; the
 * HMAC also covers the purpose, so a token made for one kind of link never opens another. The
 * locale (the language of the page the link leads to) is left out for the default one, so the
 * English links sent before it existed are exactly the links signed now, and keep working.
 */
import { REMOVAL_LINK_DAYS } from '#contracts/retention.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, localeSchema, type Locale } from '#contracts/locale.ts';

/** How long a removal link works: long enough for a pool to open, short enough to age out. */
export const LINK_TOKEN_TTL_MS = REMOVAL_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Longest token accepted for verification; anything longer is not one of ours. */
export const LINK_TOKEN_MAX_LENGTH = 512;

/** What a genuine, unexpired token says. */
export interface LinkToken {
  /** The id it was signed for. */
  id: string;
  /** The language of the pages the link leads to. */
  locale: Locale;
}

/** Signs and checks the tokens of one purpose. */
export interface LinkSigner {
  /** A token for `id` whose pages are in `locale`, valid until `now + ttlMs`. */
  sign(id: string, now?: number, locale?: Locale): string;
  /** The id and locale of a genuine, unexpired token; undefined for anything else (never throws). */
  verify(token: unknown, now?: number): LinkToken | undefined;
  /**
   * The locale of a genuine token even when it has expired, so the page saying a link no
   * longer works is in the visitor's language; undefined for anything not signed by us.
   */
  localeOf(token: unknown): Locale | undefined;
}

function mac(secret: string, purpose: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();
}

/** A signer for `purpose` (e.g. 'interest-remove') under `secret`. */
export function createLinkSigner(
  secret: string,
  purpose: string,
  ttlMs: number = LINK_TOKEN_TTL_MS,
): LinkSigner {
  /** The payload of a token signed by us (expired or not); undefined for anything else. */
  function open(token: unknown): { id: string; expiresAt: number; locale: Locale } | undefined {
    if (typeof token !== 'string' || token.length > LINK_TOKEN_MAX_LENGTH) return undefined;
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length > 0) return undefined;
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = mac(secret, purpose, payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    // Base64url decoding ignores stray characters: only the canonical spelling is ours.
    if (Buffer.from(payload, 'utf8').toString('base64url') !== encoded) return undefined;
    if (expected.toString('base64url') !== signature) return undefined;
    const match = /^([^.]+)\.(\d{1,12})(?:\.([a-z]{2,8}))?$/.exec(payload);
    if (!match?.[1] || !match[2]) return undefined;
    // A locale this code does not know (signed by a newer release) falls back to the default.
    const locale = localeSchema.safeParse(match[3] ?? DEFAULT_LOCALE);
    return {
      id: match[1],
      expiresAt: Number(match[2]) * 1000,
      locale: locale.success ? locale.data : DEFAULT_LOCALE,
    };
  }

  return {
    sign(id, now = Date.now(), locale = DEFAULT_LOCALE) {
      const expiry = Math.floor((now + ttlMs) / 1000);
      const payload = locale === DEFAULT_LOCALE ? `${id}.${expiry}` : `${id}.${expiry}.${locale}`;
      const encoded = Buffer.from(payload, 'utf8').toString('base64url');
      return `${encoded}.${mac(secret, purpose, payload).toString('base64url')}`;
    },
    verify(token, now = Date.now()) {
      const opened = open(token);
      if (opened === undefined || opened.expiresAt <= now) return undefined;
      return { id: opened.id, locale: opened.locale };
    },
    localeOf(token) {
      return open(token)?.locale;
    },
  };
}
