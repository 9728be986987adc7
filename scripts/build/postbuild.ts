// Runs after `astro build` (scripts/build/build.ts): moves Astro's island style into <head>,
// precompresses the build (brotli and gzip beside each text file, which the server picks by
// Accept-Encoding) and writes its _headers for static hosts, with the same header values the
// server sends (server/response-headers.ts) and each page's own CSP (server/site-paths.ts,
// sitePolicies).
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  CACHE_CONTROL,
  HASHED_ASSETS_PREFIX,
  cacheControlFor,
  securityHeaders,
} from '#server/response-headers.ts';
import {
  HOST_CONFIG_FILES,
  cleanUrlOf,
  isPage,
  listBuiltFiles,
  servedFiles,
  sitePolicies,
  type SitePolicies,
} from '#server/site-paths.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
  '.ico',
]);

/** dist/_headers, the header rules static hosts read. */
const HEADERS_FILE = HOST_CONFIG_FILES[0];

/** What compressing one file achieved. */
export interface CompressionResult {
  file: string;
  originalSize: number;
  /** Sizes written; an encoding is absent when it would not have made the file smaller. */
  br?: number;
  gz?: number;
}

/** Writes `target` when `data` is smaller than the original, else removes a stale copy. */
async function writeIfSmaller(target: string, data: Buffer, originalSize: number) {
  if (data.length < originalSize) {
    await writeFile(target, data);
    return data.length;
  }
  await unlink(target).catch(() => undefined);
  return undefined;
}

/** Writes `file.br` (brotli, max quality) and `file.gz` (gzip level 9) next to `file`. */
export async function compressFile(file: string): Promise<CompressionResult> {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: CompressionResult = { file, originalSize: original.length };
  const brSize = await writeIfSmaller(`${file}.br`, br, original.length);
  const gzSize = await writeIfSmaller(`${file}.gz`, gz, original.length);
  if (brSize !== undefined) result.br = brSize;
  if (gzSize !== undefined) result.gz = gzSize;
  return result;
}

/**
 * Astro writes its islands' one rule (`astro-island{display:contents}`) as a `<style>` just
 * before the first island, inside `<body>`, where HTML allows no `<style>`; it has no option to
 * put it in `<head>` (withastro/astro#10308, kept by design). This moves it to the end of `<head>`,
 * where it still applies before the island is drawn. Returns the page unchanged when it has none.
 */
export function hoistIslandStyle(html: string): string {
  const bodyAt = html.indexOf('<body');
  const style = /<style>astro-island[^<]*<\/style>/.exec(html);
  if (style === null || bodyAt === -1 || style.index < bodyAt) return html;
  const without = html.slice(0, style.index) + html.slice(style.index + style[0].length);
  return without.replace('</head>', `${style[0]}</head>`);
}

/** Compresses every compressible file in dist (not the copies of an earlier run). */
export async function compressDist(distDir: string): Promise<CompressionResult[]> {
  const files = servedFiles(await listBuiltFiles(distDir)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()),
  );
  return Promise.all(files.map((file) => compressFile(path.join(distDir, file))));
}

function block(pattern: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${headerCase(name)}: ${value}`);
  return [pattern, ...lines].join('\n');
}

function headerCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => {
    return dash + letter.toUpperCase();
  });
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages format) for the files in dist. Cache-Control
 * appears once per path: both hosts combine the values of every matching rule. Each page carries
 * its own CSP, as the server sends it, beside the site-wide one of `/*` (see SitePolicies).
 */
export function headersFile(files: readonly string[], policies: SitePolicies): string {
  const served = servedFiles(files);
  const pages = served.filter(isPage);
  const publicFiles = served.filter(
    (file) => !file.endsWith('.html') && !`/${file}`.startsWith(HASHED_ASSETS_PREFIX),
  );
  const blocks = [
    block('/*', securityHeaders(policies.hashes.scripts, policies.hashes.styles)),
    block(`${HASHED_ASSETS_PREFIX}*`, { 'cache-control': CACHE_CONTROL.immutable }),
    ...pages.map((page) =>
      block(cleanUrlOf(page), {
        'cache-control': CACHE_CONTROL.html,
        'content-security-policy': policies.pages.get(page) ?? policies.siteWide,
      }),
    ),
    ...publicFiles.map((file) =>
      block(`/${file}`, { 'cache-control': cacheControlFor(`/${file}`) }),
    ),
  ];
  return `# Generated by scripts/build/postbuild.ts from server/response-headers.ts: do not edit.\n${blocks.join('\n\n')}\n`;
}

/**
 * Compresses dist (unless `compress` is false) and writes _headers (the CSP hashes of every page's
 * inline scripts and styles). The e2e run's second site, built from the sample facts, is read only
 * by tests of its pages, never of their encodings; brotli at its highest quality is half of a
 * build's CPU time, which a 2-core machine pays while the suite waits for its first test.
 */
export async function postbuild(distDir: string, { compress = true } = {}): Promise<void> {
  const isDirectory = await stat(distDir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new Error(`${distDir} does not exist: run astro build first`);
  const pages = (await listBuiltFiles(distDir)).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(distDir, page);
    const html = await readFile(file, 'utf8');
    const hoisted = hoistIslandStyle(html);
    if (hoisted !== html) await writeFile(file, hoisted);
  }
  const [compressed, policies] = await Promise.all([
    compress ? compressDist(distDir) : [],
    sitePolicies(distDir, pages),
  ]);
  const { hashes } = policies;
  const files = await listBuiltFiles(distDir);
  await writeFile(path.join(distDir, HEADERS_FILE), headersFile(files, policies));
  const before = compressed.reduce((sum, result) => sum + result.originalSize, 0);
  const afterBr = compressed.reduce((sum, result) => sum + (result.br ?? result.originalSize), 0);
  console.log(
    `postbuild: ${compress ? `${compressed.length} files compressed (${kb(before)} -> ${kb(afterBr)} with brotli)` : 'not compressed'}, ` +
      `${hashes.scripts.length} inline script and ${hashes.styles.length} inline style hashes ` +
      `in the CSPs of ${policies.pages.size} pages, wrote ${HEADERS_FILE}`,
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

if (import.meta.main) {
  const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
  postbuild(distDir).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
