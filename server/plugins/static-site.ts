// Serves the built site through @fastify/static, which owns content types, ETag and conditional
// GETs, the choice of a precompressed .br/.gz copy by Accept-Encoding, HEAD, ranges and dotfiles.
// What is left here is what the plugin has no option for: clean URLs and their redirects
// (server/site-paths.ts), the 404 page with status 404 (a JSON 404 under /api/), 405 for other
// methods on pages, and the prerendered error page for a page request that fails. A path under a
// locale's prefix (/ar/...) gets that locale's 404 and error pages when the build has them.
// Register it after the API routes: its GET route is the catch-all.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALES, pathLocale, type Locale } from '#contracts/locale.ts';
import { CACHE_CONTROL, cacheControlFor } from '../response-headers.ts';
import {
  ERROR_PAGES,
  listBuiltFiles,
  localizedErrorPage,
  resolveUrl,
  resolveBuild,
  sitePolicies,
  servedFiles,
} from '../site-paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The prerendered 500 page of each locale the build has one for, read at start
     * (sendErrorPage); absent on an app that serves no site.
     */
    siteErrorPages?: Partial<Record<Locale, ErrorPage>>;
  }
}

/** A prerendered error page, held in memory, and its own CSP. */
export interface ErrorPage {
  body: Buffer;
  csp: string;
}

/** The built site, read once at start. */
export interface Site {
  distDir: string;
  /** The files a URL may name (servedFiles in site-paths.ts); nothing else is ever sent. */
  files: ReadonlySet<string>;
  /** CSP hashes of the inline scripts of every page (for any response that is not a page). */
  scriptHashes: readonly string[];
  /** CSP hashes of the inline styles of every page (for any response that is not a page). */
  styleHashes: readonly string[];
  /** Each page's own CSP, which lists only its inline scripts' and styles' hashes (sitePolicies). */
  pageCsp: ReadonlyMap<string, string>;
  /**
   * The 500 page of each locale the build has one for (English first), held in memory so it can
   * still be sent when no file can be opened (EMFILE).
   */
  errorPages: Partial<Record<Locale, ErrorPage>>;
}

/** The site to serve, as loadSite read it at start. */
export interface StaticSiteOptions {
  site: Site;
}

/**
 * Reads dist once; fails with a clear message when the site has not been built. A `dist` link is
 * resolved here, so a later build that swaps the link changes nothing this server sends.
 */
export async function loadSite(linkOrDir: string): Promise<Site> {
  const distDir = await resolveBuild(linkOrDir);
  const files = new Set(servedFiles(await listBuiltFiles(distDir).catch(() => [])));
  if (!files.has('index.html') || !files.has(ERROR_PAGES.notFound)) {
    throw new Error(
      `No built site in ${linkOrDir} (index.html and 404.html are required): run npm run build first`,
    );
  }
  const policies = await sitePolicies(distDir, [...files]);
  const pageCsp = policies.pages;
  const errorPages: Partial<Record<Locale, ErrorPage>> = {};
  for (const locale of LOCALES) {
    const file = localizedErrorPage(ERROR_PAGES.serverError, locale);
    const csp = pageCsp.get(file);
    if (files.has(file) && csp !== undefined) {
      errorPages[locale] = { body: await readFile(path.join(distDir, file)), csp };
    }
  }
  const { scripts, styles } = policies.hashes;
  return { distDir, files, scriptHashes: scripts, styleHashes: styles, pageCsp, errorPages };
}

/** How long a visitor should wait before retrying after a transient failure. */
export const RETRY_AFTER_SECONDS = 10;

/** I/O errors that pass by themselves (out of file descriptors, a busy file): 503, not 500. */
const TRANSIENT_IO_ERRORS = new Set(['EMFILE', 'ENFILE', 'EBUSY', 'EAGAIN']);

/** Headers a file send sets before its stream fails; they describe a body that was never sent. */
const FILE_HEADERS = [
  'content-encoding',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'vary',
];

