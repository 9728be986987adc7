// Minifies the inline <script>s of a built page, run by postbuild before the CSS is pruned and
// the CSP hashes are taken. Astro minifies the scripts it bundles, but an inline script is sent
// as written: the header's enhancement script is a TypeScript function's source, about 1 KB with
// its spaces, in every page's first round trip. esbuild (Astro's and Vite's own minifier) does it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';

/** An inline script: no src, and JavaScript (JSON-LD and other data blocks are left alone). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

function isJavaScript(attributes: string): boolean {
  if (/\ssrc\s*=/.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/.exec(attributes)?.[1];
  return type === undefined || type === 'module' || /^(text|application)\/javascript$/.test(type);
}

/** `html` with each inline JavaScript minified; a script that fails to parse stays as written. */
export async function minifyInlineScripts(html: string): Promise<string> {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter((match) => isJavaScript(match[1] ?? ''));
  const minified = await Promise.all(
    scripts.map(async (match) => {
      const source = match[2] ?? '';
      if (source.trim() === '') return source;
      const { code } = await transform(source, { minify: true, loader: 'js' });
      return code.trim().replace(/;$/, '');
    }),
  );
  let result = '';
  let last = 0;
  scripts.forEach((match, i) => {
    const start = (match.index ?? 0) + match[0].indexOf('>') + 1;
    result += html.slice(last, start) + (minified[i] ?? '');
    last = start + (match[2] ?? '').length;
  });
  return result + html.slice(last);
}

/** Minifies the inline scripts of one built page in place; returns the bytes saved. */
export async function minifyPageScripts(distDir: string, file: string): Promise<number> {
  const fullPath = path.join(distDir, file);
  const html = await readFile(fullPath, 'utf8');
  const minified = await minifyInlineScripts(html);
  if (minified !== html) await writeFile(fullPath, minified);
  return html.length - minified.length;
}
