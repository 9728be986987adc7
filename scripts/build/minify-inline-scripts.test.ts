import { describe, expect, it } from 'vitest';
import { minifyInlineScripts } from './minify-inline-scripts.ts';

describe('minifyInlineScripts', () => {
  it('minifies inline JavaScript and keeps what it does', async () => {
    const html =
      '<head><script>(function enhance(limit) {\n  const value = limit + 1;\n  window.x = value;\n})(20)</script></head>';
    const minified = await minifyInlineScripts(html);
    expect(minified.length).toBeLessThan(html.length);
    const source = /<script>([\s\S]*)<\/script>/.exec(minified)?.[1] ?? '';
    const scope: { x?: number } = {};
    new Function('window', source)(scope);
    expect(scope.x).toBe(21);
  });

  it('leaves JSON-LD, external scripts and the rest of the page alone', async () => {
    const html =
      '<p>a  b</p><script type="application/ld+json">{ "@type": "Organization" }</script>' +
      '<script type="module" src="/x.js"></script>';
    expect(await minifyInlineScripts(html)).toBe(html);
  });
});
