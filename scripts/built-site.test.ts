import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeEntities,
  fileForUrlPath,
  findBrokenReferences,
  pagePathOf,
  pngSize,
  referencesIn,
  scanHtml,
} from './built-site.ts';

describe('scanHtml', () => {
  it('reads tags, attributes in any quoting, lines and raw text', () => {
    const html = [
      '<!doctype html><html lang="en"><head><title>Docs &amp; FAQs</title>',
      `<meta property='og:title' content="a > b">`,
      '<!-- <a href="/commented-out"> -->',
      '<script type="application/ld+json">{"x":"<a href=\\"/in-script\\">"}</script>',
      '</head><body><a HREF=/pools data-x="1" hidden>Pools</a><img src="/x.png" alt=""/></body></html>',
    ].join('\n');
    const elements = scanHtml(html);
    expect(elements.map((element) => element.tag)).toEqual([
      'html',
      'head',
      'title',
      'meta',
      'script',
      'body',
      'a',
      'img',
    ]);
    expect(elements.find((element) => element.tag === 'title')?.text).toBe('Docs & FAQs');
    const meta = elements.find((element) => element.tag === 'meta');
    expect(meta?.attrs.get('property')).toBe('og:title');
    expect(meta?.attrs.get('content')).toBe('a > b');
    expect(meta?.line).toBe(2);
    const link = elements.find((element) => element.tag === 'a');
    expect(link?.attrs.get('href')).toBe('/pools');
    expect(link?.attrs.get('hidden')).toBe('');
    expect(link?.line).toBe(5);
    expect(elements.find((element) => element.tag === 'img')?.attrs.get('src')).toBe('/x.png');
    expect(elements.find((element) => element.tag === 'script')?.text).toContain('/in-script');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references', () => {
    expect(decodeEntities('a &amp; b &#39;c&#x27; &lt;d&gt; &unknown;')).toBe(
      "a & b 'c' <d> &unknown;",
    );
  });
});

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['pools.html', '/pools'],
    ['contact/sent.html', '/contact/sent'],
    ['docs/index.html', '/docs'],
  ])('%s -> %s', (file, expected) => {
    expect(pagePathOf(file)).toBe(expected);
  });
});

describe('referencesIn', () => {
  it('collects srcset candidates and marks plain links as navigation only', () => {
    const elements = scanHtml(
      '<a href="https://x.com/a">X</a><img src="/a.png" srcset="/a-1x.png 1x, /a-2x.png 2x" alt="">',
    );
    const references = referencesIn('index.html', elements);
    expect(references.map(({ url, isResource }) => [url, isResource])).toEqual([
      ['https://x.com/a', false],
      ['/a.png', true],
      ['/a-1x.png', true],
      ['/a-2x.png', true],
    ]);
  });
});

describe('pngSize', () => {
  it('reads the IHDR size and rejects other files', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    new DataView(png.buffer).setUint32(16, 1200);
    new DataView(png.buffer).setUint32(20, 630);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(() => pngSize(new TextEncoder().encode('<svg></svg> padding padding'))).toThrow();
  });
});

describe('a build with broken references', () => {
  const origin = 'http://localhost:4321';
  let dist = '';

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'built-site-'));
    mkdirSync(path.join(dist, '_astro'));
    mkdirSync(path.join(dist, 'contact'));
    const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);
    write(
      '_astro/site.css',
      '@font-face{src:url(/_astro/inter.woff2)}a{background:url("./gone.png")}',
    );
    write('_astro/inter.woff2', '');
    write(
      'index.html',
      [
        '<link rel="stylesheet" href="/_astro/site.css">',
        '<a href="/pools">ok</a>',
        '<a href="/pools#risks">ok</a>',
        '<a href="/pools#nope">bad anchor</a>',
        '<a href="#main">ok</a>',
        '<main id="main"></main>',
        '<a href="/missing">bad page</a>',
        '<a href="contact/sent">ok, relative</a>',
        `<a href="${origin}/docs">ok, absolute on the site</a>`,
        '<a href="mailto:hi@example.com">ok</a><a href="tel:+1">ok</a>',
        '<a href="https://t.me/x">ok, a plain link out</a>',
        '<script src="https://cdn.example.com/x.js"></script>',
        '<link rel="preconnect" href="https://fonts.example.com">',
        '<img src="//images.example.com/a.png" alt="">',
      ].join('\n'),
    );
    write('pools.html', '<section id="risks"></section>');
    write('docs.html', '<a href="/#main">ok</a>');
    write('contact/sent.html', '<a href="../contact">ok, up one level</a>');
    write('contact.html', '');
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('maps clean URLs to files as the server does', () => {
    expect(fileForUrlPath(dist, '/')).toBe('index.html');
    expect(fileForUrlPath(dist, '/pools')).toBe('pools.html');
    expect(fileForUrlPath(dist, '/contact/sent')).toBe('contact/sent.html');
    expect(fileForUrlPath(dist, '/_astro/site.css')).toBe('_astro/site.css');
    expect(fileForUrlPath(dist, '/missing')).toBeUndefined();
    expect(fileForUrlPath(dist, '/contact')).toBe('contact.html');
  });

  it('reports each broken link, anchor and third-party resource with file and line', () => {
    const problems = findBrokenReferences(dist, origin).map(
      ({ reference, message }) => `${reference.file}:${reference.line} ${message}`,
    );
    expect(problems).toEqual([
      'index.html:4 no element with id "nope" in pools.html',
      'index.html:7 no file in dist for /missing',
      "index.html:12 third-party resource https://cdn.example.com/x.js: no request may leave the site's origin",
      "index.html:13 third-party resource https://fonts.example.com: no request may leave the site's origin",
      "index.html:14 third-party resource //images.example.com/a.png: no request may leave the site's origin",
      '_astro/site.css:1 no file in dist for /_astro/gone.png',
    ]);
  });
});
