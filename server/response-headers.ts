// The one source of truth for the headers the site sends: the Fastify server applies them to
// every response and scripts/postbuild.ts writes the same values into dist/_headers for static
// hosts. Pure functions only, so both can import this module without side effects.
import { createHash } from 'node:crypto';

/** Cache-Control values, by kind of file. */
export const CACHE_CONTROL = {
  /** Files under /_astro/ carry a content hash in their name, so they never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML must be revalidated so a deploy is seen at once (ETag keeps it cheap). */
  html: 'no-cache',
  /** Unhashed public files (favicon, robots.txt, sitemap) may be a little stale. */
  publicFile: 'public, max-age=3600',
  /** Live answers (health, API errors) must never be stored. */
  noStore: 'no-store',
} as const;

/** URL prefix under which the build emits content-hashed assets. */
export const HASHED_ASSETS_PREFIX = '/_astro/';

/** The Cache-Control for a file served at `urlPath` (the file's own path, e.g. `/pools.html`). */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_CONTROL.immutable;
  if (urlPath.endsWith('.html')) return CACHE_CONTROL.html;
  return CACHE_CONTROL.publicFile;
}

/** The CSP sources (`sha256-<base64>`) of a page's inline scripts and inline styles. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * The Content-Security-Policy value: nothing unless stated, everything from the site's own origin,
 * inline scripts and styles only by their hashes (no 'unsafe-inline' anywhere).
 */
export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const sources = (hashes: readonly string[]) =>
    ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${sources(scripts)}`,
    `style-src ${sources(styles)}`,
    "img-src 'self'",
    "font-src 'self'",
    // The form islands send their forms with fetch.
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers every response carries, given the CSP hashes of the inline scripts and
 * styles. No X-Frame-Options: the CSP's frame-ancestors 'none' refuses framing in every current
 * browser.
 */
export function securityHeaders(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy({
      scripts: scriptHashes,
      styles: styleHashes,
    }),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // A page opened by another site (window.open) is cut from its opener, so that site can never
    // navigate it to a look-alike of the application form; the price is a browsing context group
    // of its own, which on Android means a new renderer process on arrival from another site.
    'cross-origin-opener-policy': 'same-origin',
    // Other sites may not embed our files (pages, scripts, images, JSON) as their own resources.
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * sonner (the form islands' toasts) injects its stylesheet when its module loads: it appends an
 * empty <style> to the head, then the text to it, and the browser checks the CSP at each step. The
 * CSP allows both by their hashes: the empty text's, which can style nothing, and the stylesheet's.
 * A pinned library's constant: server/response-headers.test.ts recomputes it from the installed
 * sonner, and e2e/build-checks.spec.ts checks that a toast logs no CSP violation.
 */
export const SONNER_STYLE_HASHES = [
  'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
  'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=',
] as const;

/** Whether a page hydrates islands (Astro's <astro-island>): those pages may load sonner. */
const ISLAND_ELEMENT = /<astro-island\b/i;

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|\/|$)/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** Whether a `<script>` with these attributes is inline code the CSP must allow. */
function isInlineCode(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  // JSON-LD is data the browser never runs, so it needs no hash.
  return value !== 'application/ld+json';
}

/** The CSP source (`sha256-<base64>`) of one inline script's or style's text. */
export function scriptHash(text: string): string {
  // Browsers normalise newlines while parsing HTML, and hash the normalised text.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}

/** The CSP hashes of every inline script in an HTML document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (isInlineCode(attributes)) hashes.push(scriptHash(text));
  }
  return hashes;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The CSP hashes of every inline style of an HTML document, in document order (those inside
 * <noscript> too: they apply when scripting is off), and sonner's on a page with islands.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(STYLE_ELEMENT)].map(([, text = '']) => scriptHash(text));
  return ISLAND_ELEMENT.test(html) ? [...hashes, ...SONNER_STYLE_HASHES] : hashes;
}

/** The CSP hashes of an HTML document's inline scripts and styles. */
export function inlineHashes(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}

/** Hashes from several documents, without duplicates and in a stable order. */
export function uniqueSorted(hashes: Iterable<string>): string[] {
  return [...new Set(hashes)].sort();
}
