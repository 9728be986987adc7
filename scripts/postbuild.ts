// Runs after `astro build`: prunes each page's inlined CSS to the rules it can use
// (scripts/prune-css.ts), precompresses dist (brotli and gzip beside each text file, which
// the server picks by Accept-Encoding) and writes dist/_headers for static hosts, with the
// same header values the server sends (server/response-headers.ts).
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  CACHE_CONTROL,
  HASHED_ASSETS_PREFIX,
  cacheControlFor,
  inlineScriptHashes,
  securityHeaders,
  uniqueSorted,
} from '../server/response-headers.ts';
import { listFiles, listPages } from './built-site.ts';
import { prunePage } from './prune-css.ts';

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

/** Static-host configuration written into dist, not part of the site. */
const HEADERS_FILE = '_headers';

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

/** Compresses every compressible file in dist. */
export async function compressDist(distDir: string): Promise<CompressionResult[]> {
  const files = listFiles(distDir).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()),
  );
  return Promise.all(files.map((file) => compressFile(path.join(distDir, file))));
}

/** The CSP hashes of the inline scripts of every HTML file in dist, deduplicated. */
export async function distScriptHashes(distDir: string): Promise<string[]> {
  const pages = listPages(distDir);
  const hashes = await Promise.all(
    pages.map(async (page) => inlineScriptHashes(await readFile(path.join(distDir, page), 'utf8'))),
  );
  return uniqueSorted(hashes.flat());
}

/** The clean URL a static host serves an HTML file at: `pools.html` -> `/pools`. */
function cleanUrl(htmlFile: string): string {
  const withoutExtension = `/${htmlFile.slice(0, -'.html'.length)}`;
  if (withoutExtension === '/index') return '/';
  return withoutExtension.replace(/\/index$/, '');
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
 * appears once per path: both hosts combine the values of every matching rule.
 */
export function headersFile(files: readonly string[], scriptHashes: readonly string[]): string {
  const served = files.filter((file) => !/\.(br|gz)$/.test(file) && file !== HEADERS_FILE);
  const pages = served.filter((file) => file.endsWith('.html') && file !== '404.html');
  const publicFiles = served.filter(
    (file) => !file.endsWith('.html') && !`/${file}`.startsWith(HASHED_ASSETS_PREFIX),
  );
  const blocks = [
    block('/*', securityHeaders(scriptHashes)),
    block(`${HASHED_ASSETS_PREFIX}*`, { 'cache-control': CACHE_CONTROL.immutable }),
    ...pages.map((page) => block(cleanUrl(page), { 'cache-control': CACHE_CONTROL.html })),
    ...publicFiles.map((file) =>
      block(`/${file}`, { 'cache-control': cacheControlFor(`/${file}`) }),
    ),
  ];
  return `# Generated by scripts/postbuild.ts from server/response-headers.ts: do not edit.\n${blocks.join('\n\n')}\n`;
}

/** Runs the whole post-build step on dist. */
export async function postbuild(distDir: string): Promise<void> {
  const isDirectory = await stat(distDir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new Error(`${distDir} does not exist: run astro build first`);
  // Pruning rewrites the pages, so it runs before they are compressed.
  const pages = listPages(distDir);
  const pruned = await Promise.all(pages.map((page) => prunePage(distDir, page)));
  const [compressed, scriptHashes] = await Promise.all([
    compressDist(distDir),
    distScriptHashes(distDir),
  ]);
  const files = listFiles(distDir);
  await writeFile(path.join(distDir, HEADERS_FILE), headersFile(files, scriptHashes));
  const before = compressed.reduce((sum, result) => sum + result.originalSize, 0);
  const afterBr = compressed.reduce((sum, result) => sum + (result.br ?? result.originalSize), 0);
  const cssBefore = pruned.reduce((sum, result) => sum + result.before, 0);
  const cssAfter = pruned.reduce((sum, result) => sum + result.after, 0);
  console.log(
    `postbuild: inlined CSS pruned on ${pruned.length} pages (${kb(cssBefore)} -> ${kb(cssAfter)}), ` +
      `${compressed.length} files compressed (${kb(before)} -> ${kb(afterBr)} with brotli), ` +
      `${scriptHashes.length} inline script hashes in the CSP, wrote ${HEADERS_FILE}`,
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

if (import.meta.main) {
  const distDir = fileURLToPath(new URL('../dist', import.meta.url));
  postbuild(distDir).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
