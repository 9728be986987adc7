// The static site through @fastify/static, as a visitor meets it. server/app.test.ts covers
// compression, caching, clean URLs, HEAD and traversal on a small build; this file covers the
// table of served files, conditional requests and what happens when a file cannot be read.
import { closeSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '#scripts/build/postbuild.ts';
import { buildApp } from '../app.ts';
import { contentSecurityPolicy, scriptHash } from '../response-headers.ts';
import { loadSite, RETRY_AFTER_SECONDS } from './static-site.ts';

const ERROR_PAGE =
  '<!doctype html><title>Something went wrong</title><style>h1{}</style><a href="/">Home</a>';
const AR_ERROR_PAGE = '<!doctype html><html lang="ar" dir="rtl"><title>حدث خطأ</title>';
const AR_NOT_FOUND = '<h1 lang="ar">الصفحة غير موجودة</h1>';
const PAGE = `<!doctype html><title>Pools</title>${'<p>Pools backed by sub-leases.</p>'.repeat(40)}`;

let root: string;
let distDir: string;
let app: FastifyInstance;

async function put(relative: string, content: string): Promise<void> {
  const file = path.join(distDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-static-site-'));
  distDir = path.join(root, 'dist');
  await writeFile(path.join(root, 'outside.txt'), 'outside');
  await put('index.html', '<script>home()</script><script src="/x.js"></script>');
  await put('404.html', '<h1>Page not found</h1>');
  await put('500.html', ERROR_PAGE);
  await put('pools.html', PAGE);
  await put('docs.html', '<script>docs()</script><script>home()</script>');
  await put('gone.html', 'removed after start');
  await put('loop.html', 'replaced by a symlink loop after start');
  await put('ar/index.html', 'الصفحة الرئيسية');
  await put('ar/404.html', AR_NOT_FOUND);
  await put('ar/500.html', AR_ERROR_PAGE);
  await put('ar/loop.html', 'replaced by a symlink loop after start');
  await put('about.html', 'about file');
  await put('about/index.html', 'about directory');
  await put('data/archive.tar.gz', 'an archive, not a precompressed copy');
  await put('my file.txt', 'spaces');
  await put('_headers', '/*');
  await put('_redirects', '/a /b');
  await put('.env', 'SECRET=1');
  await put('.well-known/security.txt', 'Contact: mailto:security@example.com');
  await symlink(path.join(root, 'outside.txt'), path.join(distDir, 'link.txt'));
  await compressDist(distDir);
  app = await buildApp({ distDir, logger: false });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('loadSite', () => {
  it('lists the served files once: no precompressed copies, host files or symlinks', async () => {
    const site = await loadSite(distDir);
    expect([...site.files].sort()).toEqual([
      '.env',
      '.well-known/security.txt',
      '404.html',
      '500.html',
      'about.html',
      'about/index.html',
      'ar/404.html',
      'ar/500.html',
      'ar/index.html',
      'ar/loop.html',
      'data/archive.tar.gz',
      'docs.html',
      'gone.html',
      'index.html',
      'loop.html',
      'my file.txt',
      'pools.html',
    ]);
    expect(site.errorPages.en?.body.toString()).toBe(ERROR_PAGE);
    expect(site.errorPages.ar?.body.toString()).toBe(AR_ERROR_PAGE);
  });

  it('collects the inline script and style hashes of every page once, sorted', async () => {
    const site = await loadSite(distDir);
    expect(site.scriptHashes).toEqual([scriptHash('docs()'), scriptHash('home()')].sort());
    expect(site.styleHashes).toEqual([scriptHash('h1{}')]);
  });

  it('fails with a clear message when index.html or 404.html is missing', async () => {
    await expect(loadSite(path.join(distDir, 'about'))).rejects.toThrow(
      /index\.html and 404\.html are required\): run npm run build first/,
    );
  });
});

describe('which URL serves which file', () => {
  it.each([
    ['/about', 'about file'],
    ['/my%20file.txt', 'spaces'],
    ['/p%6Fols', PAGE],
    ['/data/archive.tar.gz', 'an archive, not a precompressed copy'],
  ])('%s serves its file', async (url, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
  });

  it.each([
    '/about/index.html', // shadowed by about.html: /about serves another file
    '/500',
    '/500.html',
    '/_headers',
    '/_redirects',
    '/pools.html.br',
    '/pools.html.gz',
    '/.env', // dotfiles: the plugin's `dotfiles: 'ignore'`
    '/.well-known/security.txt',
    '/link.txt', // a symlink out of dist is not listed
    '/pools%00',
  ])('%s is the 404 page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('<h1>Page not found</h1>');
  });
});

describe('pages under a locale prefix', () => {
  it('serves the locale home page at /ar', async () => {
    const response = await get('/ar');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('الصفحة الرئيسية');
  });

  it.each([
    '/ar/missing',
    '/ar/pools/nowhere',
    '/%61r/missing',
    '/ar/404',
    '/ar/500',
    '/ar/404.html',
  ])('%s is the Arabic 404 page, with status 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(AR_NOT_FOUND);
  });

  it.each(['/area', '/pools/ar', '/missing'])(
    '%s (not under /ar/) is the English 404 page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('<h1>Page not found</h1>');
    },
  );

  it('falls back to the English 404 and 500 pages when the build has no Arabic ones', async () => {
    const otherRoot = await mkdtemp(path.join(os.tmpdir(), 'realyield-static-site-en-'));
    try {
      await writeFile(path.join(otherRoot, 'index.html'), 'home');
      await writeFile(path.join(otherRoot, '404.html'), 'not found');
      await writeFile(path.join(otherRoot, '500.html'), ERROR_PAGE);
      const site = await loadSite(otherRoot);
      expect(site.errorPages).toEqual({
        en: {
          body: Buffer.from(ERROR_PAGE),
          csp: contentSecurityPolicy({ scripts: [], styles: [scriptHash('h1{}')] }),
        },
      });
      const other = await buildApp({ distDir: otherRoot, logger: false });
      try {
        const response = await other.inject({ method: 'GET', url: '/ar/missing' });
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe('not found');
      } finally {
        await other.close();
      }
    } finally {
      await rm(otherRoot, { recursive: true, force: true });
    }
  });
});

