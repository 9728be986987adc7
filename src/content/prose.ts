import { getCollection, getEntry } from 'astro:content';
import type { Locale } from '#contracts/locale.ts';
import { keepHyphenatedHtml } from '../lib/keep-hyphenated';
import { fillHtml, plainText } from '../lib/prose';
import { sharedValues, type Words } from './i18n';

/**
 * The prose of one language (src/content/prose/<locale>/, collections in src/content.config.ts),
 * rendered and with its values filled in (src/lib/prose.ts). Every language must have the same
 * entries as English: a missing or an extra one stops the build, naming it.
 */

type Values = Readonly<Record<string, string>>;

/** The entry's id without its language: "en/faq/kyc-aml" is "faq/kyc-aml". */
const slug = (id: string) => id.slice(id.indexOf('/') + 1);

async function inLocale<C extends 'risks' | 'faq'>(collection: C, locale: Locale) {
  const all = await getCollection(collection);
  const english = new Set(all.filter((e) => e.id.startsWith('en/')).map((e) => slug(e.id)));
  const mine = all.filter((entry) => entry.id.startsWith(`${locale}/`));
  const ids = new Set(mine.map((entry) => slug(entry.id)));
  const problems = [
    ...[...english].filter((id) => !ids.has(id)).map((id) => `${locale}/${id}.md: missing`),
    ...[...ids].filter((id) => !english.has(id)).map((id) => `${locale}/${id}.md: not in English`),
  ];
  if (problems.length > 0) throw new Error(`src/content/prose:\n- ${problems.join('\n- ')}`);
  return mine.sort((a, b) => a.data.order - b.data.order);
}

/** The entry's HTML with its values. */
const filled = (entry: { rendered?: { html: string } }, values: Values) =>
  fillHtml(entry.rendered?.html ?? '', { ...values });

/** The entry's HTML with its values, as drawn: its hyphenated words kept on one line. */
const html = (entry: { rendered?: { html: string } }, values: Values) =>
  keepHyphenatedHtml(filled(entry, values));

/** A titled section of prose (`terms`, `privacy`...), its HTML filled with `values`. */
export async function proseSection(locale: Locale, name: string, values: Values = {}) {
  const entry = await getEntry('prose', `${locale}/${name}`);
  if (entry === undefined) throw new Error(`src/content/prose/${locale}/${name}.md: missing`);
  return {
    id: name,
    title: entry.data.title,
    html: html(entry, { ...sharedValues(locale), ...values }),
  };
}

/** The risk disclosure's points, in order, each a title and its HTML. */
export async function riskPoints(locale: Locale) {
  return (await inLocale('risks', locale)).map((entry) => ({
    title: entry.data.title,
    html: html(entry, sharedValues(locale)),
  }));
}

/** The FAQ's categories in the words' order, each with its questions in order. */
export async function faqCategories(locale: Locale, names: Words['faq']['categories']) {
  const questions = (await inLocale('faq', locale)).map((entry) => {
    const answer = filled(entry, sharedValues(locale));
    const { category, question } = entry.data;
    return {
      id: slug(entry.id).replace('faq/', ''),
      category,
      question,
      answer: keepHyphenatedHtml(answer),
      // From the HTML before its spans: plainText makes each tag a space.
      text: plainText(answer),
    };
  });
  return Object.entries(names).map(([id, name]) => ({
    id,
    name,
    items: questions.filter((item) => item.category === id),
  }));
}
