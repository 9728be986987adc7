// Where each URL of the site lives in the build, and back. The server, scripts/build/postbuild.ts
// (dist/_headers) and e2e/support/built-site.ts (the build checks) share these rules, so a page is
// served, given its headers and link-checked at one and the same clean URL. Node built-ins,
// server/response-headers.ts and contracts/locale.ts only: the scripts import this module too,
// and it never imports src/.
import { mkdir, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, localePath, type Locale } from '#contracts/locale.ts';
import {
  contentSecurityPolicy,
  inlineHashes,
  uniqueSorted,
  type InlineHashes,
} from './response-headers.ts';

/**
 * Beside a build folder, `<build>.in-use/<pid>` records that a live server serves it, so
 * scripts/build/build.ts never deletes it.
 */
export const IN_USE_SUFFIX = '.in-use';

/**
 * The real folder of the build `distDir` names: `dist` is a symlink that each build swaps, and a
 * server keeps serving the folder it resolved at start. When `distDir` was such a link, the
 * folder is marked as in use by this process (best effort: a read-only tree keeps every build).
 */
export async function resolveBuild(distDir: string, pid = process.pid): Promise<string> {
  const real = await realpath(distDir).catch(() => distDir);
  if (real !== path.resolve(distDir)) {
    const marks = `${real}${IN_USE_SUFFIX}`;
    await mkdir(marks, { recursive: true })
      .then(() => writeFile(path.join(marks, String(pid)), ''))
      .catch(() => undefined);
  }
  return real;
}

/** Suffixes of the precompressed copies scripts/postbuild.ts writes beside a file. */
export const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/** Files in dist that configure static hosts and are no business of visitors. */
export const HOST_CONFIG_FILES = ['_headers', '_redirects'] as const;

/** Pages sent with an error status; they have no URL of their own. */
export const ERROR_PAGES = { notFound: '404.html', serverError: '500.html' } as const;

/**
 * The file of an error page in `locale` (`ar/404.html`); the build may lack it, and the server
 * then sends the English one.
 */
export function localizedErrorPage(page: string, locale: Locale): string {
  return localePath(`/${page}`, locale).slice(1);
}

/** Every error page file of every locale: none of them has a URL of its own. */
const ERROR_PAGE_FILES: ReadonlySet<string> = new Set(
  Object.values(ERROR_PAGES).flatMap((page) =>
    LOCALES.map((locale) => localizedErrorPage(page, locale)),
  ),
);

const HOME_PAGE = 'index.html';
const PAGE_EXTENSION = '.html';

/** Every regular file under `distDir` (`pools.html`, `_astro/a.css`), sorted; no symlinks. */
export async function listBuiltFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Whether `file` is a precompressed copy of another file of the build. */
export function isCompressedCopy(file: string, all: ReadonlySet<string>): boolean {
  return COMPRESSED_SUFFIXES.some(
    (suffix) => file.endsWith(suffix) && all.has(file.slice(0, -suffix.length)),
  );
}

/** The files a visitor may ask for by name: no precompressed copies, no host configuration. */
export function servedFiles(files: readonly string[]): string[] {
  const all = new Set(files);
  const hostConfig = new Set<string>(HOST_CONFIG_FILES);
  return files.filter((file) => !isCompressedCopy(file, all) && !hostConfig.has(file));
}

/** Whether a built file is a page with a URL of its own (error pages, in any locale, are not). */
export function isPage(file: string): boolean {
  return file.endsWith(PAGE_EXTENSION) && !ERROR_PAGE_FILES.has(file);
}

/** The clean URL of a page file: `index.html` -> `/`, `pools.html` -> `/pools`, `docs/index.html` -> `/docs`. */
export function cleanUrlOf(pageFile: string): string {
  const withoutExtension = `/${pageFile.slice(0, -PAGE_EXTENSION.length)}`;
  if (withoutExtension === '/index') return '/';
  return withoutExtension.replace(/\/index$/, '');
}

