import { z } from 'zod';
import { LOCALES, type Locale } from '#contracts/locale.ts';
import * as ar from './ar/index';
import { buildContact, contactStringsSchema } from './contact';
import * as en from './en/index';
import { buildServerError, serverErrorStringsSchema } from './errors';
import { figureValues, fillFigures } from './figures';
import { buildHome, homeStringsSchema, openPool } from './home';
import { buildInterest, interestStringsSchema } from './interest';
import { buildNotFound, notFoundStringsSchema } from './not-found';
import { buildOperator, operatorStringsSchema } from './operator';
import { buildPoolPages, poolPageStringsSchema } from './pool-page';
import { buildPools, poolsStringsSchema } from './pools';
import { buildPoolsPage, poolsPageStringsSchema } from './pools-page';
import { buildSite, siteStringsSchema } from './site';
import { buildStats, statsStringsSchema } from './stats';
import { buildTimeline, buildTimelineBasis, timelineStringsSchema } from './timeline';

/**
 * The site's content in each language. The data (ids, links, figures, the e-mail address, the
 * pools' terms, the operator's facts) is written once in each module beside its strings schema;
 * each language supplies only its words, in one dictionary per locale (./en, ./ar: Starlight's
 * per-locale UI dictionaries). Every dictionary is parsed with the strict schema below when this
 * module loads, so the build fails on a missing or an extra string and names its path
 * (`ar: home.hero.lead`). Pages call `getContent(locale)`; components get their part as props.
 */

/** Every word of the site in one language, module by module. */
export const dictionarySchema = z.strictObject({
  site: siteStringsSchema,
  stats: statsStringsSchema,
  timeline: timelineStringsSchema,
  pools: poolsStringsSchema,
  poolsPage: poolsPageStringsSchema,
  poolPage: poolPageStringsSchema,
  interest: interestStringsSchema,
  home: homeStringsSchema,
  contact: contactStringsSchema,
  notFound: notFoundStringsSchema,
  serverError: serverErrorStringsSchema,
  operator: operatorStringsSchema,
});

/** Every word of the site in one language. */
export type Dictionary = z.output<typeof dictionarySchema>;

/** Parses one language's dictionary; throws with the path of every missing, extra or bad string. */
export function parseDictionary(locale: string, dictionary: unknown): Dictionary {
  const parsed = dictionarySchema.safeParse(dictionary);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `- ${locale}: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`The ${locale} copy does not match the content schema:\n${problems.join('\n')}`);
}

/** Each locale's dictionary, parsed once when the module loads (so at build time). */
export const dictionaries: Readonly<Record<Locale, Dictionary>> = {
  en: parseDictionary('en', en),
  ar: parseDictionary('ar', ar),
};

/** Everything the pages show in one language, assembled from the data and the dictionary. */
function assemble(locale: Locale) {
  // Every figure the words name (`{lifetime-revenue}`), written by the formatter (./figures.ts).
  const words = fillFigures(dictionaries[locale], figureValues(locale));
  const site = buildSite(words.site, locale);
  const { pools, statusPresentation, yieldCopy, termLabels } = buildPools(words.pools);
  const operator = buildOperator(words.operator, locale);
  const stats = buildStats(words.stats, operator, locale);
  const timeline = buildTimeline(words.timeline);
  // What the milestones' figures count and when, said wherever they are shown (issue 24).
  const timelineBasis = buildTimelineBasis(words.timeline, operator);
  const interest = buildInterest(words.interest, site, locale);
  const poolsPage = buildPoolsPage(words.poolsPage, { pools, yieldCopy, locale });
  const { copy: poolPageCopy, pages: poolPages } = buildPoolPages(words.poolPage, {
    site,
    pools,
    statusPresentation,
    termLabels,
    poolsPage,
    interest,
    locale,
  });
  return {
    locale,
    site,
    pools,
    openPool: openPool(pools),
    poolStatusPresentation: statusPresentation,
    yieldCopy,
    poolTermLabels: termLabels,
    stats,
    timeline,
    interest,
    poolsPage,
    poolPageCopy,
    poolPages,
    home: buildHome(words.home, {
      site,
      stats,
      pools,
      statusPresentation,
      yieldCopy,
      timelineBasis,
      locale,
    }),
    contact: buildContact(words.contact, site, locale),
    operator,
    notFound: buildNotFound(words.notFound, locale),
    serverError: buildServerError(words.serverError, site, locale),
  };
}

/** Everything the pages show in one language. */
export type Content = ReturnType<typeof assemble>;

const contentByLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, assemble(locale)]),
) as Record<Locale, Content>;

/** Everything the pages show in `locale`: links local to it, words in it, data as written once. */
export function getContent(locale: Locale): Content {
  return contentByLocale[locale];
}
