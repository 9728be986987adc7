import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  classTokens,
  mentionedProperties,
  pageScripts,
  pruneCss,
  prunePage,
  pruneUnreadProperties,
} from './prune-css.ts';

describe('classTokens', () => {
  it('collects class attributes, inline scripts and script sources, not other text', () => {
    const html =
      '<body class="flex  min-h-dvh"><p class=\'text-muted\'>grid</p>' +
      '<a class="[&amp;&gt;svg]:size-4 content-[&#39;x&#39;]" title="hidden">x</a>' +
      '<script>el.classList.add("is-open")</script>' +
      '<script type="application/ld+json">{"name":"from-json-ld"}</script></body>';
    const tokens = classTokens(html, [
      `const c="aria-invalid:border-destructive mt-2",d="before:content-['—'] p-2"`,
    ]);
    const fromMarkup = ['flex', 'min-h-dvh', 'text-muted', '[&>svg]:size-4', "content-['x']"];
    for (const token of [...fromMarkup, 'is-open']) {
      expect(tokens).toContain(token);
    }
    expect(tokens).toContain('aria-invalid:border-destructive');
    expect(tokens).toContain('mt-2');
    expect(tokens).toContain("before:content-['—']");
    expect(tokens).not.toContain('grid');
    expect(tokens).not.toContain('hidden');
    expect([...tokens].some((token) => token.includes('from-json-ld'))).toBe(false);
  });
});

describe('pruneCss', () => {
  const used = new Set(['flex', 'hover:text-brand', 'group', 'group-hover:underline', 'mt-2']);

  it('drops rules that need a class the page does not carry, and keeps the rest', () => {
    const css =
      '@layer utilities{.flex{display:flex}.grid{display:grid}' +
      '.hover\\:text-brand:hover{color:blue}.hover\\:text-muted:hover{color:gray}' +
      '@media (width>=40rem){.sm\\:grid{display:grid}.mt-2{margin-top:.5rem}}}';
    const pruned = pruneCss(css, used);
    expect(pruned).toContain('.flex{display:flex}');
    expect(pruned).toContain('.hover\\:text-brand:hover');
    expect(pruned).toContain('.mt-2{margin-top:.5rem}');
    expect(pruned).not.toContain('.grid');
    expect(pruned).not.toContain('text-muted');
    expect(pruned).not.toContain('sm\\:grid');
  });

  it('needs every class of a compound or combined selector', () => {
    const css =
      '.group:hover .group-hover\\:underline{text-decoration:underline}' +
      '.peer:checked~.peer-checked\\:flex{display:flex}';
    const pruned = pruneCss(css, used);
    expect(pruned).toContain('group-hover\\:underline');
    expect(pruned).not.toContain('peer-checked');
  });

  it('keeps the elements the page has, attribute and pseudo selectors, classes in :where()', () => {
    const css =
      'html{color:#000}[data-sonner-toaster]{position:fixed}' +
      ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}' +
      '.flex:not(.hidden){gap:1rem}@font-face{font-family:X;src:url(x.woff2)}' +
      '@property --tw-shadow{syntax:"*";inherits:false}';
    const pruned = pruneCss(css, new Set([...used, 'html']));
    for (const kept of [
      'html{',
      '[data-sonner-toaster]{',
      ':where(.space-y-4',
      '.flex:not(.hidden)',
      '@font-face',
      '@property --tw-shadow',
    ]) {
      expect(pruned).toContain(kept);
    }
  });

  it('keeps a selector list while any of it can match, and drops it when none can', () => {
    expect(pruneCss('.flex,.grid{display:flex}', used)).toBe('.flex,.grid{display:flex}');
    expect(pruneCss('.grid,.hidden-x{display:grid}', used)).toBe('');
    // A kept rule with a var() is left as it was (lightningcss cannot rewrite it).
    expect(pruneCss('.flex,.grid{color:var(--x)}', used)).toBe('.flex,.grid{color:var(--x)}');
  });

  it('is stable: pruning its own output changes nothing', () => {
    const once = pruneCss('.flex{display:flex}.grid{display:grid}a:hover{color:red}', used);
    expect(pruneCss(once, used)).toBe(once);
  });
});

