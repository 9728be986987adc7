// The built site as a read-only table, made once at start. Requests are answered by looking a
// path up in this table, never by joining a request path onto the file system, so no
// encoding trick (.., %2e, %5c, %00) can reach a file outside dist.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor, inlineScriptHashes, uniqueSorted } from '../response-headers.ts';

/** Content encodings the build precompresses, in the server's order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
/** A content encoding the build precompresses. */
export type Encoding = (typeof ENCODINGS)[number];

const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** One file on disk, as sent in one encoding. */
export interface FileVariant {
  filePath: string;
  size: number;
  mtimeMs: number;
}

/** A file the site serves, with its precompressed variants when the build made them. */
export interface SiteFile extends FileVariant {
  /** The file's own URL path, e.g. `/pools.html`. */
  urlPath: string;
  contentType: string;
  cacheControl: string;
  encoded: Partial<Record<Encoding, FileVariant>>;
}

/** The built site: its files by URL path, the 404 page and the CSP hashes of its inline scripts. */
export interface Site {
  distDir: string;
  files: ReadonlyMap<string, SiteFile>;
  notFoundPage: SiteFile;
  scriptHashes: string[];
}

/** What a request path resolves to. */
export type Resolution =
  { kind: 'file'; file: SiteFile } | { kind: 'redirect'; location: string } | { kind: 'none' };

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
};

const BINARY_TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** Files in dist that configure static hosts and are no business of visitors. */
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects']);
const NOT_FOUND_PAGE = '/404.html';
const HOME_PAGE = '/index.html';

/** The Content-Type for a file name, with a charset for text. */
export function contentTypeFor(fileName: string): string {
  const extension = path.extname(fileName).toLowerCase();
  const text = TEXT_TYPES[extension];
  if (text) return `${text}; charset=utf-8`;
  return BINARY_TYPES[extension] ?? 'application/octet-stream';
}

/** Every regular file under `dir`, as URL paths (`/a/b.css`); symlinks are not followed. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((relative) => `/${relative.split(path.sep).join('/')}`)
    .filter((urlPath) => !isHidden(urlPath) && !HOST_CONFIG_FILES.has(urlPath));
}

function isHidden(urlPath: string): boolean {
  return urlPath.split('/').some((part) => part.startsWith('.') && part !== '.well-known');
}

/** The URL path of the original when `urlPath` is a precompressed copy of another file. */
function originalOf(urlPath: string, all: ReadonlySet<string>): string | undefined {
  for (const encoding of ENCODINGS) {
    const suffix = ENCODING_SUFFIX[encoding];
    const original = urlPath.slice(0, -suffix.length);
    if (urlPath.endsWith(suffix) && all.has(original)) return original;
  }
  return undefined;
}

async function variantOf(distDir: string, urlPath: string): Promise<FileVariant> {
  const filePath = path.join(distDir, ...urlPath.split('/'));
  const stats = await stat(filePath);
  return { filePath, size: stats.size, mtimeMs: stats.mtimeMs };
}

async function siteFile(
  distDir: string,
  urlPath: string,
  all: ReadonlySet<string>,
): Promise<SiteFile> {
  const file: SiteFile = {
    ...(await variantOf(distDir, urlPath)),
    urlPath,
    contentType: contentTypeFor(urlPath),
    cacheControl: cacheControlFor(urlPath),
    encoded: {},
  };
  for (const encoding of ENCODINGS) {
    const encodedPath = urlPath + ENCODING_SUFFIX[encoding];
    if (all.has(encodedPath)) file.encoded[encoding] = await variantOf(distDir, encodedPath);
  }
  return file;
}

async function collectScriptHashes(files: Iterable<SiteFile>): Promise<string[]> {
  const pages = [...files].filter((file) => file.urlPath.endsWith('.html'));
  const hashes = await Promise.all(
    pages.map(async (page) => inlineScriptHashes(await readFile(page.filePath, 'utf8'))),
  );
  return uniqueSorted(hashes.flat());
}

/** Reads dist once; fails with a clear message when the site has not been built. */
export async function loadSite(distDir: string): Promise<Site> {
  const urlPaths = await listFiles(distDir).catch(() => []);
  const all = new Set(urlPaths);
  if (!all.has(HOME_PAGE) || !all.has(NOT_FOUND_PAGE)) {
    throw new Error(
      `No built site in ${distDir} (index.html and 404.html are required): run npm run build first`,
    );
  }
  const files = new Map<string, SiteFile>();
  for (const urlPath of urlPaths) {
    if (originalOf(urlPath, all) === undefined) {
      files.set(urlPath, await siteFile(distDir, urlPath, all));
    }
  }
  const notFoundPage = files.get(NOT_FOUND_PAGE) as SiteFile;
  return { distDir, files, notFoundPage, scriptHashes: await collectScriptHashes(files.values()) };
}

/** A request path decoded, or undefined when it is malformed or tries to escape. */
function decodePath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return undefined;
  const segments = decoded.split('/');
  return segments.some((part) => part === '.' || part === '..') ? undefined : decoded;
}

/** The page a clean URL (`/`, `/pools`, `/foo` for foo/index.html) names, if any. */
function pageAt(files: Site['files'], cleanPath: string): SiteFile | undefined {
  if (cleanPath === '/') return files.get(HOME_PAGE);
  // One URL per page: the slash, /index and /404 forms are not pages of their own.
  if (cleanPath.endsWith('/') || cleanPath.endsWith('/index') || cleanPath === '/404') {
    return undefined;
  }
  return files.get(`${cleanPath}.html`) ?? files.get(`${cleanPath}/index.html`);
}

/** The clean URL of a page file: `/pools.html` -> `/pools`, `/foo/index.html` -> `/foo`. */
function cleanUrlOf(urlPath: string): string {
  const withoutExtension = urlPath.slice(0, -'.html'.length);
  if (withoutExtension === '/index') return '/';
  return withoutExtension.endsWith('/index')
    ? withoutExtension.slice(0, -'/index'.length)
    : withoutExtension;
}

function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}

/** What a raw request path (still percent-encoded, no query) should be answered with. */
export function resolvePath(site: Site, rawPath: string): Resolution {
  const decoded = decodePath(rawPath);
  if (decoded === undefined) return { kind: 'none' };
  const page = pageAt(site.files, decoded);
  if (page) return { kind: 'file', file: page };
  const file = site.files.get(decoded);
  if (file) {
    if (!decoded.endsWith('.html')) return { kind: 'file', file };
    // Redirect only to a URL that serves this very file, so a redirect can never point elsewhere.
    const clean = cleanUrlOf(decoded);
    if (pageAt(site.files, clean) === file)
      return { kind: 'redirect', location: encodePath(clean) };
  }
  if (decoded.length > 1 && decoded.endsWith('/')) {
    const clean = decoded.replace(/\/+$/, '') || '/';
    if (pageAt(site.files, clean)) return { kind: 'redirect', location: encodePath(clean) };
  }
  return { kind: 'none' };
}
