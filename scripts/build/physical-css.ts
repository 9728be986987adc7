// Finds physical (left/right) layout in the CSS the build emits, so a margin-left or a
// text-align: right that slips past the ESLint rule on class strings (a raw CSS rule, an arbitrary
// `[margin-left:..]` utility, a dependency's stylesheet) fails a check instead of mirroring the
// Arabic site wrongly. The CSS is read by lightningcss (already the build's CSS tool), which parses
// every declaration into its property and value; the only hand-written part is the list of what
// counts as physical, which no package keeps. Usage: `node scripts/physical-css.ts [distDir]`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform, type Declaration, type Selector, type TokenOrValue } from 'lightningcss';
import { listBuiltFiles } from '#server/site-paths.ts';

/** One physical declaration: where it is and what it sets. */
export interface PhysicalDeclaration {
  /** The rule's selector, shortened to what names it (`.sm\:divide-x`, `.site-menu`). */
  selector: string;
  /** The property as written (`margin-left`, `text-align: right`, `inset (left != right)`). */
  property: string;
}

/** Physical declarations the site keeps on purpose. */
export interface AllowedPhysical {
  /** Matches the selectors (as `PhysicalDeclaration.selector` writes them) it allows. */
  selector: RegExp;
  /** The one property it allows (as `PhysicalDeclaration.property`); every one when absent. */
  property?: string;
  /** Why these are right in both directions. */
  reason: string;
}

/** The physical declarations the built CSS may keep, each with its reason. */
export const ALLOWED_PHYSICAL: readonly AllowedPhysical[] = [
  {
    selector: /^(\[data-sonner-|\.sonner-)/,
    reason:
      "sonner's stylesheet (the form islands' toasts) mirrors itself: it sets the list's dir from " +
      'the document and places its parts through [dir=ltr]/[dir=rtl] variables, and the corner ' +
      'the Toaster asks for (data-x-position) follows the direction (src/components/ui/Toaster.tsx).',
  },
];

/** Longhands that are physical whatever their value. */
const PHYSICAL_PROPERTIES = new Set([
  'margin-left',
  'margin-right',
  'padding-left',
  'padding-right',
  'left',
  'right',
  'border-left',
  'border-right',
  'border-left-width',
  'border-right-width',
  'border-left-color',
  'border-right-color',
  'border-left-style',
  'border-right-style',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'scroll-margin-left',
  'scroll-margin-right',
  'scroll-padding-left',
  'scroll-padding-right',
]);
/** Properties that are physical only with a `left` or `right` keyword. */
const SIDE_KEYWORD_PROPERTIES = new Set(['text-align', 'float', 'clear']);
/** Four-sided shorthands (top right bottom left): physical when left and right differ. */
const FOUR_SIDED = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-color',
  'border-style',
  'scroll-margin',
  'scroll-padding',
]);

type Tokens = TokenOrValue[];

/**
 * A declaration's property name and, for a value lightningcss keeps as tokens (one with var(), or a
 * property it does not model, such as float), its tokens. Custom properties are skipped: a
 * variable is no layout until a property uses it.
 */
function nameOf(declaration: Declaration): { name: string; tokens?: Tokens } {
  if (declaration.property === 'unparsed') {
    return { name: declaration.value.propertyId.property, tokens: declaration.value.value };
  }
  if (declaration.property === 'custom') {
    const { name, value } = declaration.value;
    return name.startsWith('--') ? { name: '' } : { name, tokens: value };
  }
  return { name: declaration.property };
}

/** Top-level tokens cut at whitespace: the space-separated values of a shorthand. */
function spaceSeparated(tokens: Tokens): string[] {
  const parts: Tokens[] = [[]];
  for (const token of tokens) {
    if (token.type === 'token' && token.value.type === 'white-space') parts.push([]);
    else parts.at(-1)?.push(token);
  }
  return parts.filter((part) => part.length > 0).map((part) => JSON.stringify(part));
}

/** Whether a four-sided value sets its left and right sides differently. */
function sidesDiffer(declaration: Declaration, tokens: Tokens | undefined): boolean {
  if (tokens) {
    const values = spaceSeparated(tokens);
    return values.length === 4 && values[1] !== values[3];
  }
  const value: unknown = 'value' in declaration ? declaration.value : undefined;
  if (typeof value !== 'object' || value === null) return false;
  const sides = value as Record<string, unknown>;
  // lightningcss names the sides of a parsed shorthand: { top, right, bottom, left }.
  return 'left' in sides && JSON.stringify(sides.left) !== JSON.stringify(sides.right);
}

/** Whether a border-radius sets its left and right corners differently. */
function cornersDiffer(declaration: Declaration): boolean {
  if (declaration.property !== 'border-radius') return false;
  const { topLeft, topRight, bottomLeft, bottomRight } = declaration.value;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return !same(topLeft, topRight) || !same(bottomLeft, bottomRight);
}

