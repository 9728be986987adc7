import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../response-headers.ts';
import { contentTypeFor, loadSite, resolvePath, type Site } from './site-files.ts';

let root: string;
let site: Site;

async function put(relative: string, content: string): Promise<void> {
  const file = path.join(root, 'dist', relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-site-files-'));
  await writeFile(path.join(root, 'outside.txt'), 'outside');
  await put('index.html', '<script>home()</script><script src="/x.js"></script>');
  await put('404.html', '<h1>Page not found</h1>');
  await put('pools.html', '<script>pools()</script><script>home()</script>');
  await put('pools.html.br', 'compressed');
  await put('pools.html.gz', 'compressed');
  await put('guides/index.html', 'guides');
  await put('guides/first.html', 'first');
  await put('about.html', 'about file');
  await put('about/index.html', 'about directory');
  await put('data/archive.tar.gz', 'an archive, not a variant');
  await put('my file.txt', 'spaces');
  await put('_headers', '/*');
  await put('.env', 'SECRET=1');
  await put('.well-known/security.txt', 'Contact: mailto:security@example.com');
  await symlink(path.join(root, 'outside.txt'), path.join(root, 'dist', 'link.txt'));
  site = await loadSite(path.join(root, 'dist'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadSite', () => {
  it('indexes the served files with their precompressed variants', () => {
    expect([...site.files.keys()].sort()).toEqual([
      '/.well-known/security.txt',
      '/404.html',
      '/about.html',
      '/about/index.html',
      '/data/archive.tar.gz',
      '/guides/first.html',
      '/guides/index.html',
      '/index.html',
      '/my file.txt',
      '/pools.html',
    ]);
    const pools = site.files.get('/pools.html');
    expect(Object.keys(pools?.encoded ?? {}).sort()).toEqual(['br', 'gzip']);
    expect(pools?.encoded.br?.filePath).toBe(path.join(root, 'dist', 'pools.html.br'));
  });

  it('collects the inline script hashes of every page once, sorted', () => {
    expect(site.scriptHashes).toEqual([scriptHash('home()'), scriptHash('pools()')].sort());
  });

  it('fails with a clear message when index.html or 404.html is missing', async () => {
    await expect(loadSite(path.join(root, 'dist', 'guides'))).rejects.toThrow(
      /index\.html and 404\.html are required\): run npm run build first/,
    );
    await expect(loadSite(path.join(root, 'nowhere'))).rejects.toThrow(/npm run build/);
  });
});

describe('resolvePath', () => {
  const resolve = (rawPath: string) => {
    const resolution = resolvePath(site, rawPath);
    if (resolution.kind === 'file') return `file ${resolution.file.urlPath}`;
    if (resolution.kind === 'redirect') return `redirect ${resolution.location}`;
    return 'none';
  };

  it.each([
    ['/', 'file /index.html'],
    ['/pools', 'file /pools.html'],
    ['/guides', 'file /guides/index.html'],
    ['/guides/first', 'file /guides/first.html'],
    ['/about', 'file /about.html'],
    ['/data/archive.tar.gz', 'file /data/archive.tar.gz'],
    ['/my%20file.txt', 'file /my file.txt'],
    ['/p%6Fols', 'file /pools.html'],
    ['/.well-known/security.txt', 'file /.well-known/security.txt'],
  ])('%s -> %s', (rawPath, expected) => {
    expect(resolve(rawPath)).toBe(expected);
  });

  it.each([
    ['/pools/', 'redirect /pools'],
    ['/pools//', 'redirect /pools'],
    ['/pools.html', 'redirect /pools'],
    ['/index.html', 'redirect /'],
    ['/guides/', 'redirect /guides'],
    ['/guides/index.html', 'redirect /guides'],
    ['/guides/first.html', 'redirect /guides/first'],
  ])('%s -> %s', (rawPath, expected) => {
    expect(resolve(rawPath)).toBe(expected);
  });

  it.each([
    '/about/index.html', // shadowed by about.html: /about serves another file
    '/404',
    '/404.html',
    '/index',
    '/guides/index',
    '/pools.html.br',
    '/pools.html.gz',
    '/_headers',
    '/.env',
    '/link.txt',
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/..%2foutside.txt',
    '/..%5coutside.txt',
    '/pools%00',
    '/pools.html%00.txt',
    '/%E0%A4%A',
    '//pools',
    '/%2Fpools',
    'pools',
  ])('%s -> none', (rawPath) => {
    expect(resolve(rawPath)).toBe('none');
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['/a.html', 'text/html; charset=utf-8'],
    ['/a.CSS', 'text/css; charset=utf-8'],
    ['/a.mjs', 'text/javascript; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/favicon.ico', 'image/x-icon'],
    ['/inter.woff2', 'font/woff2'],
    ['/unknown.bin', 'application/octet-stream'],
  ])('%s -> %s', (fileName, expected) => {
    expect(contentTypeFor(fileName)).toBe(expected);
  });
});