/** Request headers that would turn the 404 page into a 304, 206 or 412. */
const CONDITIONAL_HEADERS = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'range',
  'if-range',
];

function splitUrl(url: string): [path: string, query: string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

function decodePath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

function httpError(statusCode: number, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode }) as FastifyError;
}

/**
 * Answers a failed page request (Accept: text/html, not under /api/) with the prerendered 500
 * page, never cached: as 503 with Retry-After when the cause passes by itself (EMFILE), else
 * with the error's 5xx status. Returns false, after removing the headers of a file send that
 * failed, when the request is not for a page or the build has no 500 page: the caller then
 * answers in JSON.
 */
export function sendErrorPage(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  for (const name of FILE_HEADERS) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
  const urlPath = splitUrl(request.url)[0];
  const pages = request.server.siteErrorPages ?? {};
  const page = pages[pathLocale(urlPath)] ?? pages[DEFAULT_LOCALE];
  const wantsHtml = (request.headers.accept ?? '').includes('text/html');
  if (!page || !wantsHtml || isApiPath(urlPath)) return false;
  const transient = TRANSIENT_IO_ERRORS.has(error.code);
  const status = error.statusCode ?? 500;
  reply.code(transient ? 503 : status >= 500 && status <= 599 ? status : 500);
  if (transient) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  reply
    .header('cache-control', CACHE_CONTROL.noStore)
    .header('content-security-policy', page.csp)
    .type('text/html; charset=utf-8')
    .send(page.body);
  return true;
}

/** Serves the site and answers unknown paths; registered app-wide so its 404 handler is global. */
export const staticSitePlugin = fp<StaticSiteOptions>(async (app, { site }) => {
  app.decorate('siteErrorPages', site.errorPages);
  await app.register(fastifyStatic, {
    root: site.distDir,
    // The route below decides which file a URL names; the plugin sends it.
    serve: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // The file sent may be a precompressed copy: its caching is that of the original.
      const file = path
        .relative(site.distDir, filePath)
        .replace(/\.(?:br|gz)$/, '')
        .split(path.sep)
        .join('/');
      reply.header('cache-control', cacheControlFor(`/${file}`));
      reply.header('vary', 'Accept-Encoding');
      // A page's CSP names only its own inline scripts and styles (onRequest's names all).
      const csp = site.pageCsp.get(file);
      if (csp !== undefined) reply.header('content-security-policy', csp);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Plain functions, not async: awaiting the reply (a thenable) at every hand-over between
    // this route, the plugin and the 404 handler would pile listeners on the response.
    handler: (request, reply) => {
      const [urlPath, query] = splitUrl(request.url);
      const decoded = isApiPath(urlPath) ? undefined : decodePath(urlPath);
      const resolution = decoded === undefined ? undefined : resolveUrl(site.files, decoded);
      if (resolution === undefined) {
        reply.callNotFound();
      } else if ('redirect' in resolution) {
        const location = resolution.redirect.split('/').map(encodeURIComponent).join('/');
        reply.redirect(location + query, 301);
      } else {
        // RFC 9110 13.1.3: a date later than the server's clock is invalid and is ignored;
        // @fastify/send would answer it with a 304.
        const since = Date.parse(request.headers['if-modified-since'] ?? '');
        if (since > Date.now()) delete request.raw.headers['if-modified-since'];
        reply.sendFile(resolution.file);
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(splitUrl(request.url)[0])) {
      throw httpError(404, 'No API endpoint at this address');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', 'GET, HEAD');
      throw httpError(405, 'Pages accept GET and HEAD');
    }
    // The 404 page has no validators and no ranges: it must never turn into a 304 or a 206.
    for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
    const localized = localizedErrorPage(
      ERROR_PAGES.notFound,
      pathLocale(decodePath(splitUrl(request.url)[0]) ?? '/'),
    );
    reply.code(404).sendFile(site.files.has(localized) ? localized : ERROR_PAGES.notFound, {
      etag: false,
      lastModified: false,
      acceptRanges: false,
    });
  });
});