/** The keyword of a `text-align`, `float` or `clear` value, parsed or not. */
function keywordOf(declaration: Declaration, tokens: Tokens | undefined): string | undefined {
  if (tokens) {
    const [first] = tokens;
    return first?.type === 'token' && first.value.type === 'ident' ? first.value.value : undefined;
  }
  const value: unknown = 'value' in declaration ? declaration.value : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'type' in value) {
    return String((value as { type: unknown }).type);
  }
  return undefined;
}

/** Why a declaration is physical, or undefined when it reads the same in both directions. */
function physicalProperty(declaration: Declaration): string | undefined {
  const { name, tokens } = nameOf(declaration);
  if (PHYSICAL_PROPERTIES.has(name)) return name;
  if (SIDE_KEYWORD_PROPERTIES.has(name)) {
    const keyword = keywordOf(declaration, tokens);
    return keyword === 'left' || keyword === 'right' ? `${name}: ${keyword}` : undefined;
  }
  if (FOUR_SIDED.has(name) && sidesDiffer(declaration, tokens)) return `${name} (left != right)`;
  if (name === 'border-radius' && (tokens ? spaceSeparated(tokens).length > 1 : false)) {
    return 'border-radius (several corners)';
  }
  if (cornersDiffer(declaration)) return 'border-radius (left != right)';
  return undefined;
}

/** A readable name for a selector: its classes, types, ids and pseudo-classes, in order. */
function selectorText(selector: Selector): string {
  return selector
    .map((component) => {
      switch (component.type) {
        case 'class':
          return `.${component.name}`;
        case 'id':
          return `#${component.name}`;
        case 'type':
          return component.name;
        case 'universal':
          return '*';
        case 'combinator':
          return ' ';
        case 'pseudo-class':
          return `:${component.kind}`;
        case 'pseudo-element':
          return `::${component.kind}`;
        case 'attribute': {
          const value = component.operation ? `=${component.operation.value}` : '';
          return `[${component.name}${value}]`;
        }
        default:
          return '';
      }
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a selector applies in one direction only (`:dir(rtl)`, `[dir=ltr]`, Tailwind's `rtl:` and
 * `ltr:`): physical there on purpose, as the other direction has its own rule.
 */
function isDirectional(selector: Selector): boolean {
  const text = JSON.stringify(selector);
  return text.includes('"kind":"dir"') || /"name":"dir","operation"/.test(text);
}

/**
 * Every physical declaration of a stylesheet, nested rules (@media, @supports, &) included, except
 * in rules that apply in one direction only.
 */
export function physicalDeclarations(css: string, filename = 'style.css'): PhysicalDeclaration[] {
  const found: PhysicalDeclaration[] = [];
  transform({
    filename,
    code: Buffer.from(css),
    errorRecovery: true,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((each) => !isDirectional(each));
          if (selectors.length === 0) return undefined;
          const selector = selectors.map(selectorText).join(', ');
          const { declarations = [], importantDeclarations = [] } = rule.value.declarations;
          for (const declaration of [...declarations, ...importantDeclarations]) {
            const property = physicalProperty(declaration);
            if (property) found.push({ selector, property });
          }
          return undefined;
        },
      },
    },
  });
  return found;
}

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/**
 * The physical declarations of a build: its stylesheets (dist/_astro/*.css) and the <style>
 * elements of its pages, less the allowed ones. One line per declaration, with the files it is in.
 */
export async function findPhysicalCss(
  distDir: string,
  allowed: readonly AllowedPhysical[] = ALLOWED_PHYSICAL,
): Promise<string[]> {
  const files = await listBuiltFiles(distDir);
  const where = new Map<string, string[]>();
  const record = (file: string, css: string) => {
    for (const { selector, property } of physicalDeclarations(css, file)) {
      const isAllowed = allowed.some(
        (entry) =>
          entry.selector.test(selector) &&
          (entry.property === undefined || entry.property === property),
      );
      if (isAllowed) continue;
      const key = `${selector} { ${property} }`;
      const list = where.get(key) ?? [];
      if (!list.includes(file)) list.push(file);
      where.set(key, list);
    }
  };
  for (const file of files) {
    if (file.endsWith('.css')) record(file, await readFile(path.join(distDir, file), 'utf8'));
    if (file.endsWith('.html')) {
      const html = await readFile(path.join(distDir, file), 'utf8');
      for (const match of html.matchAll(STYLE_ELEMENT)) record(file, match[1] ?? '');
    }
  }
  return [...where].map(([key, list]) => {
    const shown = list.slice(0, 3).join(', ');
    const more = list.length > 3 ? ` and ${list.length - 3} more` : '';
    return `${key} in ${shown}${more}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const found = await findPhysicalCss(distDir);
  if (found.length > 0) {
    console.error(
      `Physical (left/right) CSS in ${distDir}: use the logical property (margin-inline-start, ` +
        `inset-inline-end, text-align: start ...), or allow it in scripts/physical-css.ts with a reason.\n` +
        found.map((line) => `  ${line}`).join('\n'),
    );
    process.exitCode = 1;
  } else {
    console.log(`No physical (left/right) CSS in ${distDir}.`);
  }
}
