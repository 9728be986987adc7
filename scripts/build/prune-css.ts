// Per-page CSS pruning, run by postbuild before compression. Tailwind writes one stylesheet with
// every utility the site uses, and Astro inlines it into each page; most pages need under two
// thirds of it. Each page keeps only the rules whose classes appear in that page: in its HTML, or
// in the scripts it loads (an island renders classes after hydration, e.g. an error state). That
// keeps each document small enough to arrive in one round trip (see bench/README.md).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform, type Selector } from 'lightningcss';
// eslint-disable-next-line import-x/no-restricted-paths -- until the pruning is replaced (issue 22)
import { parseHtml } from '../../e2e/support/built-site.ts';

/** What pruning did to one page. */
export interface PruneResult {
  file: string;
  /** Bytes of CSS in the page's <style> elements, before and after. */
  before: number;
  after: number;
}

const STYLE_ELEMENT = /(<style(?:\s[^>]*)?>)([\s\S]*?)(<\/style>)/g;
/** Any same-origin script URL the page names: script src, island component and renderer, preloads. */
const SCRIPT_URL = /["'](\/[^"'\s]+\.m?js)["']/g;
/** Relative imports inside a built chunk: `from"./x.js"`, `import("./x.js")`, `import"./x.js"`. */
const CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g;
/**
 * How a script's source is cut into words that may be class names: at whitespace and at the
 * quotes that delimit strings. A class may itself hold a quote (`content-['x']`), so the
 * source is cut both with and without the single quote.
 */
const SCRIPT_WORD_SEPARATORS = [/[\s"`\\]+/, /[\s"'`\\]+/];

/**
 * Every class name and element name a page can carry: the class attributes and the elements of
 * its HTML, plus every word of the scripts it runs (inline ones, and the given script sources),
 * since a script can only add a class or an element it spells out. Over-inclusion only keeps a
 * rule; it never drops one.
 */
export function classTokens(html: string, scriptSources: readonly string[] = []): Set<string> {
  const tokens = new Set<string>();
  const add = (words: readonly string[]) => {
    for (const word of words) if (word) tokens.add(word);
  };
  const addScript = (source: string) => {
    for (const separator of SCRIPT_WORD_SEPARATORS) add(source.split(separator));
  };
  for (const element of parseHtml(html).elements) {
    add((element.attrs.get('class') ?? '').split(/\s+/));
    // The element's own name: a rule for `textarea` or `table` needs one on the page.
    add([element.tag]);
    // Inline scripts; JSON-LD is data and renders no class.
    const isScript = element.tag === 'script' && !element.attrs.has('src');
    if (isScript && element.attrs.get('type') !== 'application/ld+json') {
      addScript(element.text ?? '');
    }
  }
  for (const source of scriptSources) addScript(source);
  return tokens;
}

/**
 * The class names and element names a selector requires of its subject and of its ancestors or
 * siblings (`.card h3` needs a `card` class and an `h3`).
 */
function requiredClasses(selector: Selector): string[] {
  // Classes and elements inside :is(), :where(), :not() or :has() are optional or negated: they
  // are ignored, so such a selector is kept whenever its other requirements are met.
  return selector.flatMap((component) =>
    component.type === 'class' || component.type === 'type' ? [component.name] : [],
  );
}

/**
 * `css` without the style rules that need a class or an element the page never carries (Tailwind's
 * preflight styles `table`, `textarea`, `progress`... on every page). A rule with several
 * selectors stays while any of them can match. At-rules (@font-face, @property, @keyframes ...) and
 * rules that need neither are kept as they are.
 */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  const canMatch = (selector: Selector) =>
    requiredClasses(selector).every((name) => used.has(name));
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Tailwind's fallback for browsers without @property (Safari before 16.4, Firefox before
        // 128: older than Tailwind 4's own floor): about 300 bytes on every page, for browsers
        // that cannot run the rest of its CSS either.
        'layer-block'(rule) {
          return rule.value.name?.[0] === 'properties' ? [] : undefined;
        },
        style(rule) {
          // A rule goes when none of its selectors can match. One that some can match stays
          // whole: lightningcss 1.33 cannot read back a rule the visitor rewrites when it holds a
          // var() (its `from: null`), and Tailwind's rules with selector lists are few and small.
          return rule.value.selectors.some(canMatch) ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/** Custom properties (`--name`) that a text mentions: var() references, inline styles, scripts. */
export function mentionedProperties(text: string): Set<string> {
  return new Set(text.match(/--[\w-]+/g) ?? []);
}

/**
 * The page's style sheets without the custom properties nothing reads: a declaration of `--x`
 * and an `@property --x` go when no sheet's `var()` and nothing in `elsewhere` (the page's inline
 * styles and scripts) mention `--x`. Tailwind declares its whole theme and registers every
 * `--tw-*` it uses on every page; a page reads about two thirds of them. Repeated until stable,
 * since dropping a declaration can leave the properties it read unread.
 */
export function pruneUnreadProperties(
  sheets: readonly string[],
  elsewhere: ReadonlySet<string>,
): string[] {
  let current = [...sheets];
  for (;;) {
    const read = new Set(
      current.flatMap((css) => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] as string)),
    );
    // lightningcss hands unknown properties (text-wrap...) to the same `custom` visitor.
    const unread = (name: string) =>
      name.startsWith('--') && !read.has(name) && !elsewhere.has(name);
    const next = current.map((css) =>
      css.trim() === ''
        ? css
        : transform({
            filename: 'page.css',
            code: Buffer.from(css),
            minify: true,
            visitor: {
              Declaration: {
                custom(property) {
                  return unread(property.name) ? [] : undefined;
                },
              },
              Rule: {
                property(rule) {
                  return unread(rule.value.name) ? [] : undefined;
                },
              },
            },
          }).code.toString(),
    );
    if (next.every((css, i) => css === current[i])) return next;
    current = next;
  }
}

/** The built scripts a page loads, with the chunks they import: their sources by path in dist. */
export async function pageScripts(distDir: string, html: string): Promise<Map<string, string>> {
  const pending = [...html.matchAll(SCRIPT_URL)].map((match) => path.join(distDir, match[1] ?? ''));
  const sources = new Map<string, string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (sources.has(file)) continue;
    const source = await readFile(file, 'utf8').catch(() => undefined);
    if (source === undefined) continue; // not a file of this build (e.g. a URL in the copy)
    sources.set(file, source);
    for (const match of source.matchAll(CHUNK_IMPORT)) {
      pending.push(path.join(path.dirname(file), match[1] ?? ''));
    }
  }
  return sources;
}

