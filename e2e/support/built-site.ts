// Reads the built site (dist/) for the build checks in e2e/build-checks.spec.ts: pages parsed by
// parse5, links and anchors followed by linkinator, CSS read by lightningcss, image sizes by
// sharp. Which file a URL names is server/site-paths.ts, the server's own rule.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import getPort from 'get-port';
import { transform } from 'lightningcss';
import { LinkChecker, LinkState } from 'linkinator';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import sharp from 'sharp';
import { cleanUrlOf, listBuiltFiles, resolveUrl, servedFiles } from '#server/site-paths.ts';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];

/** One element of a page, as the browser parses it. */
export interface HtmlElement {
  /** Lowercase tag name. */
  tag: string;
  /** Attributes by name, character references decoded. */
  attrs: ReadonlyMap<string, string>;
  /** 1-based line of the start tag; 0 for an element the parser implied (head, body). */
  line: number;
  /** The text inside `<title>`, `<script>`, `<style>` and `<textarea>`. */
  text?: string;
}

/** A built page, parsed once for every check. */
export interface BuiltPage {
  /** Its file in dist, e.g. `contact/sent.html`. */
  file: string;
  /** Its clean URL, e.g. `/contact/sent`. */
  path: string;
  html: string;
  /** Every element, in document order. */
  elements: HtmlElement[];
  /** The text the page draws: its text nodes, outside scripts, styles and the title. */
  text: string;
}

/** The build: its served files and its pages. */
export interface BuiltSite {
  distDir: string;
  files: ReadonlySet<string>;
  pages: BuiltPage[];
}

const TEXT_ELEMENTS = new Set(['title', 'script', 'style', 'textarea']);
/** Elements whose text is not drawn as part of the page. */
const UNDRAWN = new Set(['title', 'script', 'style']);

function childrenOf(node: Node): Node[] {
  const children = 'childNodes' in node ? [...node.childNodes] : [];
  // A <template>'s markup is in its content fragment.
  return 'content' in node ? [...node.content.childNodes, ...children] : children;
}

function textOf(node: Node): string {
  return childrenOf(node)
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

/** Every element of an HTML document in order, and the text it draws. */
export function parseHtml(html: string): { elements: HtmlElement[]; text: string } {
  // Scripting off: <noscript> content is markup to check, as for a visitor without JavaScript.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const elements: HtmlElement[] = [];
  const text: string[] = [];
  const walk = (node: Node, drawn: boolean) => {
    if (node.nodeName === '#text' && 'value' in node && drawn) text.push(node.value);
    if ('tagName' in node) {
      const element: HtmlElement = {
        tag: node.tagName,
        attrs: new Map(node.attrs.map((attr) => [attr.name, attr.value])),
        line: node.sourceCodeLocation?.startLine ?? 0,
      };
      if (TEXT_ELEMENTS.has(node.tagName)) element.text = textOf(node);
      elements.push(element);
    }
    const childDrawn = drawn && !('tagName' in node && UNDRAWN.has(node.tagName));
    for (const child of childrenOf(node)) walk(child, childDrawn);
  };
  walk(document, true);
  return { elements, text: text.join(' ') };
}

/**
 * The inline SVGs of a page that assistive technology would meet without a name: an SVG must
 * either start with a non-empty `<title>` or be decorative, `aria-hidden="true"` on itself or on
 * an ancestor. Each is described by its offset in the page and its class, to find it.
 */
export function unnamedSvgs(html: string): string[] {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const found: string[] = [];
  const attr = (node: Node, name: string) =>
    'attrs' in node ? node.attrs.find((a) => a.name === name)?.value : undefined;
  const walk = (node: Node, hidden: boolean) => {
    const isHidden = hidden || attr(node, 'aria-hidden') === 'true';
    if ('tagName' in node && node.tagName === 'svg' && !isHidden) {
      const first = childrenOf(node).find((child) => 'tagName' in child);
      const titled =
        first !== undefined && 'tagName' in first && first.tagName === 'title'
          ? textOf(first).trim() !== ''
          : false;
      if (!titled) {
        const where = node.sourceCodeLocation?.startOffset ?? -1;
        found.push(`<svg> at offset ${where} (class "${attr(node, 'class') ?? ''}")`);
      }
    }
    for (const child of childrenOf(node)) walk(child, isHidden);
  };
  walk(document, false);
  return found;
}

/** Lists the build and parses every page. */
export async function readBuiltSite(distDir: string): Promise<BuiltSite> {
  const files = servedFiles(await listBuiltFiles(distDir));
  const pages = await Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map(async (file) => {
        const html = await readFile(path.join(distDir, file), 'utf8');
        return { file, path: cleanUrlOf(file), html, ...parseHtml(html) };
      }),
  );
  return { distDir, files: new Set(files), pages };
}

/** The file in dist a URL path (still percent-encoded) is served from, as the server maps it. */
export function fileForUrlPath(site: BuiltSite, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // /pools/ and /pools.html redirect to /pools: they name the file /pools serves.
  let resolution = resolveUrl(site.files, decoded);
  if (resolution && 'redirect' in resolution)
    resolution = resolveUrl(site.files, resolution.redirect);
  return resolution && 'file' in resolution ? resolution.file : undefined;
}

