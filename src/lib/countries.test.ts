import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('country options', () => {
  it('lists every country by English name, in English order, accents dropped', () => {
    const english = countryOptions('en');
    expect(english).toHaveLength(250);
    expect(english[0]).toEqual(['AF', 'Afghanistan']);
    expect(english).toContainEqual(['AX', 'Aland Islands']);
    expect(english).toContainEqual(['US', 'United States of America']);
  });

  it('lists the same codes by Arabic name, in Arabic collation, letters kept', () => {
    const arabic = countryOptions('ar');
    const codes = (options: readonly (readonly [string, string])[]) =>
      options.map(([code]) => code).sort();
    expect(codes(arabic)).toEqual(codes(countryOptions('en')));
    expect(arabic).toContainEqual(['AE', 'الإمارات العربية المتحدة']);
    const names = arabic.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    // A hamza is a letter in Arabic: never stripped as an accent would be in English.
    expect(names.some((name) => name.includes('أ') || name.includes('إ'))).toBe(true);
  });
});