/** The page a clean URL (decoded) names among `files`, if any. */
export function pageAt(files: ReadonlySet<string>, cleanUrl: string): string | undefined {
  if (cleanUrl === '/') return files.has(HOME_PAGE) ? HOME_PAGE : undefined;
  // One URL per page: the slash and /index forms and the error pages are not pages of their own.
  if (cleanUrl.endsWith('/') || cleanUrl.endsWith('/index')) return undefined;
  const name = cleanUrl.slice(1);
  return [`${name}${PAGE_EXTENSION}`, `${name}/${HOME_PAGE}`].find(
    (file) => files.has(file) && isPage(file),
  );
}

/** How to answer a request path: the file to send, or the clean URL to redirect to. */
export type Resolution = { file: string } | { redirect: string } | undefined;

/**
 * What a decoded request path names among `files` (from `servedFiles`): a clean URL serves its
 * page, any other file is served by its own name, and `/pools.html` or `/pools/` redirect to
 * `/pools`. Only names in `files` are ever returned, so no path can reach outside the build.
 */
export function resolveUrl(files: ReadonlySet<string>, urlPath: string): Resolution {
  const page = pageAt(files, urlPath);
  if (page) return { file: page };
  const name = urlPath.slice(1);
  if (files.has(name)) {
    if (!name.endsWith(PAGE_EXTENSION)) return { file: name };
    // Redirect only to a URL that serves this very file, so a redirect never points elsewhere.
    const clean = cleanUrlOf(name);
    return pageAt(files, clean) === name ? { redirect: clean } : undefined;
  }
  const trimmed = urlPath.replace(/\/+$/, '');
  if (trimmed !== urlPath && trimmed !== '' && pageAt(files, trimmed)) return { redirect: trimmed };
  return undefined;
}

/**
 * The Content-Security-Policy of a build, the one source for the server (plugins/static-site.ts)
 * and for dist/_headers (scripts/build/postbuild.ts): each page's own, which allows only that
 * page's inline scripts and styles by their hashes, and the site-wide one every other response
 * carries, which allows every page's. The site-wide one never narrows a page's: a static host
 * that sends both for a page (Cloudflare Pages joins them, and a browser enforces each) leaves
 * the page's own in force, as Netlify does by sending the more specific rule's.
 */
export interface SitePolicies {
  /** Each page file's own policy (error pages included: the server sends them by file). */
  pages: ReadonlyMap<string, string>;
  /** The policy of every other response: any page's inline scripts and styles allowed. */
  siteWide: string;
  /** The hashes behind `siteWide`, each once, sorted. */
  hashes: InlineHashes;
}

/** The CSP of every page of a build, and the site-wide one (see SitePolicies). */
export async function sitePolicies(
  distDir: string,
  files: readonly string[],
): Promise<SitePolicies> {
  const byPage = await pageInlineHashes(distDir, files);
  const hashes = allInlineHashes(byPage);
  return {
    pages: new Map([...byPage].map(([page, own]) => [page, contentSecurityPolicy(own)])),
    siteWide: contentSecurityPolicy(hashes),
    hashes,
  };
}

/** Every page's hashes in one sorted list of each kind, for a CSP that must allow any page. */
function allInlineHashes(byPage: ReadonlyMap<string, InlineHashes>): InlineHashes {
  const all = [...byPage.values()];
  return {
    scripts: uniqueSorted(all.flatMap((hashes) => hashes.scripts)),
    styles: uniqueSorted(all.flatMap((hashes) => hashes.styles)),
  };
}

/**
 * The CSP hashes of each page's own inline scripts and styles, by file: a page's CSP lists only
 * its own.
 */
async function pageInlineHashes(
  distDir: string,
  files: readonly string[],
): Promise<Map<string, InlineHashes>> {
  const pages = files.filter((file) => file.endsWith(PAGE_EXTENSION));
  const hashes = await Promise.all(
    pages.map(
      async (page) =>
        [page, inlineHashes(await readFile(path.join(distDir, page), 'utf8'))] as const,
    ),
  );
  return new Map(hashes);
}
