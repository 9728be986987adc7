import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SONNER_STYLE_HASHES,
  contentSecurityPolicy,
  securityHeaders,
  scriptHash,
} from '#server/response-headers.ts';
import { listBuiltFiles, sitePolicies } from '#server/site-paths.ts';
import { compressFile, headersFile, hoistIslandStyle, postbuild } from './postbuild.ts';

const LAYOUT_SCRIPT =
  "addEventListener('scroll',()=>{document.body.dataset.solid=String(scrollY>20)})";
const ISLAND_SCRIPT = '(()=>{var a=Object.defineProperty;window.Astro={}})();';
const PAGE_STYLE = 'p{margin:0}';
const CSS = 'body{margin:0;font-family:Inter,system-ui}\n'.repeat(100);

let distDir: string;

async function put(relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(distDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function exists(relative: string): Promise<boolean> {
  return stat(path.join(distDir, relative)).then(
    () => true,
    () => false,
  );
}

beforeEach(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'realyield-postbuild-'));
  const layout = `<style>${PAGE_STYLE}</style><script>${LAYOUT_SCRIPT}</script><script type="module" src="/_astro/hoisted.js"></script>`;
  await put(
    'index.html',
    `<html><head>${layout}</head><body>${'<p>Home</p>'.repeat(50)}</body></html>`,
  );
  await put(
    'pools.html',
    `<html><head>${layout}</head><body>${'<p>Pools</p>'.repeat(50)}</body></html>`,
  );
  await put(
    'contact.html',
    `<html><head>${layout}<script type="application/ld+json">{"@type":"ContactPage"}</script></head>` +
      `<body><astro-island></astro-island><script>${ISLAND_SCRIPT}</script></body></html>`,
  );
  await put('404.html', '<h1>Page not found</h1>');
  await put('contact/sent.html', '<h1>Sent</h1>');
  await put('_astro/app.3f9a1b2c.css', CSS);
  await put('_astro/inter.5d2c.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  await put('robots.txt', 'User-agent: *\nAllow: /\n'.repeat(10));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('hoistIslandStyle', () => {
  const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
  it("moves Astro's island style from the body to the end of the head, once", () => {
    const page = `<html><head><title>t</title></head><body><main>${style}<astro-island></astro-island></main></body></html>`;
    const hoisted = hoistIslandStyle(page);
    expect(hoisted).toBe(
      `<html><head><title>t</title>${style}</head><body><main><astro-island></astro-island></main></body></html>`,
    );
    expect(hoistIslandStyle(hoisted)).toBe(hoisted);
  });

  it('leaves a page without an island as it is', () => {
    const page = '<html><head><style>p{margin:0}</style></head><body><p>x</p></body></html>';
    expect(hoistIslandStyle(page)).toBe(page);
  });
});

describe('compressFile', () => {
  it('writes brotli and gzip copies that decode to the original', async () => {
    const file = path.join(distDir, '_astro/app.3f9a1b2c.css');
    const result = await compressFile(file);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(CSS);
    expect(gunzipSync(gz).toString()).toBe(CSS);
    expect(result).toEqual({ file, originalSize: CSS.length, br: br.length, gz: gz.length });
    expect(br.length).toBeLessThan(gz.length);
  });

  it('skips an encoding that would not make the file smaller, and removes a stale copy', async () => {
    await put('tiny.txt', 'hi');
    await put('tiny.txt.gz', 'stale');
    const result = await compressFile(path.join(distDir, 'tiny.txt'));
    expect(result).toEqual({ file: path.join(distDir, 'tiny.txt'), originalSize: 2 });
    expect(await exists('tiny.txt.br')).toBe(false);
    expect(await exists('tiny.txt.gz')).toBe(false);
  });
});

describe('sitePolicies (server/site-paths.ts)', () => {
  it('hashes each distinct inline script and style of every page, skipping src and JSON-LD', async () => {
    expect((await sitePolicies(distDir, await listBuiltFiles(distDir))).hashes).toEqual({
      scripts: [scriptHash(LAYOUT_SCRIPT), scriptHash(ISLAND_SCRIPT)].sort(),
      // A page with an island may load sonner, which injects its own stylesheet.
      styles: [scriptHash(PAGE_STYLE), ...SONNER_STYLE_HASHES].sort(),
    });
  });
});

