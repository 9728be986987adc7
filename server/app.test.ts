import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '#scripts/build/postbuild.ts';
import { buildApp } from './app.ts';

const SECRET = 'TOP-SECRET-do-not-serve-7f3c9e';
const INLINE_SCRIPT = "document.documentElement.classList.toggle('js', true);";
const CSS = `.card{display:grid;gap:1rem;padding:2rem;color:#0b1220}\n`.repeat(60);
const FILLER = '<p>Whitelisted pools backed by tokenized sub-leases.</p>\n'.repeat(20);

function page(title: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title>${extraHead}</head><body><h1>${title}</h1>${FILLER}</body></html>`;
}

/** An inline script only /pools has: no other page's CSP may allow it. */
const POOLS_SCRIPT = 'document.title += "";';

const FILES: Record<string, string> = {
  'index.html': page(
    'Home',
    `<script>${INLINE_SCRIPT}</script>` +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module" src="/_astro/page.1a2b3c4d.js"></script>',
  ),
  'pools.html': page('Pools', `<script>${POOLS_SCRIPT}</script>`),
  '404.html': page('Page not found'),
  'contact/sent.html': page('Message sent'),
  'docs/index.html': page('Docs'),
  '_astro/app.3f9a1b2c.css': CSS,
  '_astro/page.1a2b3c4d.js': 'console.log("island");\n'.repeat(40),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<rect width="1" height="1"/>'.repeat(30)}</svg>`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

let root: string;
let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-app-'));
  distDir = path.join(root, 'dist');
  // Targets for traversal attempts, right next to dist.
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ secret: SECRET }));
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  await compressDist(distDir);
  app = await buildApp({ distDir, logger: false });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const inject = (
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => app.inject({ method, url, headers });

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const { headers } = response;
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  // server/response-headers.ts says why each is sent.
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // Framing is refused by the CSP's frame-ancestors 'none', which every current browser reads;
  // the older X-Frame-Options would only add bytes to every page's first round trip.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['a page', 'GET', '/', 200],
    ['an asset', 'GET', '/_astro/app.3f9a1b2c.css', 200],
    ['a 404', 'GET', '/no-such-page', 404],
    ['a redirect', 'GET', '/pools/', 301],
    ['healthz', 'GET', '/healthz', 200],
    ['an API 404', 'POST', '/api/nothing', 404],
    ['a 405', 'DELETE', '/pools', 405],
    ['a malformed URL', 'GET', '/%E0%A4%A', 400],
  ] as const)('are on %s', async (_label, method, url, status) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('allow the inline script by its hash and nothing inline or third-party', async () => {
    const csp = (await inject('/')).headers['content-security-policy'] as string;
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(sha256Source(INLINE_SCRIPT));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).not.toMatch(/https?:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("name only the page's own inline scripts in a page's CSP, and every page's elsewhere", async () => {
    const scriptSrc = async (url: string) =>
      (
        (await inject(url, { 'accept-encoding': 'br' })).headers[
          'content-security-policy'
        ] as string
      )
        .split('; ')
        .find((directive) => directive.startsWith('script-src '));
    expect(await scriptSrc('/')).toContain(sha256Source(INLINE_SCRIPT));
    expect(await scriptSrc('/')).not.toContain(sha256Source(POOLS_SCRIPT));
    expect(await scriptSrc('/pools')).toContain(sha256Source(POOLS_SCRIPT));
    expect(await scriptSrc('/pools')).not.toContain(sha256Source(INLINE_SCRIPT));
    // The 404 page is a page too; anything else (an asset) carries the policy of the whole site.
    expect(await scriptSrc('/nowhere')).toBe("script-src 'self'");
    expect(await scriptSrc('/robots.txt')).toContain(sha256Source(POOLS_SCRIPT));
    expect(await scriptSrc('/robots.txt')).toContain(sha256Source(INLINE_SCRIPT));
  });
});

describe('precompressed files', () => {
  const url = '/_astro/app.3f9a1b2c.css';

  it.each([
    ['br', 'br, gzip', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
    ['gzip', 'br;q=0, gzip', gunzipSync],
    // @fastify/static reads the no-preference token as gzip.
    ['gzip', '*', gunzipSync],
  ] as const)('sends %s for Accept-Encoding "%s"', async (encoding, accept, decode) => {
    const response = await inject(url, { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(CSS.length);
    expect(decode(response.rawPayload).toString()).toBe(CSS);
  });

  it.each([undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'sends the file as it is for Accept-Encoding %s',
    async (accept) => {
      const response = await inject(url, accept ? { 'accept-encoding': accept } : {});
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(CSS.length);
      expect(response.body).toBe(CSS);
    },
  );

  it('compresses pages too, keeping their content type', async () => {
    const response = await inject('/pools', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES['pools.html']);
  });

  it.each([`${url}.br`, `${url}.gz`, '/pools.html.br', '/index.html.gz'])(
    'does not serve %s by its own name',
    async (compressedUrl) => {
      expect((await inject(compressedUrl)).statusCode).toBe(404);
    },
  );
});

describe('caching', () => {
  it.each([
    ['/_astro/app.3f9a1b2c.css', 'public, max-age=31536000, immutable'],
    ['/_astro/page.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/contact/sent', 'no-cache'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/robots.txt', 'public, max-age=3600'],
    ['/no-such-page', 'no-cache'],
    ['/healthz', 'no-store'],
  ])('%s: Cache-Control %s', async (url, cacheControl) => {
    expect((await inject(url)).headers['cache-control']).toBe(cacheControl);
  });

  it('answers a conditional GET with 304 and no body', async () => {
    const first = await inject('/pools', { 'accept-encoding': 'gzip' });
    const etag = first.headers['etag'] as string;
    const again = await inject('/pools', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    const lastModified = first.headers['last-modified'] as string;
    const since = await inject('/pools', { 'if-modified-since': lastModified });
    expect(since.statusCode).toBe(304);
  });

  it('gives each encoding its own ETag', async () => {
    const br = await inject('/pools', { 'accept-encoding': 'br' });
    const plain = await inject('/pools');
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    const stale = await inject('/pools', { 'if-none-match': br.headers['etag'] as string });
    expect(stale.statusCode).toBe(200);
  });
});

describe('clean URLs', () => {
  it.each([
    ['/', 'index.html'],
    ['/pools', 'pools.html'],
    ['/contact/sent', 'contact/sent.html'],
    ['/docs', 'docs/index.html'],
    ['/favicon.svg', 'favicon.svg'],
  ])('%s serves %s', async (url, file) => {
    const response = await inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FILES[file]);
  });

  it.each([
    ['/pools/', '/pools'],
    ['/pools/?utm=x&b=2', '/pools?utm=x&b=2'],
    ['/pools.html', '/pools'],
    ['/pools.html?ref=nav', '/pools?ref=nav'],
    ['/index.html', '/'],
    ['/index.html?a=1', '/?a=1'],
    ['/docs/', '/docs'],
    ['/docs/index.html', '/docs'],
    ['/contact/sent/', '/contact/sent'],
    ['/contact/sent.html', '/contact/sent'],
  ])('%s answers 301 to %s', async (url, location) => {
    const response = await inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers['location']).toBe(location);
  });

  it.each(['/index', '/404', '/404.html', '/pools.htm', '/Pools', '//example.com/'])(
    '%s is not a page',
    async (url) => {
      const response = await inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['location']).toBeUndefined();
    },
  );
});

describe('HEAD', () => {
  it.each([
    ['/pools', {}],
    ['/_astro/app.3f9a1b2c.css', { 'accept-encoding': 'br' }],
    ['/favicon.svg', { 'accept-encoding': 'gzip' }],
    ['/healthz', {}],
  ])('%s has the GET headers and no body', async (url, headers) => {
    const get = await inject(url, headers);
    const head = await inject(url, headers, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect(head.headers['etag']).toBe(get.headers['etag']);
    expectSecurityHeaders(head);
  });

  it('answers an unknown path with 404 and no body', async () => {
    const head = await inject('/missing', {}, 'HEAD');
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(FILES['404.html']?.length);
  });

  it('redirects like GET', async () => {
    const head = await inject('/pools/?a=1', {}, 'HEAD');
    expect(head.statusCode).toBe(301);
    expect(head.headers['location']).toBe('/pools?a=1');
  });
});

const TRAVERSALS = [
  '/../secret.txt',
  '/../package.json',
  '/%2e%2e/secret.txt',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E/package.json',
  '/..%2fsecret.txt',
  '/..%2Fpackage.json',
  '/_astro/..%2f..%2fsecret.txt',
  '/..%5csecret.txt',
  '/%5c..%5csecret.txt',
  '/..\\secret.txt',
  '/secret.txt%00',
  '/pools%00.html',
  '/%00/../secret.txt',
  '/%252e%252e/secret.txt',
  '//../secret.txt',
  '/./../secret.txt',
];

describe('path traversal', () => {
  it.each(TRAVERSALS)('%s never reads outside dist (inject)', async (url) => {
    const response = await inject(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(SECRET);
  });

  // inject (like fetch) resolves dot segments before sending; a raw socket sends them as typed.
  it('never reads outside dist over a raw HTTP connection', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    for (const url of TRAVERSALS) {
      const response = await rawGet(port, url);
      expect(response, url).toMatch(/^HTTP\/1\.1 40[04] /);
      expect(response, url).not.toContain(SECRET);
    }
  });
});

/** Sends a GET with the request target exactly as given and resolves with the raw response. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe('unknown paths', () => {
  it('get the 404 page with status 404', async () => {
    const response = await inject('/no/such/page?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(FILES['404.html']);
  });

  it('get the 404 page compressed when accepted', async () => {
    const response = await inject('/nope', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES['404.html']);
    expect(response.headers['etag']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/nothing'],
    ['POST', '/api/nothing'],
    ['GET', '/api'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    '%s on a page answers 405 with Allow',
    async (method) => {
      const response = await app.inject({ method, url: '/pools' });
      expect(response.statusCode).toBe(405);
      expect(response.headers['allow']).toBe('GET, HEAD');
      expect(response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    },
  );

  it('answers a malformed URL with a JSON 400', async () => {
    const response = await inject('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('GET /healthz', () => {
  it('reports status and uptime as JSON, never cached', async () => {
    const response = await inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', uptime: expect.any(Number) });
  });
});

describe('buildApp', () => {
  it('fails fast when the site has not been built', async () => {
    await expect(buildApp({ distDir: path.join(root, 'missing') })).rejects.toThrow(
      /run npm run build first/,
    );
  });
});