/** Prunes the <style> elements of one built page in place. */
export async function prunePage(distDir: string, file: string): Promise<PruneResult> {
  const fullPath = path.join(distDir, file);
  const html = await readFile(fullPath, 'utf8');
  const scripts = [...(await pageScripts(distDir, html)).values()];
  const used = classTokens(html, scripts);
  // What the page mentions outside its <style> elements: a style attribute or a script may read a
  // custom property the CSS never does.
  // So may a stylesheet a script loads (the toasts' one reads the colour tokens).
  const sheets = await Promise.all(
    [...new Set(scripts.join('\n').match(/\/?_astro\/[\w.-]+\.css/g) ?? [])].map((url) =>
      readFile(path.join(distDir, url.replace(/^\//, '')), 'utf8').catch(() => ''),
    ),
  );
  const elsewhere = mentionedProperties(
    [html.replace(STYLE_ELEMENT, ''), ...scripts, ...sheets].join('\n'),
  );
  const styles = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[2] ?? '');
  const classPruned = styles.map((css) => (css.trim() === '' ? css : pruneCss(css, used)));
  const kept = pruneUnreadProperties(classPruned, elsewhere);
  let index = 0;
  const pruned = html.replace(STYLE_ELEMENT, (_element, open: string, _css, close: string) => {
    const css = kept[index] ?? '';
    index += 1;
    return `${open}${css}${close}`;
  });
  const before = styles.reduce((sum, css) => sum + css.length, 0);
  const after = kept.reduce((sum, css) => sum + css.length, 0);
  if (pruned !== html) await writeFile(fullPath, pruned);
  return { file, before, after };
}