describe('headersFile', () => {
  const files = [
    '404.html',
    '404.html.br',
    '500.html',
    '_astro/app.3f9a1b2c.css',
    '_astro/app.3f9a1b2c.css.gz',
    '_headers',
    'contact/sent.html',
    'docs/index.html',
    'favicon.svg',
    'index.html',
    'pools.html',
  ];
  const own = (script: string) => contentSecurityPolicy({ scripts: [script], styles: [] });
  const text = headersFile(files, {
    pages: new Map([
      ['index.html', own('sha256-home=')],
      ['pools.html', own('sha256-pools=')],
    ]),
    siteWide: contentSecurityPolicy({ scripts: ['sha256-abc='], styles: ['sha256-def='] }),
    hashes: { scripts: ['sha256-abc='], styles: ['sha256-def='] },
  });
  const blocks = text.trimEnd().split('\n\n');

  it('starts with every security header for all paths, CSP hashes included', () => {
    const lines = blocks[0]?.split('\n').slice(1) ?? [];
    expect(lines[0]).toBe('/*');
    const headers = Object.entries(securityHeaders(['sha256-abc='], ['sha256-def=']));
    expect(lines.slice(1)).toHaveLength(headers.length);
    for (const [name, value] of headers) {
      expect(lines.map((line) => line.toLowerCase())).toContain(
        `  ${name}: ${value}`.toLowerCase(),
      );
    }
    expect(text).toContain("script-src 'self' 'sha256-abc='");
    expect(text).toContain("style-src 'self' 'sha256-def='");
    expect(text).toContain('  Content-Security-Policy: ');
  });

  it('makes hashed assets immutable and pages no-cache, at their clean URLs, each with its own CSP', () => {
    expect(blocks).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(blocks).toContain(
      `/\n  Cache-Control: no-cache\n  Content-Security-Policy: ${own('sha256-home=')}`,
    );
    expect(blocks).toContain(
      `/pools\n  Cache-Control: no-cache\n  Content-Security-Policy: ${own('sha256-pools=')}`,
    );
    for (const url of ['/contact/sent', '/docs']) {
      expect(blocks.find((entry) => entry.startsWith(`${url}\n`))).toContain(
        `${url}\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'none'`,
      );
    }
    expect(blocks).toContain('/favicon.svg\n  Cache-Control: public, max-age=3600');
  });

  it('gives each path one Cache-Control and lists no compressed copies or host files', () => {
    const patterns = blocks.map((entry) => entry.split('\n').find((line) => line.startsWith('/')));
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(text).not.toMatch(/\.(br|gz)\n/);
    expect(text).not.toMatch(/^\/_headers$/m);
    expect(text).not.toMatch(/^\/404/m);
    expect(text).not.toMatch(/^\/500/m);
    expect(blocks[0]).not.toContain('Cache-Control');
  });
});

describe('postbuild', () => {
  it('compresses dist and writes _headers, and running it twice changes nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await postbuild(distDir);
    const firstFiles = await listBuiltFiles(distDir);
    const firstHeaders = await readFile(path.join(distDir, '_headers'), 'utf8');
    await postbuild(distDir);
    expect(await listBuiltFiles(distDir)).toEqual(firstFiles);
    expect(await readFile(path.join(distDir, '_headers'), 'utf8')).toBe(firstHeaders);

    expect(firstFiles).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz']));
    expect(firstFiles).toEqual(expect.arrayContaining(['_astro/app.3f9a1b2c.css.br']));
    expect(firstFiles.filter((file) => file.includes('woff2'))).toEqual([
      '_astro/inter.5d2c.woff2',
    ]);
    // The pages are sent as Astro wrote them, and the CSP allows their inline code and styles.
    for (const inline of [LAYOUT_SCRIPT, ISLAND_SCRIPT, PAGE_STYLE]) {
      expect(firstHeaders).toContain(`'${scriptHash(inline)}'`);
    }
  });

  it('fails when dist does not exist', async () => {
    await expect(postbuild(path.join(distDir, 'nope'))).rejects.toThrow(/run astro build first/);
  });
});
