import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIRM_LINK_DAYS } from '#contracts/interest.ts';
import { LOCALES } from '#contracts/locale.ts';
import { fillHtml } from '../lib/prose';
import { format, sharedValues, words } from './i18n';

// The rules of the information pages' words and prose (/how-it-works, /passports, /about, /docs).

const PROSE = 'src/content/prose';
/** Every prose file of a language, by its path under the language's folder. */
const files = (locale: string) =>
  readdirSync(`${PROSE}/${locale}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort();
/** A prose file's frontmatter and body. */
const read = (locale: string, file: string) => {
  const [, front = '', body = ''] = readFileSync(`${PROSE}/${locale}/${file}`, 'utf8').split(
    /^---$/m,
  );
  return { data: parse(front) as Record<string, unknown>, body: body.trim() };
};
/** The values the /docs route gives its prose besides the shared ones. */
const PAGE_VALUES = {
  offering: 'x',
  controller: 'x',
  processors: 'x',
  logRetention: 'x',
  backupRetention: 'x',
};

describe.each(LOCALES)('the information pages in %s', (locale) => {
  const t = words(locale);

  it('have the same prose files as English, every value they name given', () => {
    expect(files(locale)).toEqual(files('en'));
    for (const file of files(locale)) {
      const { body } = read(locale, file);
      expect(() => fillHtml(body, { ...sharedValues(locale), ...PAGE_VALUES }), file).not.toThrow();
    }
  });

  it('ask each question with a question mark and answer in one to three plain sentences', () => {
    const faq = files(locale).filter((file) => file.startsWith('faq/'));
    expect(faq.length).toBeGreaterThanOrEqual(16);
    for (const file of faq) {
      const { data, body } = read(locale, file);
      expect(String(data['question']), file).toMatch(/[?؟]$/);
      expect(Object.keys(t.faq.categories), file).toContain(data['category']);
      expect(body, file).not.toMatch(/[<>]/);
      expect(body.split(/(?<=[.?؟])\s+/).length, file).toBeLessThanOrEqual(3);
    }
  });

  it('never promise: "guaranteed" only as "not guaranteed", no "safe", no "!"', () => {
    for (const file of files(locale)) {
      const { body } = read(locale, file);
      expect(body.replace(/not guaranteed|غير مضمون/g, ''), file).not.toMatch(/guarantee|مضمون/i);
      expect(body, file).not.toMatch(/\bsafe\b|risk-free|آمن|!/i);
    }
  });
});

describe('the Arabic FAQ', () => {
  it('writes the minimums through the formatter, each number kept with its unit', () => {
    const answer = fillHtml(read('ar', 'faq/minimum-investment.md').body, sharedValues('ar'));
    const usd = (figure: string) => `${figure}\u00a0دولار\u00a0أمريكي`;
    expect(answer).toContain(`بين ${usd('1,000')} و${usd('10,000')} بحسب المجمّع`);
    expect(answer).toContain(`و${usd('100,000')} فأكثر للذهبي.`);
  });

  it("writes each period's unit in the plural form its number takes", () => {
    const days = (count: number) => format('ar', words('ar').format.days, { count });
    const written = [2, 7, 14, 730, 100].map(days).join(' | ');
    expect(written).toBe('يومين | 7 أيام | 14 يومًا | 730 يومًا | 100 يوم');
    expect(sharedValues('ar')['confirmPeriod']).toBe(days(CONFIRM_LINK_DAYS));
  });
});
