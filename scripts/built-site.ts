// Reads the built site (dist/) for the build checks in e2e/build-checks.spec.ts: a small HTML
// tag scanner (our own output only: no dependency needed), URL-to-file mapping, a link and
// anchor checker, and the PNG size reader. Node 24 runs it as is (erasable TypeScript).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** One start tag in a document, with its attributes and, for raw-text elements, its text. */
export interface HtmlElement {
  /** Lowercase tag name. */
  tag: string;
  /** Attributes by lowercase name, entities decoded. */
  attrs: ReadonlyMap<string, string>;
  /** 1-based line of the tag. */
  line: number;
  /** Text content of `<title>`, `<script>`, `<style>` and `<textarea>`, entities decoded for title. */
  text?: string;
}

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes character references (&amp; &#39; &#x27;), the ones a renderer emits. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

const TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // Browsers keep the first of two same-named attributes.
    if (!attrs.has(key)) attrs.set(key, decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attrs;
}

/** Every start tag of an HTML document, in order; comments and raw text are skipped. */
export function scanHtml(html: string): HtmlElement[] {
  const lineStarts = [0];
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };

  const elements: HtmlElement[] = [];
  let index = 0;
  while ((index = html.indexOf('<', index)) !== -1) {
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = index;
    const match = TAG.exec(html);
    if (!match) {
      index += 1;
      continue;
    }
    const tag = (match[1] ?? '').toLowerCase();
    const element: HtmlElement = {
      tag,
      attrs: parseAttributes((match[2] ?? '').replace(/\/$/, '')),
      line: lineAt(index),
    };
    index = TAG.lastIndex;
    if (RAW_TEXT.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, index);
      const end = close === -1 ? html.length : close;
      const text = html.slice(index, end);
      element.text = tag === 'title' ? decodeEntities(text) : text;
      index = end;
    }
    elements.push(element);
  }
  return elements;
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The HTML pages of a build (no precompressed copies). */
export function listPages(distDir: string): string[] {
  return listFiles(distDir).filter((file) => file.endsWith('.html'));
}

/** The clean URL path a page file is served at: index.html -> /, contact/sent.html -> /contact/sent. */
export function pagePathOf(file: string): string {
  const withoutExtension = `/${file}`.replace(/\.html$/, '');
  if (withoutExtension === '/index') return '/';
  return withoutExtension.replace(/\/index$/, '');
}

/**
 * The file in dist a URL path is served from, as the server maps it: the file itself, else the
 * clean URL's `.html` page (/pools -> pools.html, / -> index.html). Undefined when none exists.
 */