/**
 * Attributes whose URL the browser fetches while loading a page (links, which only navigate,
 * may point anywhere). Form actions name server routes, not files, and are left out.
 */
const RESOURCE_ATTRIBUTES: Record<string, readonly string[]> = {
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

/** The URLs in one attribute value; a srcset lists several, each followed by a descriptor. */
function urlsIn(attribute: string, value: string): string[] {
  if (!attribute.endsWith('srcset')) return [value.trim()];
  return value.split(',').flatMap((candidate) => candidate.trim().split(/\s+/)[0] || []);
}

/** The `url()`s of a stylesheet, by lightningcss. */
function cssUrls(css: string, filename: string): string[] {
  const { dependencies = [] } = transform({
    filename,
    code: Buffer.from(css),
    analyzeDependencies: true,
  });
  return dependencies.flatMap((dependency) => (dependency.type === 'url' ? [dependency.url] : []));
}

/**
 * What linkinator does not check: resources a page or stylesheet would load from another origin,
 * `javascript:` URLs, and #fragments. linkinator checks a fragment only when it sees the link
 * before it fetches the target page, so with every page as a starting point it misses some;
 * here each fragment is looked up among the ids parse5 found on the page the server would send.
 */
async function otherProblems(site: BuiltSite, origin: string): Promise<string[]> {
  const problems: string[] = [];
  const idsByFile = new Map(
    site.pages.map((page) => [
      page.file,
      new Set(page.elements.flatMap((element) => element.attrs.get('id') ?? [])),
    ]),
  );
  const check = (file: string, where: string, url: string, isResource: boolean) => {
    const resolved = new URL(url, new URL(`/${file}`, origin));
    if (resolved.protocol === 'javascript:') problems.push(`${where}: javascript: URL`);
    const isWeb = resolved.protocol === 'http:' || resolved.protocol === 'https:';
    if (isResource && isWeb && resolved.origin !== origin) {
      problems.push(
        `${where}: third-party resource ${url}: no request may leave the site's origin`,
      );
    }
    const fragment = decodeURIComponent(resolved.hash.slice(1));
    // An empty fragment and #top scroll to the top of any page.
    if (isResource || resolved.origin !== origin || fragment === '' || fragment === 'top') return;
    const target = fileForUrlPath(site, resolved.pathname);
    if (target !== undefined && !idsByFile.get(target)?.has(fragment)) {
      problems.push(`${where}: no element with id "${fragment}" in ${target}`);
    }
  };
  for (const page of site.pages) {
    for (const element of page.elements) {
      const where = `${page.file}:${element.line} ${element.tag}`;
      for (const attribute of RESOURCE_ATTRIBUTES[element.tag] ?? []) {
        const value = element.attrs.get(attribute);
        for (const url of value === undefined ? [] : urlsIn(attribute, value)) {
          check(page.file, `${where}[${attribute}]`, url, true);
        }
      }
      const href = element.attrs.get('href');
      if (href !== undefined && (element.tag === 'a' || element.tag === 'area')) {
        check(page.file, `${where}[href]`, href, false);
      }
      if (element.tag === 'style') {
        for (const url of cssUrls(element.text ?? '', page.file)) {
          check(page.file, `${where} url()`, url, true);
        }
      }
    }
  }
  for (const file of [...site.files].filter((name) => name.endsWith('.css'))) {
    const css = await readFile(path.join(site.distDir, file), 'utf8');
    for (const url of cssUrls(css, file)) check(file, `${file} url()`, url, true);
  }
  return problems;
}

/**
 * Every broken internal link, missing anchor and third-party resource of a build, one line
 * each. linkinator serves dist and requests every link and `url()` of every page and
 * stylesheet; URLs on `origin` (SITE_URL) count as internal, other origins are not requested.
 */
export async function findBrokenReferences(site: BuiltSite, origin: string): Promise<string[]> {
  const port = await getPort();
  const local = `http://localhost:${port}`;
  const result = await new LinkChecker().check({
    port,
    serverRoot: site.distDir,
    // Each page and stylesheet is a starting point, so pages no link leads to are checked too.
    path: [...site.files].filter((file) => /\.(html|css)$/.test(file)),
    checkCss: true,
    concurrency: 8,
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${escapeRegExp(origin)}(?=/|$)`), replacement: local },
      // A clean URL is its .html file (server/site-paths.ts): /contact is contact.html even
      // beside a contact/ folder, where linkinator's own cleanUrls would look for an index.
      {
        pattern: new RegExp(`^(${escapeRegExp(local)}/(?:[^?#]*/)?[^/?#.]+)(?=[?#]|$)`),
        replacement: '$1.html',
      },
    ],
    linksToSkip: async (url) => !url.startsWith(local),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.parent ?? '?'} -> ${link.url}: ${describe(link.failureDetails)}`);
  return [...broken, ...(await otherProblems(site, origin))];
}

function describe(details: unknown[] | undefined): string {
  const first = details?.[0];
  if (first instanceof Error) return first.message;
  if (first && typeof first === 'object' && 'status' in first)
    return `HTTP ${String(first.status)}`;
  return 'broken';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Width and height of a PNG (by sharp); throws when the bytes are not a PNG. */
export async function pngSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const { format, width, height } = await sharp(bytes).metadata();
  if (format !== 'png') throw new Error(`not a PNG file (${format})`);
  return { width, height };
}
