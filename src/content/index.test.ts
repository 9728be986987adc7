import { describe, expect, it } from 'vitest';
import * as english from './en/index';
import { figureValues, fillFigures } from './figures';
import { dictionaries, getContent, parseDictionary } from './index';
import { localeInfo } from './locales';
import { siteData } from './site';

/** Every string of a dictionary, with its path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      strings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

describe('the dictionaries', () => {
  it('gives every Arabic string Arabic letters, besides the names that stay in Latin script', () => {
    const { untranslatable } = localeInfo.ar;
    const english = strings(dictionaries.ar).filter(([, text]) => {
      // What is left once addresses, links, placeholders ({max}) and the names are removed.
      let rest = text.replace(/\S+@\S+|https?:\/\/\S+|\{\w+\}/g, ' ');
      for (const name of untranslatable) rest = rest.split(name).join(' ');
      return /\p{L}/u.test(rest) && !/\p{Script=Arabic}/u.test(rest);
    });
    expect(strings(dictionaries.ar).length).toBeGreaterThan(400);
    expect(english).toEqual([]);
  });

  it('says "whitelisted" and "collateral" as English means them, and writes no figure by hand', () => {
    const problems = [
      ...strings(dictionaries.ar, 'ar dictionary'),
      ...strings(getContent('ar'), 'ar content'),
    ].flatMap(([path, text]) => [
      // "for accredited investors": a regulated class English never claims.
      ...(text.includes('المعتمدين') ? [`${path}: "المعتمدين" in "${text}"`] : []),
      // "the guarantee", said of the collateral; allowed only denied ("لا ضمان", "دون ضمان").
      ...[...text.matchAll(/الضمان/g)]
        .filter((match) => !/(لا|دون|بلا|غير)\s*$/.test(text.slice(0, match.index)))
        .map(() => `${path}: "الضمان" in "${text}"`),
      // A percentage written by hand displays as "%40" in a right-to-left line: the formatter
      // writes every figure (src/lib/format.ts).
      ...(/[0-9]%/.test(text) ? [`${path}: a bare "%" after a digit in "${text}"`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('names every figure by its placeholder: no amount, count or floor written by hand', () => {
    // Where a figure belongs: digits before a currency, a scale or a counted noun, or as a floor
    // ("أكثر من 40", "+80", "$5M", "10K+"). Years, ranges of months or days, hours, the 404 and
    // the privacy notice's durations are not the figures issue 24 lists, and stay in the words.
    const byHand: Record<'en' | 'ar', RegExp> = {
      ar: /\d[\d,.]*\s*(دولار|ملايين|مليون|مليار|آلاف|ألف|عقار|عميل)|أكثر من\s*\d|\+\s*\d|\d\s*(\+|فأكثر)/,
      en: /\$\s*\d|\d[KMB]\b|\d\+/,
    };
    const problems = (['en', 'ar'] as const).flatMap((locale) =>
      strings(dictionaries[locale], locale)
        // The form's amount bands are the contract's (contracts/interest.ts AMOUNT_BANDS), named
        // in each language as a choice, not a figure of the company's.
        .filter(([path]) => !path.startsWith(`${locale}.interest.amountBands.`))
        .filter(([, text]) => byHand[locale].test(text))
        .map(([path, text]) => `${path}: "${text}"`),
    );
    expect(problems).toEqual([]);
    // And every placeholder named is filled on the pages, while the forms' own ({max}) stay.
    for (const locale of ['en', 'ar'] as const) {
      const names = Object.keys(figureValues(locale)).map((name) => `{${name}}`);
      const unfilled = strings(getContent(locale), locale).filter(([, text]) =>
        names.some((name) => text.includes(name)),
      );
      expect(unfilled).toEqual([]);
    }
    expect(fillFigures({ a: ['{customers-served} / {max}'] }, figureValues('ar'))).toEqual({
      a: ['أكثر من 10,000 / {max}'],
    });
  });

  it('holds words only: no link or address restated from the data', () => {
    for (const locale of ['en', 'ar'] as const) {
      const data = strings(dictionaries[locale]).filter(
        ([, text]) => /^(\/|#|mailto:|https?:)/.test(text) || text.includes(siteData.email),
      );
      expect(data, locale).toEqual([]);
    }
  });

  it('fails on a missing or an extra string, naming its path', () => {
    const { lead: _lead, ...hero } = english.home.hero;
    const missing = { ...english, home: { ...english.home, hero } };
    expect(() => parseDictionary('ar', missing)).toThrow(/ar: home\.hero\.lead:/);
    const extra = { ...english, site: { ...english.site, nickname: 'RY' } };
    expect(() => parseDictionary('ar', extra)).toThrow(/ar: site: Unrecognized key: "nickname"/);
    const { 'rwa-market-cap': _cap, ...stats } = english.stats;
    expect(() => parseDictionary('ar', { ...english, stats })).toThrow(
      /ar: stats\.rwa-market-cap:/,
    );
  });
});
