import { getCollection, getEntry } from 'astro:content';
import type { Locale } from '#contracts/locale.ts';
import { keepHyphenatedHtml } from '../lib/keep-hyphenated';
import { escapeHtml, fillHtml, plainText } from '../lib/prose';
import { facts } from './facts';
import { format, promotionStatement, sharedValues, words, type Words } from './i18n';

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

/**
 * What /docs draws in `locale` besides its words: the risk disclosure's points (the regulator's
 * warning first once given; what the pool's terms set out last) and the legal sections, with the
 * operator's facts filled in, or this language's words for a fact not given yet.
 */
export async function docsProse(locale: Locale) {
  const t = words(locale);
  const { operator, docs } = t;
  const { offering, controller, processors } = facts;
  const fact = (given: string | null, pending: string) =>
    `<p>${keepHyphenatedHtml(escapeHtml(given ?? pending))}</p>`;
  const point = (key: 'tokenRights' | 'fees', given: string | null) => ({
    title: operator[key].title,
    html: fact(given, operator[key].pending),
  });
  const [fees, basis, warning] = [
    offering.fees[locale],
    offering.apyBasis[locale],
    offering.riskWarning[locale],
  ];
  const risks = [
    ...(warning ? [{ title: operator.riskWarning.title, html: fact(warning, '') }] : []),
    ...(await riskPoints(locale)),
    point('tokenRights', offering.tokenRights[locale]),
    point('fees', fees && basis ? `${fees} ${basis}` : null),
  ];
  const terms = await proseSection(locale, 'terms');
  const { legalName: controllerName, address: controllerAddress } = controller;
  const { privacy } = docs;
  const legal = [
    await proseSection(locale, 'regulatory-status', {
      offering: promotionStatement(locale) ?? operator.offering.pending,
    }),
    await proseSection(locale, 'geographic-restrictions'),
    offering.terms[locale] ? { ...terms, html: fact(offering.terms[locale], '') } : terms,
    await proseSection(locale, 'privacy', {
      controller:
        controllerName && controllerAddress
          ? format(locale, privacy.controller.known, { controllerName, controllerAddress })
          : format(locale, privacy.controller.pending),
      logRetention: facts.retention.serverLog[locale] ?? privacy.pendingPeriod,
      backupRetention: facts.retention.backups[locale] ?? privacy.pendingPeriod,
      processors:
        processors === null
          ? operator.processors.pending
          : format(locale, operator.processors.known, processors),
    }),
  ];
  return { risks, legal, categories: await faqCategories(locale, t.faq.categories) };
}
