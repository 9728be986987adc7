import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locale } from '#contracts/locale.ts';
import { format, sharedValues, words } from '../../src/content/i18n.ts';

/**
 * The prose of src/content/prose as the pages show it while the operator's facts are missing,
 * read from the Markdown files themselves: the tests run outside Astro, without its collections.
 * Each paragraph is plain text with its values filled, as the page's text reads.
 */

const PROSE = 'src/content/prose';

function read(locale: Locale, file: string) {
  const text = readFileSync(`${PROSE}/${locale}/${file}`, 'utf8');
  const [, front = '', body = ''] = text.split(/^---$/m);
  const t = words(locale);
  const values: Record<string, string> = {
    ...sharedValues(locale),
    offering: t.operator.offering.pending,
    controller: format(locale, t.docs.privacy.controller.pending),
    processors: t.operator.processors.pending,
  };
  const paragraphs = body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''));
  return { data: parse(front) as Record<string, string | number>, paragraphs };
}

/** Every entry of a folder (risks, faq), in order. */
function entries(locale: Locale, folder: string) {
  return readdirSync(`${PROSE}/${locale}/${folder}`)
    .map((file) => ({ id: file.replace(/\.md$/, ''), ...read(locale, `${folder}/${file}`) }))
    .sort((a, b) => Number(a.data['order']) - Number(b.data['order']));
}

/** A titled section of /docs (terms, privacy...): its anchor, heading and paragraphs. */
export function proseSection(locale: Locale, name: string) {
  const { data, paragraphs } = read(locale, `${name}.md`);
  return { id: name, title: String(data['title']), paragraphs };
}

/** The risk disclosure's points written as prose, in order. */
export function riskPoints(locale: Locale) {
  return entries(locale, 'risks').map(({ data, paragraphs }) => ({
    title: String(data['title']),
    text: paragraphs.join(' '),
  }));
}

/** The FAQ's categories in order, each with its questions and plain answers. */
export function faqCategories(locale: Locale) {
  const questions = entries(locale, 'faq');
  return Object.entries(words(locale).faq.categories).map(([id, name]) => ({
    id,
    name,
    items: questions
      .filter(({ data }) => data['category'] === id)
      .map(({ id: itemId, data, paragraphs }) => ({
        id: itemId,
        question: String(data['question']),
        answer: paragraphs.join(' '),
      })),
  }));
}
