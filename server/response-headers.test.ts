import { describe, expect, it, vi } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  inlineHashes,
  inlineScriptHashes,
  scriptHash,
  SONNER_STYLE_HASHES,
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

describe('inlineHashes', () => {
  it("hashes inline styles, those inside <noscript> too, and adds sonner's on pages with islands", () => {
    const styles = '<style>a{}</style><noscript><style media="all">b{}</style></noscript>';
    expect(inlineHashes(`${styles}<script>c()</script>`)).toEqual({
      scripts: [scriptHash('c()')],
      styles: [scriptHash('a{}'), scriptHash('b{}')],
    });
    expect(inlineHashes(`${styles}<astro-island uid="1"></astro-island>`).styles).toEqual([
      scriptHash('a{}'),
      scriptHash('b{}'),
      ...SONNER_STYLE_HASHES,
    ]);
  });
});

describe('SONNER_STYLE_HASHES', () => {
  it('are the hashes of the <style> the installed sonner injects, empty and filled', async () => {
    // sonner appends a <style> to document.head and the text to it, when `document` exists.
    const injected: string[] = [];
    const style = { appendChild: (text: string) => injected.push(text) };
    vi.stubGlobal('document', {
      head: { appendChild: () => undefined },
      createElement: () => style,
      createTextNode: (text: string) => text,
    });
    try {
      await import('sonner');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(injected).toHaveLength(1);
    expect(
      [scriptHash(''), scriptHash(injected[0] ?? '')],
      'sonner changed its stylesheet: set SONNER_STYLE_HASHES to these',
    ).toEqual(SONNER_STYLE_HASHES);
  });
});

describe('contentSecurityPolicy', () => {
  it('lists the hashes after self in script-src and style-src, with no unsafe-inline', () => {
    const csp = contentSecurityPolicy({ scripts: [SPEC_HASH], styles: ['sha256-style='] });
    expect(csp).toContain(`script-src 'self' '${SPEC_HASH}';`);
    expect(csp).toContain(`style-src 'self' 'sha256-style=';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:|data:/);
  });

  it('allows nothing by default, then states every directive the pages need', () => {
    const directives = contentSecurityPolicy({ scripts: [], styles: [] }).split('; ');
    expect(directives).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]);
  });
});

describe('securityHeaders', () => {
  it('sends lower-case header names with the CSP built from the hashes', () => {
    const headers = securityHeaders([SPEC_HASH], ['sha256-style=']);
    expect(headers['content-security-policy']).toBe(
      contentSecurityPolicy({ scripts: [SPEC_HASH], styles: ['sha256-style='] }),
    );
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
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
