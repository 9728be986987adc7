// Serves the built site: clean URLs, precompressed files chosen by Accept-Encoding, caching
// headers, conditional GETs, and the 404 page (or a JSON 404 under /api/) for everything else.
// Register it after the API routes: its GET route is the catch-all.
import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, sendError } from './error-handler.ts';
import { ENCODINGS, resolvePath, type Encoding, type Site, type SiteFile } from './site-files.ts';

/** Options of the static-site plugin. */
export interface StaticSiteOptions {
  site: Site;
}

const ALLOWED_METHODS = 'GET, HEAD';

/** Quality values from an Accept-Encoding header, by lower-case coding name. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(name.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  return result;
}

/**
 * The encoding to send, among those the file has, or undefined for the file as it is.
 * The highest quality wins; on a tie br beats gzip, and both beat identity.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const q = qualities(header);
  const wildcard = q.get('*');
  const qualityOf = (name: Encoding) =>
    q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? wildcard ?? 0;
  // Identity is always acceptable, but only beats a listed coding when listed with more weight.
  const identity = q.get('identity') ?? 0;
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const encoding of ENCODINGS) {
    const quality = qualityOf(encoding);
    if (available.includes(encoding) && quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best !== undefined && bestQuality >= identity ? best : undefined;
}

function pathAndQuery(url: string): [path: string, query: string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function entityTag(size: number, mtimeMs: number, encoding: Encoding | undefined): string {
  const suffix = encoding ? `-${encoding}` : '';
  return `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}${suffix}"`;
}

/** Whether the client's cached copy is current (If-None-Match wins over If-Modified-Since). */
function isFresh(request: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    const tags = noneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) <= Math.floor(since / 1000);
}

/** Sends one site file, precompressed when the client accepts it; HEAD gets the headers only. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
  const available = ENCODINGS.filter((encoding) => file.encoded[encoding] !== undefined);
  const encoding = negotiateEncoding(request.headers['accept-encoding'], available);
  const variant = (encoding && file.encoded[encoding]) || file;
  reply.header('cache-control', file.cacheControl);
  if (available.length > 0) reply.header('vary', 'Accept-Encoding');
  // Validators only for real hits: a 404 page must not turn into a 304.
  if (status === 200) {
    const etag = entityTag(variant.size, variant.mtimeMs, encoding);
    reply.header('etag', etag).header('last-modified', new Date(file.mtimeMs).toUTCString());
    if (isFresh(request, etag, file.mtimeMs)) return reply.code(304).send();
  }
  reply.code(status).header('content-type', file.contentType);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', variant.size);
  return request.method === 'HEAD' ? reply.send() : reply.send(createReadStream(variant.filePath));
}

/** Serves the site and answers unknown paths; registered app-wide so its 404 handler is global. */
export const staticSitePlugin = fp<StaticSiteOptions>(async (app, { site }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const [path, query] = pathAndQuery(request.url);
      if (isApiPath(path)) return reply.callNotFound();
      const resolution = resolvePath(site, path);
      if (resolution.kind === 'file') return sendFile(request, reply, resolution.file, 200);
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location + query, 301);
      return reply.callNotFound();
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const [path] = pathAndQuery(request.url);
    if (isApiPath(path)) {
      return sendError(reply, 404, errorBody('not_found', 'No API endpoint at this address'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', ALLOWED_METHODS);
      return sendError(reply, 405, errorBody('method_not_allowed', 'Pages accept GET and HEAD'));
    }
    return sendFile(request, reply, site.notFoundPage, 404);
  });
});