describe('prunePage', () => {
  let distDir: string;

  async function put(relative: string, content: string): Promise<void> {
    const file = path.join(distDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'realyield-prune-'));
    // An island: its component imports a chunk that renders an error class after hydration.
    await put('_astro/Form.abc.js', 'import{e}from"./error.def.js";export const F=()=>e;');
    await put('_astro/error.def.js', 'export const e="text-destructive";');
    await put('_astro/unrelated.js', 'export const u="grid";');
  });

  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  const css =
    '.flex{display:flex}.grid{display:grid}.text-destructive{color:red}.site-header{top:0}';

  it('keeps the rules of classes its islands and their imports render', async () => {
    const html =
      `<html><head><style>${css}</style></head><body class="flex">` +
      '<astro-island component-url="/_astro/Form.abc.js"></astro-island></body></html>';
    await put('contact.html', html);
    expect([...(await pageScripts(distDir, html)).keys()].sort()).toEqual([
      path.join(distDir, '_astro/Form.abc.js'),
      path.join(distDir, '_astro/error.def.js'),
    ]);
    const result = await prunePage(distDir, 'contact.html');
    const pruned = await readFile(path.join(distDir, 'contact.html'), 'utf8');
    const kept = '.flex{display:flex}.text-destructive{color:red}';
    expect(pruned).toContain(`<style>${kept}</style>`);
    expect(result).toEqual({ file: 'contact.html', before: css.length, after: kept.length });
  });

  it('prunes every style element, noscript ones included, and leaves the rest untouched', async () => {
    const body = '<body class="flex"><header class="site-header">RealYield</header></body>';
    await put(
      'index.html',
      `<html><head><style>${css}</style><noscript><style>.site-header{background:#fff}.grid{gap:0}</style></noscript></head>${body}</html>`,
    );
    await prunePage(distDir, 'index.html');
    const pruned = await readFile(path.join(distDir, 'index.html'), 'utf8');
    expect(pruned).toBe(
      '<html><head><style>.flex{display:flex}.site-header{top:0}</style>' +
        `<noscript><style>.site-header{background:#fff}</style></noscript></head>${body}</html>`,
    );
  });
});

describe('pruneUnreadProperties', () => {
  it('drops custom properties and @property rules nothing reads, following chains', () => {
    const css =
      ':root{--used:1px;--unused:2px;--chain:var(--link);--link:3px}.a{margin:var(--used)}' +
      '@property --unused{syntax:"*";inherits:false}@property --used{syntax:"*";inherits:false}';
    const [pruned] = pruneUnreadProperties([css], new Set());
    expect(pruned).toContain('--used:1px');
    expect(pruned).toContain('@property --used');
    expect(pruned).not.toContain('--unused');
    expect(pruned).not.toContain('--chain');
    expect(pruned).not.toContain('--link');
  });

  it('keeps what another sheet, an inline style or a script reads', () => {
    const [first, second] = pruneUnreadProperties(
      [':root{--a:1px;--b:2px;--c:3px}', '.x{margin:var(--a)}'],
      mentionedProperties('<p style="padding:var(--b)">'),
    );
    expect(first).toContain('--a:1px');
    expect(first).toContain('--b:2px');
    expect(first).not.toContain('--c');
    expect(second).toBe('.x{margin:var(--a)}');
  });
});

describe('pruneUnreadProperties and unknown properties', () => {
  it('keeps properties lightningcss does not know, such as text-wrap', () => {
    const [pruned] = pruneUnreadProperties(['.a{text-wrap:balance}'], new Set());
    expect(pruned).toBe('.a{text-wrap:balance}');
  });
});

describe('pruneCss and elements', () => {
  it('drops rules for elements the page does not have, keeps those it has or a script names', () => {
    const tokens = classTokens('<p class="a">x</p>', ['jsx("textarea", {})']);
    const pruned = pruneCss(
      'table{border:0}textarea{resize:vertical}p{margin:0}h1,p{color:red}',
      tokens,
    );
    expect(pruned).toBe('textarea{resize:vertical}p{margin:0}h1,p{color:red}');
  });

  it('ignores elements inside :where() and :not(), as it does classes', () => {
    const tokens = classTokens('<abbr title="x">y</abbr>');
    expect(pruneCss('abbr:where([title]){text-decoration:underline}', tokens)).toContain('abbr');
    expect(pruneCss(':where(select) optgroup{font-weight:bolder}', tokens)).toBe('');
  });
});

describe('pruneCss and the @property fallback', () => {
  it("drops Tailwind's properties layer, kept only for browsers older than Tailwind 4 supports", () => {
    const css =
      '@layer properties{@supports (-moz-orient:inline){*{--tw-x:0}}}@layer theme{:root{--a:1}}';
    expect(pruneCss(css, new Set())).toBe('@layer theme{:root{--a:1}}');
  });
});
