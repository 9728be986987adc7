import type { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '#contracts/locale.ts';
import { localeInfo } from './locales';

/**
 * One value per locale for a content module, checked when the site builds. Each module keeps one
 * Zod schema and passes its English value and its translations here; the build fails (the module
 * throws on import) when a translation:
 * - does not parse with the module's schema;
 * - differs from English in shape (a key or an array item more or less);
 * - leaves a string of copy in English: every string that is not data must hold at least one
 *   letter of the locale's script, so nothing falls back to English inside an Arabic page;
 * - changes a piece of data (a link, an id, an address): a string under a data key must equal the
 *   English value, unless it is copy that shares a data key's name (the label "Status" beside a
 *   pool's status): a translation in the locale's script is copy, and the schema still refuses it
 *   where only a code may stand.
 * Links are then made local: every `href` and `path` that is a site path gets the locale's prefix,
 * so translations are written with the same paths as English.
 */

/** A value in every locale. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * Keys whose strings are data, the same in every language: links, ids, addresses, enum values.
 * A module adds its own through `options.dataKeys`.
 */
const DATA_KEYS = new Set([
  'href',
  'path',
  'id',
  'slug',
  'email',
  'icon',
  'network',
  'status',
  'tone',
  'variant',
  'actionId',
  'anchor',
  'address',
]);

/** Keys that hold a site path, localized for every locale but the default. */
const PATH_KEYS = new Set(['href', 'path']);

/** Letters of each locale's script; a string of copy must hold at least one. */
const SCRIPT: Readonly<Record<Locale, RegExp>> = {
  en: /\p{Script=Latin}/u,
  ar: /\p{Script=Arabic}/u,
};

/** What `localized` checks beyond the schema. */
export interface LocalizedOptions {
  /** More keys whose strings are data in this module (an enum value, a code). */
  dataKeys?: readonly string[];
}

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/**
 * Walks a translation beside its English source; returns the problems found, one per line, each
 * with its path (`hero.primary.label`).
 */
function compare(source: Json, translation: Json, locale: Locale, dataKeys: ReadonlySet<string>) {
  const problems: string[] = [];
  const untranslatable = localeInfo[locale].untranslatable;
  const walk = (en: Json, other: Json, at: string, key: string) => {
    const where = at || '(root)';
    if (Array.isArray(en)) {
      if (!Array.isArray(other) || other.length !== en.length) {
        problems.push(
          `${where}: ${en.length} items in English, ${Array.isArray(other) ? other.length : 'none'} here`,
        );
        return;
      }
      en.forEach((item, i) => walk(item, other[i], `${at}[${i}]`, key));
      return;
    }
    if (en !== null && typeof en === 'object') {
      if (other === null || typeof other !== 'object' || Array.isArray(other)) {
        problems.push(`${where}: an object in English, not here`);
        return;
      }
      const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
      for (const k of keys) walk(en[k], other[k], at ? `${at}.${k}` : k, k);
      return;
    }
    if (typeof en === 'string' && typeof other === 'string') {
      if (dataKeys.has(key) && !SCRIPT[locale].test(other)) {
        if (other !== en) problems.push(`${where}: data must stay as in English ("${en}")`);
        return;
      }
      // What is left once the names that stay in Latin script, addresses and links are removed.
      let rest = other.replace(/\S+@\S+|https?:\/\/\S+|\/[\w\-/#]*/g, ' ');
      for (const name of untranslatable) rest = rest.split(name).join(' ');
      const hasLetters = /\p{L}/u.test(rest);
      if (hasLetters && !SCRIPT[locale].test(rest))
        problems.push(`${where}: not translated ("${other}")`);
      return;
    }
    if (typeof en !== typeof other)
      problems.push(`${where}: ${typeof en} in English, ${typeof other} here`);
    else if (
      typeof en !== 'string' &&
      en !== other &&
      !dataKeys.has(key) &&
      typeof en !== 'boolean'
    ) {
      // Numbers are figures: the same in every language (Intl formats them per locale).
      problems.push(`${where}: the figure must stay as in English (${String(en)})`);
    }
  };
  walk(source, translation, '', '');
  return problems;
}

/** Every `href` and `path` that is a site path, prefixed for `locale`. */
function localizePaths<T>(value: T, locale: Locale): T {
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') return PATH_KEYS.has(key) ? localePath(node, locale) : node;
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(value, '') as T;
}

/**
 * Parses each locale's value with `schema`, checks every translation against English (above) and
 * returns the values by locale, with site paths made local. Throws, naming the module's problems,
 * when a translation is missing or incomplete.
 */
export function localized<S extends z.ZodType>(
  module: string,
  schema: S,
  values: Record<Locale, z.input<S>>,
  options: LocalizedOptions = {},
): Localized<z.output<S>> {
  const dataKeys = new Set([...DATA_KEYS, ...(options.dataKeys ?? [])]);
  const english = schema.parse(values[DEFAULT_LOCALE]);
  const entries = LOCALES.map((locale) => {
    if (locale === DEFAULT_LOCALE) return [locale, english] as const;
    const parsed = schema.safeParse(values[locale]);
    if (!parsed.success) {
      throw new Error(
        `${module} (${locale}): the translation does not parse:\n${parsed.error.message}`,
      );
    }
    const problems = compare(english as Json, parsed.data as Json, locale, dataKeys);
    if (problems.length > 0) {
      throw new Error(
        `${module} (${locale}): the translation is incomplete:\n- ${problems.join('\n- ')}`,
      );
    }
    return [locale, localizePaths(parsed.data, locale)] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, z.output<S>>;
}