export function fileForUrlPath(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, '');
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative.replace(/\/$/, '')}.html`];
  return candidates.find((candidate) => {
    const file = path.join(distDir, candidate);
    return existsSync(file) && statSync(file).isFile();
  });
}

/**
 * Attributes holding a URL the browser fetches or navigates to, by element. Form actions are
 * left out: they name server routes (POST /api/contact), not files in dist.
 */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href', 'imagesrcset'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};

/** Elements that only navigate: they may point anywhere, since no request leaves on load. */
const NAVIGATION_ONLY = new Set(['a', 'area']);

/** One URL found in a built file. */
export interface Reference {
  /** The file it was found in, relative to dist. */
  file: string;
  line: number;
  /** Tag and attribute, e.g. `a[href]`, or `css url()`. */
  where: string;
  url: string;
  /** Whether loading the page fetches it (scripts, styles, images, fonts). */
  isResource: boolean;
}

/** The URLs in one attribute value; srcset lists several, each followed by a descriptor. */
function urlsIn(attribute: string, value: string): string[] {
  if (attribute !== 'srcset' && attribute !== 'imagesrcset') return [value.trim()];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** Every URL the elements of one page reference. */
export function referencesIn(file: string, elements: readonly HtmlElement[]): Reference[] {
  const references: Reference[] = [];
  for (const element of elements) {
    for (const attribute of URL_ATTRIBUTES[element.tag] ?? []) {
      const value = element.attrs.get(attribute);
      if (value === undefined) continue;
      for (const url of urlsIn(attribute, value)) {
        references.push({
          file,
          line: element.line,
          where: `${element.tag}[${attribute}]`,
          url,
          isResource: !NAVIGATION_ONLY.has(element.tag),
        });
      }
    }
  }
  return references;
}

/** Every `url(...)` in a stylesheet (fonts, images); all of them are fetched resources. */
export function referencesInCss(file: string, css: string): Reference[] {
  const references: Reference[] = [];
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)) {
    const url = match[1] ?? match[2] ?? match[3] ?? '';
    const line = css.slice(0, match.index).split('\n').length;
    references.push({ file, line, where: 'css url()', url, isResource: true });
  }
  return references;
}

/** Why a reference is broken, or undefined when it resolves. */
export type ReferenceProblem = { reference: Reference; message: string };

/** What the checker needs to know about the build. */
export interface SiteIndex {
  distDir: string;
  /** The public origin (SITE_URL); absolute URLs on it count as internal. */
  origin: string;
  /** The ids in each page, by file relative to dist. */
  idsByFile: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Schemes that never fetch anything from a server. */
const IGNORED_SCHEMES = new Set(['mailto:', 'tel:', 'sms:', 'data:', 'javascript:', 'blob:']);

/**
 * Checks one reference: internal URLs must map to a file in dist and their #fragment to an id
 * on the target page; resources (anything but a plain link) must not come from another origin.
 */
export function checkReference(site: SiteIndex, reference: Reference): string | undefined {
  const base = new URL(`/${reference.file}`, site.origin);
  if (reference.url === '') return 'empty URL';
  let url: URL;
  try {
    url = new URL(reference.url, base);
  } catch {
    return `not a URL: ${reference.url}`;
  }
  if (IGNORED_SCHEMES.has(url.protocol)) {
    return url.protocol === 'javascript:' ? 'javascript: URL' : undefined;
  }
  if (url.origin !== site.origin) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return reference.isResource
      ? `third-party resource ${reference.url}: no request may leave the site's origin`
      : undefined;
  }
  // Same-page fragments resolve against the page's own file.
  const target =
    url.pathname === base.pathname ? reference.file : fileForUrlPath(site.distDir, url.pathname);
  if (target === undefined) return `no file in dist for ${url.pathname}`;
  let fragment: string;
  try {
    fragment = decodeURIComponent(url.hash.slice(1));
  } catch {
    return `malformed fragment ${url.hash}`;
  }
  if (fragment === '' || fragment === 'top') return undefined;
  const ids = site.idsByFile.get(target);
  if (!ids) return `#${fragment} points into ${target}, which is not a page`;
  return ids.has(fragment) ? undefined : `no element with id "${fragment}" in ${target}`;
}

/** Width and height of a PNG, from its IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const header = new TextDecoder('latin1').decode(bytes.subarray(12, 16));
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte) || header !== 'IHDR') {
    throw new Error('not a PNG file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A built page: its file, clean path and scanned elements. */
export interface BuiltPage {
  file: string;
  path: string;
  html: string;
  elements: HtmlElement[];
}

/** Reads and scans every page of a build. */
export function readPages(distDir: string): BuiltPage[] {
  return listPages(distDir).map((file) => {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    return { file, path: pagePathOf(file), html, elements: scanHtml(html) };
  });
}

/** The ids each page defines. */
export function idsOf(pages: readonly BuiltPage[]): Map<string, Set<string>> {
  return new Map(
    pages.map((page) => [
      page.file,
      new Set(page.elements.flatMap((element) => element.attrs.get('id') ?? [])),
    ]),
  );
}

/** Every broken internal link, missing anchor and third-party resource in a build. */
export function findBrokenReferences(distDir: string, origin: string): ReferenceProblem[] {
  const pages = readPages(distDir);
  const site: SiteIndex = { distDir, origin, idsByFile: idsOf(pages) };
  const references = pages.flatMap((page) => referencesIn(page.file, page.elements));
  for (const file of listFiles(distDir).filter((name) => name.endsWith('.css'))) {
    references.push(...referencesInCss(file, readFileSync(path.join(distDir, file), 'utf8')));
  }
  return references.flatMap((reference) => {
    const message = checkReference(site, reference);
    return message === undefined ? [] : [{ reference, message }];
  });
}
