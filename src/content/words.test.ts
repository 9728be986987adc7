import { readFileSync, readdirSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { contactOutcomeSchema } from '#contracts/contact.ts';
import { interestOutcomeSchema } from '#contracts/interest.ts';
import { LOCALES } from '#contracts/locale.ts';
import { facts } from './facts.ts';
import { WORDS, format, poolEntries, shapeProblems, words } from './i18n.ts';
import { footerColumns, navLinks } from './routes.ts';

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

/** The values an ICU message names (`{email}`, `{days, plural, ...}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0) names.add(element.value);
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message).getAst());
  return [...names].sort();
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

/** What a string must not hold as written, before its values are filled in. */
function writtenProblems(path: string, text: string): string[] {
  return [
    ...(/^(\/|#|mailto:|https?:)/.test(text) || text.includes(facts.contact.email)
      ? ['a link or address']
      : []),
    ...(/[0-9]%/.test(text) ? ['a percentage written by hand'] : []),
    ...(/المعتمدين/.test(text) ? ['"accredited"'] : []),
    ...(/\.question$/.test(path) && !/[?؟]$/.test(text) ? ['a question without "?"'] : []),
    ...[...text.matchAll(/\bguaranteed?\b|مضمون|الضمان/gi)]
      .filter((match) => !/(not |غير |لا |دون |بلا )\s*$/i.test(text.slice(0, match.index)))
      .map((match) => `"${match[0]}" not denied`),
  ];
}

describe('the dictionaries', () => {
  it('holds in Arabic exactly the English keys, each message naming no value English lacks', () => {
    expect(shapeProblems(WORDS.en, WORDS.ar)).toEqual([]);
    expect(shapeProblems({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual([
      'a.b: missing',
      'a.c: not in English',
    ]);
    // A value only the translation names is one the page does not give: the page fails to build.
    // (A translation may leave one out: the Arabic /contact description fits 160 characters so.)
    const english = new Map(strings(WORDS.en));
    const extra = strings(WORDS.ar).flatMap(([path, text]) => {
      const given = argumentsOf(english.get(path) ?? '');
      return argumentsOf(text)
        .filter((name) => !given.includes(name))
        .map((name) => `${path}: {${name}}`);
    });
    expect(extra).toEqual([]);
  });

  it('gives every Arabic string Arabic letters, besides the names that stay in Latin script', () => {
    const latin = [facts.brand.name, 'USDC', 'USDT', 'KYC', 'AML', 'GST'];
    const english = strings(WORDS.ar).filter(([path, text]) => {
      if (path.startsWith('format.')) return false;
      // What is left once addresses, the values ({max}), ICU's syntax and the names are removed.
      const icu = /\S+@\S+|\{\w+\}|\{\w+, (plural|select),|(zero|one|two|few|many|other) \{|[{}#]/g;
      let rest = text.replace(icu, ' ');
      for (const name of latin) rest = rest.split(name).join(' ');
      return /\p{L}/u.test(rest) && !/\p{Script=Arabic}/u.test(rest);
    });
    expect(english).toEqual([]);
  });

  it('keeps the settled wordings: no "qualified investors", one "apply", the lockup, no "information only"', () => {
    // Arabic: the regulated Qualified Investor class, four other words for "apply", the lockup as
    // booked nights; both: a site on an application funnel "for information only", "every figure
    // is a target" (tenor and minimums are not), "Collateral" (a security interest not held).
    const retired: Record<string, RegExp> = {
      ar: /مؤه[ّ]?ل|فترة الحجز|فترات الحجز|تُحجز|اطلب الانضمام|التقدّم|تتقدّم|للمعلومات فقط/,
      en: /for information only|every figure shown is a target|\bcollateral\b/i,
    };
    const prose = (locale: string) =>
      readdirSync(`src/content/prose/${locale}`, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file): [string, string] => [
          `prose/${locale}/${file}`,
          readFileSync(`src/content/prose/${locale}/${file}`, 'utf8'),
        ]);
    const found = Object.entries(retired).flatMap(([locale, pattern]) =>
      [...strings(WORDS[locale as 'en' | 'ar'], locale), ...prose(locale)]
        .filter(([, text]) => pattern.test(text))
        .map(([path, text]) => `${path}: ${pattern.exec(text)?.[0] ?? ''}`),
    );
    expect(found).toEqual([]);
  });

  it("names the site's hours and reply time by their values, never restated", () => {
    for (const locale of LOCALES) {
      const { businessHours, responseTime } = words(locale).site;
      const restated = strings(WORDS[locale])
        .filter(([path]) => !path.startsWith('site.'))
        .filter(([, text]) => text.includes(businessHours) || text.includes(responseTime));
      expect(restated, locale).toEqual([]);
    }
  });
});

describe('the chrome, the contact page and the interest outcomes', () => {
  it('links every header and footer entry to its page in the language', () => {
    for (const locale of LOCALES) {
      const links = [
        ...navLinks(words(locale), locale),
        ...footerColumns(words(locale), locale).flatMap((column) => column.links),
      ];
      for (const link of links) {
        expect(link.label).not.toBe('');
        expect(link.href).toMatch(locale === 'ar' ? /^\/ar\// : /^\/(?!ar\/)/);
      }
    }
    expect(navLinks(words('ar'), 'ar')[0]).toEqual({ label: 'المجمّعات', href: '/ar/pools' });
  });

  it('uses the spec texts for the contact form and its toasts', () => {
    const { form, outcomes } = words('en').contact;
    expect([form.submit, form.submitting]).toEqual(['Send Message', 'Sending...']);
    const toast = ({ title, description }: { title: string; description: string }) =>
      `${title} / ${description}`;
    expect([outcomes.sent, outcomes.missing, outcomes['invalid-email']].map(toast)).toEqual([
      "Message Sent / Thank you for contacting us. We'll get back to you soon.",
      'Missing Information / Please fill in all fields',
      'Invalid Email / Please enter a valid email address',
    ]);
    expect(Object.keys(outcomes)).toEqual(contactOutcomeSchema.options);
    expect(Object.keys(words('en').interest.outcomes)).toEqual(interestOutcomeSchema.options);
  });

  it('describes each page in 120-160 characters once its values are filled in', () => {
    for (const locale of LOCALES) {
      const t = words(locale);
      const pages = [t.contact, t.interest.remove, t.howItWorks, t.passports, t.about, t.docs];
      for (const { meta } of pages) {
        const description = format(locale, meta.description);
        expect(description.length, description).toBeGreaterThanOrEqual(120);
        expect(description.length, description).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe('the words and the facts', () => {
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

  it('keeps every string free of promises, hype, "!", figures or links by hand; "?" ends a question', () => {
    for (const bad of [
      'Returns are guaranteed.',
      'A safe investment.',
      'استثمار آمن.',
      'Earn 40%.',
    ]) {
      expect(hygieneProblems(bad), bad).not.toEqual([]);
    }
    expect(hygieneProblems('Targets, not guaranteed.')).toEqual([]);
    const failures = LOCALES.flatMap((locale) => [
      // As written: a link, an address or a percentage is data the pages hand in as a value.
      ...strings(WORDS[locale], locale).flatMap(([path, text]) =>
        writtenProblems(path, text).map((problem) => `${path}: ${problem}`),
      ),
      ...strings(words(locale), locale).flatMap(([path, text]) =>
        hygieneProblems(text).map((problem) => `${path}: ${problem} in "${text}"`),
      ),
    ]);
    expect(failures).toEqual([]);
  });
});
