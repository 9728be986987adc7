import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileForUrlPath,
  findBrokenReferences,
  parseHtml,
  unnamedSvgs,
  pngSize,
  readBuiltSite,
  type BuiltSite,
} from './built-site.ts';

describe('parseHtml', () => {
  it('reads elements, attributes in any quoting, lines, raw text and drawn text', () => {
    const html = [
      '<!doctype html><html lang="en"><head><title>Docs &amp; FAQs</title>',
      `<meta property='og:title' content="a > b">`,
      '<!-- <a href="/commented-out"> -->',
      '<script type="application/ld+json">{"x":"<a href=\\"/in-script\\">"}</script>',
      '</head><body><a HREF=/pools data-x="1" hidden>Pools &amp; yields</a><img src="/x.png" alt=""/></body></html>',
    ].join('\n');
    const { elements, text } = parseHtml(html);
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
    expect(elements.find((element) => element.tag === 'script')?.text).toContain('/in-script');
    expect(text).toContain('Pools & yields');
    expect(text).not.toContain('FAQs');
    expect(text).not.toContain('in-script');
  });
});

describe('unnamedSvgs', () => {
  it('accepts a titled SVG and a decorative one, hidden itself or by an ancestor', () => {
    const html =
      '<p><svg><title>Pool flow</title><path d="M0 0"/></svg>' +
      '<svg aria-hidden="true"><path d="M0 0"/></svg>' +
      '<span aria-hidden="true"><svg><path d="M0 0"/></svg></span></p>';
    expect(unnamedSvgs(html)).toEqual([]);
  });

  it('names an SVG with neither a title nor aria-hidden, or with an empty or late title', () => {
    const html =
      '<p><svg class="icon"><path d="M0 0"/></svg>' +
      '<svg aria-hidden="false"><title> </title></svg>' +
      '<svg><path d="M0 0"/><title>Late</title></svg></p>';
    const found = unnamedSvgs(html);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^<svg> at offset 3 \(class "icon"\)$/);
  });
});

describe('pngSize', () => {
  it('reads the size of a PNG and rejects other files', async () => {
    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(await pngSize(png)).toEqual({ width: 1200, height: 630 });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
    );
    await expect(pngSize(svg)).rejects.toThrow(/not a PNG/);
  });
});

describe('a build with broken references', () => {
  const origin = 'http://localhost:4321';
  let dist = '';
  let site: BuiltSite;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'built-site-'));
    mkdirSync(path.join(dist, '_astro'));
    mkdirSync(path.join(dist, 'contact'));
    const write = (file: string, text: string) => writeFileSync(path.join(dist, file), text);
    write(
      '_astro/site.css',
      '@font-face{font-family:x;src:url(/_astro/inter.woff2)}a{background:url("./gone.png")}',
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
    site = await readBuiltSite(dist);
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('lists the pages at their clean URLs', () => {
    expect(site.pages.map((page) => page.path).sort()).toEqual([
      '/',
      '/contact',
      '/contact/sent',
      '/docs',
      '/pools',
    ]);
  });

  it('maps URLs to files as the server does (server/site-paths.ts)', () => {
    expect(fileForUrlPath(site, '/')).toBe('index.html');
    expect(fileForUrlPath(site, '/pools')).toBe('pools.html');
    expect(fileForUrlPath(site, '/pools/')).toBe('pools.html');
    expect(fileForUrlPath(site, '/contact/sent')).toBe('contact/sent.html');
    expect(fileForUrlPath(site, '/_astro/site.css')).toBe('_astro/site.css');
    expect(fileForUrlPath(site, '/missing')).toBeUndefined();
    expect(fileForUrlPath(site, '/contact')).toBe('contact.html');
  });

  it('reports each broken link, anchor and third-party resource', async () => {
    const problems = await findBrokenReferences(site, origin);
    expect(problems).toHaveLength(6);
    expect(problems).toEqual(
      expect.arrayContaining([
        'index.html:4 a[href]: no element with id "nope" in pools.html',
        expect.stringMatching(/index\.html -> missing\.html: HTTP 404/),
        expect.stringMatching(/_astro\/site\.css -> _astro\/gone\.png: HTTP 404/),
        "index.html:12 script[src]: third-party resource https://cdn.example.com/x.js: no request may leave the site's origin",
        "index.html:13 link[href]: third-party resource https://fonts.example.com: no request may leave the site's origin",
        "index.html:14 img[src]: third-party resource //images.example.com/a.png: no request may leave the site's origin",
      ]),
    );
  });
});
