import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHash,
  securityHeaders,
} from './response-headers.ts';

// The example from the CSP Level 3 specification.
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

describe('scriptHash', () => {
  it('matches the CSP specification example', () => {
    expect(scriptHash(SPEC_SCRIPT)).toBe(SPEC_HASH);
  });

  it('hashes the text with newlines normalised as browsers do', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(scriptHash('a();\nb();\nc();'));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts of any executable type, exactly as written', () => {
    const html = [
      `<script>${SPEC_SCRIPT}</script>`,
      `<SCRIPT type="module">\n  ${SPEC_SCRIPT}\n</SCRIPT >`,
      `<script type=text/javascript data-astro>x()</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      SPEC_HASH,
      scriptHash(`\n  ${SPEC_SCRIPT}\n`),
      scriptHash('x()'),
    ]);
  });

  it('skips external scripts and JSON-LD', () => {
    const html = [
      '<script src="/_astro/a.js"></script>',
      "<script type=module src='/_astro/b.js'></script>",
      '<script async src=/c.js></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script type='Application/LD+JSON'>{}</script>",
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('does not mistake an attribute containing "src" for src', () => {
    expect(inlineScriptHashes('<script data-srcset="x">y()</script>')).toEqual([scriptHash('y()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('lists the hashes in script-src after self, with no unsafe-inline for scripts', () => {
    const csp = contentSecurityPolicy([SPEC_HASH]);
    expect(csp).toContain(`script-src 'self' '${SPEC_HASH}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/https?:/);
  });

  it('has every directive the site relies on', () => {
    const directives = contentSecurityPolicy([]).split('; ');
    expect(directives).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]);
  });
});

describe('securityHeaders', () => {
  it('sends lower-case header names with the CSP built from the hashes', () => {
    const headers = securityHeaders([SPEC_HASH]);
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy([SPEC_HASH]));
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/_astro/app.3f9a1b2c.css', 'public, max-age=31536000, immutable'],
    ['/_astro/fonts/inter.abc.woff2', 'public, max-age=31536000, immutable'],
    ['/pools.html', 'no-cache'],
    ['/contact/sent.html', 'no-cache'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/sitemap-index.xml', 'public, max-age=3600'],
  ])('%s -> %s', (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected);
  });
});