describe('conditional requests (@fastify/send)', () => {
  it('says a page can be fetched by byte ranges, and serves one', async () => {
    const { headers } = await get('/pools');
    expect(headers['accept-ranges']).toBe('bytes');
    const range = await get('/pools', { range: 'bytes=0-3' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(PAGE.slice(0, 4));
  });

  it('answers If-None-Match with the current ETag with 304', async () => {
    const { headers } = await get('/pools');
    const again = await get('/pools', { 'if-none-match': headers['etag'] as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers If-Modified-Since at or after the last change with 304', async () => {
    const { headers } = await get('/pools');
    const since = await get('/pools', { 'if-modified-since': headers['last-modified'] as string });
    expect(since.statusCode).toBe(304);
  });

  it('ignores an If-Modified-Since later than the server clock (RFC 9110 13.1.3)', async () => {
    const future = new Date(Date.now() + 24 * 3600 * 1000).toUTCString();
    const response = await get('/pools', { 'if-modified-since': future });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
  });

  it('never turns the 404 page into a 304 or a range', async () => {
    for (const headers of [{ 'if-none-match': '*' }, { range: 'bytes=0-3' }]) {
      const response = await get('/missing', headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('<h1>Page not found</h1>');
    }
  });
});

describe('a file that cannot be read', () => {
  const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };

  it('removed after start: the 404 page, not a 500', async () => {
    await removeWithCopies('gone.html');
    const response = await get('/gone', html);
    expect(response.statusCode).toBe(404);
  });

  it('broken for good: the 500 page for a page request, JSON for the API shape', async () => {
    const loop = path.join(distDir, 'loop.html');
    await removeWithCopies('loop.html');
    await symlink(loop, loop);
    const page = await get('/loop', html);
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toBe(ERROR_PAGE);
    const other = await get('/loop', { accept: '*/*' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toMatchObject({ error: { code: 'internal_error' } });
    expect(other.body).not.toContain('ELOOP');
  });

  it('broken for good under /ar/: the Arabic 500 page', async () => {
    const loop = path.join(distDir, 'ar', 'loop.html');
    await removeWithCopies('ar/loop.html');
    await symlink(loop, loop);
    const page = await get('/ar/loop', html);
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(AR_ERROR_PAGE);
  });

  it('out of file descriptors: the 500 page as a 503 with Retry-After, never cached', async () => {
    const held = exhaustFileDescriptors();
    let responses;
    try {
      responses = [
        await get('/pools', html),
        await get('/pools', { accept: '*/*', 'accept-encoding': 'br' }),
        await get('/ar', html),
      ];
    } finally {
      for (const fd of held) closeSync(fd);
    }
    const [page, asset, arabic] = responses;
    expect(page?.statusCode).toBe(503);
    expect(page?.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(page?.headers['cache-control']).toBe('no-store');
    expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page?.headers['content-encoding']).toBeUndefined();
    expect(page?.headers['etag']).toBeUndefined();
    expect(page?.body).toBe(ERROR_PAGE);
    // The error page's own CSP, which allows its inline style.
    expect(page?.headers['content-security-policy']).toContain(`'${scriptHash('h1{}')}'`);
    // Not a page request: the JSON shape, without the headers of the file that failed.
    expect(asset?.statusCode).toBeGreaterThanOrEqual(500);
    expect(asset?.headers['content-encoding']).toBeUndefined();
    expect(asset?.json()).toHaveProperty('error.code');
    expect(arabic?.statusCode).toBe(503);
    expect(arabic?.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(arabic?.body).toBe(AR_ERROR_PAGE);
  });
});

async function removeWithCopies(file: string): Promise<void> {
  for (const suffix of ['', '.br', '.gz'])
    await rm(path.join(distDir, file + suffix), { force: true });
}

/** Opens /dev/null until the process has no file descriptor left; returns them to close. */
function exhaustFileDescriptors(): number[] {
  const held: number[] = [];
  for (;;) {
    try {
      held.push(openSync('/dev/null', 'r'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EMFILE') return held;
      for (const fd of held) closeSync(fd);
      throw error;
    }
  }
}
