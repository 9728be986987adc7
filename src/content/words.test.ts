import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contracts/locale.ts';
import { facts } from './facts';
import { format, poolEntries, shapeProblems, WORDS, words } from './i18n';

/** Every string of a dictionary, with its path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}.${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      strings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** What financial-promotion hygiene refuses in a line of copy, in English or Arabic. */
function hygieneProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/\bguarantee(d|s)?\b/gi)) {
    if (text.slice(Math.max(0, match.index - 4), match.index).toLowerCase() !== 'not ') {
      problems.push(`"${match[0]}" not preceded by "not "`);
    }
  }
  // "مضمون" (guaranteed) only as "غير مضمون" (not guaranteed).
  for (const match of text.matchAll(/مضمون/g)) {
    if (text.slice(Math.max(0, match.index - 4), match.index) !== 'غير ') {
      problems.push('"مضمون" not preceded by "غير "');
    }
  }
  const banned: Array<[RegExp, string]> = [
    // آمن is safe; أمان is left out, as it also means security (of a wallet, of data).
    [/آمن|خالٍ? من المخاطر|بلا مخاطر|نضمن/, 'safe/risk-free/we guarantee (Arabic)'],
    [/[٠-٩۰-۹]/, 'Arabic-Indic digit (figures use 0-9 in every language)'],
    [/\bsafe(ty)?\b/i, 'safe/safety'],
    [/risk-free/i, 'risk-free'],
    [/\b(revolutionary|unlock\w*|skyrocket\w*)\b/i, 'hype word'],
    [/!/, 'exclamation mark'],
    [/–/, 'en dash (ranges use a hyphen: 12-24 months)'],
  ];
  for (const [pattern, reason] of banned) if (pattern.test(text)) problems.push(reason);
  // A percentage is a yield figure here; it must read as a target.
  if (/\d+\u200e?%/.test(text) && !/\bup to \d+%|\btarget|حتى \d+|مستهدف/i.test(text)) {
    problems.push('percentage without "up to" or "target"');
  }
  return problems;
}

describe('the dictionaries', () => {
  it('names each missing, extra or mis-shaped key by its path', () => {
    expect(shapeProblems({ a: 'x', b: ['1', '2'] }, { a: 'y', b: ['1'], c: 'z' })).toEqual([
      'b: 1 items where English has 2',
      'c: not in English',
    ]);
    expect(shapeProblems({ a: { b: 'x' } }, { a: {} })).toEqual(['a.b: missing']);
    expect(shapeProblems({ a: 'x' }, { a: 'Hello {name' })[0]).toMatch(/^a: not an ICU message/);
  });

  it('fills the shared values and keeps a message with values of its own for `format`', () => {
    const en = words('en');
    expect(en.home.poolTeaser.tags).toContain('Up to 40% APY');
    expect(en.timeline['2023']).toBe('Reached $5M+ revenue');
    expect(en.interest.confirmations.applied.lead).toContain('{pool}');
    expect(format('en', en.interest.confirmations.applied.lead, { pool: 'X Pool' })).toContain(
      'X Pool',
    );
    // Arabic plurals come from the language's own rules.
    const months = '{n, plural, one {شهر} two {شهران} few {# أشهر} many {# شهرًا} other {# شهر}}';
    expect([1, 2, 3, 12, 100].map((n) => format('ar', months, { n }))).toEqual([
      'شهر',
      'شهران',
      '3 أشهر',
      '12 شهرًا',
      '100 شهر',
    ]);
  });

  it('has the words of every pool of the facts in every language', () => {
    for (const locale of LOCALES) {
      expect(poolEntries(words(locale)).map((pool) => pool.id)).toEqual(
        facts.pools.map((pool) => pool.id),
      );
    }
  });

  it('ends every question with a question mark, in its language', () => {
    for (const locale of LOCALES) {
      const questions = strings(WORDS[locale]).filter(([path]) => /\.question$/.test(path));
      for (const [path, text] of questions) expect(text, path).toMatch(/[?؟]$/);
    }
  });

  it('keeps every string of every language free of promises, hype and exclamation marks', () => {
    expect(hygieneProblems('Returns are guaranteed.')).not.toEqual([]);
    expect(hygieneProblems('A safe investment.')).not.toEqual([]);
    expect(hygieneProblems('استثمار آمن.')).not.toEqual([]);
    expect(hygieneProblems('Earn 40% a year.')).not.toEqual([]);
    expect(hygieneProblems('Targets, not guaranteed.')).toEqual([]);
    const failures = LOCALES.flatMap((locale) =>
      strings(words(locale), locale).flatMap(([path, text]) =>
        hygieneProblems(text).map((problem) => `${path}: ${problem} in "${text}"`),
      ),
    );
    expect(failures).toEqual([]);
  });
});
