/**
 * Signed, expiring tokens for the links in e-mails (remove my entry). Hand-written on
 * node:crypto's HMAC-SHA256 because what is needed is one id and one expiry under one secret: a
 * JWT library (jose) would add algorithm negotiation and headers that only widen what a forged
 * token can try, and no smaller maintained package does less.
 *
 * Format: `base64url("<id>.<expiry in Unix seconds>") + "." + base64url(HMAC)`; the HMAC also
 * covers the purpose, so a token made for one kind of link never opens another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a removal link works: long enough for a pool to open, short enough to age out. */
export const LINK_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Longest token accepted for verification; anything longer is not one of ours. */
export const LINK_TOKEN_MAX_LENGTH = 512;

/** Signs and checks the tokens of one purpose. */
export interface LinkSigner {
  /** A token for `id`, valid until `now + ttlMs`. */
  sign(id: string, now?: number): string;
  /** The id a genuine, unexpired token names; undefined for anything else (never throws). */
  verify(token: unknown, now?: number): string | undefined;
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
  return {
    sign(id, now = Date.now()) {
      const payload = `${id}.${Math.floor((now + ttlMs) / 1000)}`;
      const encoded = Buffer.from(payload, 'utf8').toString('base64url');
      return `${encoded}.${mac(secret, purpose, payload).toString('base64url')}`;
    },
    verify(token, now = Date.now()) {
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
      const match = /^([^.]+)\.(\d{1,12})$/.exec(payload);
      if (!match?.[1] || !match[2]) return undefined;
      if (Number(match[2]) * 1000 <= now) return undefined;
      return match[1];
    },
  };
}
