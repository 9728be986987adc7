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

/** The Content-Security-Policy value; inline scripts are allowed only by their hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // Inline style attributes come from React and Astro; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts and fetches fall back to default-src 'self'.
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers every response carries, given the CSP hashes of the inline scripts. No
 * X-Frame-Options: the CSP's frame-ancestors 'none' refuses framing in every current browser.
 */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // No Cross-Origin-Opener-Policy, on purpose. `same-origin` puts every page in a browsing
    // context group of its own, so arriving from another site (a search result, a link) costs a
    // new renderer process: Chrome on Android isolates a site that sends COOP in a dedicated
    // process, and Lighthouse's traces here showed the swap as a 46-132 ms commit and 300-580 ms
    // of blocking time on every route (bench/README.md, "Cross-Origin-Opener-Policy"). What it
    // would buy on this site is small: no page holds a session, a secret or a cross-origin
    // window of its own, our outbound links carry rel=noopener, and frame-ancestors 'none'
    // already refuses framing. Revisit it when a page gains a signed-in state.
    // Other sites may not embed our files (scripts, images, JSON) as their own resources.
    'cross-origin-resource-policy': 'same-origin',
  };
}

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

/** The CSP source (`sha256-<base64>`) of one inline script's text. */
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

/** Hashes from several documents, without duplicates and in a stable order. */
export function uniqueSorted(hashes: Iterable<string>): string[] {
  return [...new Set(hashes)].sort();
}
