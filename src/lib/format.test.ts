import { describe, expect, it } from 'vitest';
import {
  formatFigure,
  formatMinInvestment,
  formatPercent,
  formatPercentRange,
  formatTargetApy,
  formatTenor,
  formatUsd,
  type FigureFormat,
} from './format';

const ARABIC: FigureFormat = {
  numberLocale: 'ar-AE-u-nu-latn',
  upTo: 'حتى {figure}',
  orMore: '{figure} فأكثر',
  currencyDisplay: 'name',
  moreThan: 'أكثر من {figure}',
  compactFrom: 1_000_000,
  compactDisplay: 'long',
};

const NBSP = '\u00a0';

describe('formatTargetApy', () => {
  it('states the figure as an upper target', () => {
    expect(formatTargetApy(40)).toBe('up to 40%');
    expect(formatTargetApy(35)).toBe('up to 35%');
    expect(formatTargetApy(12.5)).toBe('up to 12.5%');
  });

  it('rejects figures that are not a positive number', () => {
    expect(() => formatTargetApy(0)).toThrow(RangeError);
    expect(() => formatTargetApy(-5)).toThrow(RangeError);
    expect(() => formatTargetApy(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatTenor', () => {
  it('pluralises months, the number kept with its unit by a no-break space', () => {
    expect(formatTenor(12)).toBe('12\u00a0months');
    expect(formatTenor(24)).toBe('24\u00a0months');
    expect(formatTenor(1)).toBe('1\u00a0month');
  });

  it('keeps the Arabic number with its unit too', () => {
    const tenor = formatTenor(12, ARABIC);
    expect(tenor).toMatch(/^12\u00a0\S+$/);
    expect(tenor).not.toContain(' ');
  });

  it('rejects non-whole or non-positive months', () => {
    expect(() => formatTenor(0)).toThrow(RangeError);
    expect(() => formatTenor(1.5)).toThrow(RangeError);
    expect(() => formatTenor(-12)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('formats whole dollars with thousands separators and no cents', () => {
    expect(formatUsd(10000)).toBe('$10,000');
    expect(formatUsd(100000)).toBe('$100,000');
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(999.6)).toBe('$1,000');
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatMinInvestment', () => {
  it('adds a plus only when the minimum is open-ended', () => {
    expect(formatMinInvestment(10000)).toBe('$10,000');
    expect(formatMinInvestment(50000, false)).toBe('$50,000');
    expect(formatMinInvestment(100000, true)).toBe('$100,000+');
  });
});

describe('figures in Arabic', () => {
  it('writes Western digits through Intl, with the words of the language around them', () => {
    expect(formatTargetApy(40, ARABIC)).toBe('حتى 40\u200e%\u200e');
    expect(formatTenor(12, ARABIC)).toBe('12\u00a0شهرًا');
    expect(formatUsd(10000, ARABIC)).toBe('10,000\u00a0دولار\u00a0أمريكي');
    expect(formatMinInvestment(100000, true, ARABIC)).toBe('100,000\u00a0دولار\u00a0أمريكي فأكثر');
    for (const text of [formatTargetApy(35, ARABIC), formatUsd(50000, ARABIC)]) {
      expect(text).not.toMatch(/[\u0660-\u0669]/);
    }
  });
});

describe('formatFigure', () => {
  const revenue = { value: 5_000_000, unit: 'usd', moreThan: true } as const;
  const properties = { value: 80, unit: 'count', moreThan: true } as const;
  const marketCap = { value: 30_000_000_000, unit: 'usd' } as const;
  const tokenized = { value: 40, unit: 'count', moreThan: true } as const;
  const customers = { value: 10_000, unit: 'count', moreThan: true } as const;

  it('writes the spec\'s English figures: compact from ten thousand, a floor with "+"', () => {
    expect(formatFigure(revenue)).toBe('$5M+');
    expect(formatFigure(properties)).toBe('80+');
    expect(formatFigure(marketCap)).toBe('$30B');
    expect(formatFigure(tokenized)).toBe('40+');
    expect(formatFigure(customers)).toBe('10K+');
  });

  it('writes Arabic figures as Intl does, millions named, the number kept with its unit', () => {
    expect(formatFigure(revenue, ARABIC)).toBe(`أكثر من 5${NBSP}ملايين دولار${NBSP}أمريكي`);
    expect(formatFigure(properties, ARABIC)).toBe('أكثر من 80');
    expect(formatFigure(marketCap, ARABIC)).toBe(`30${NBSP}مليار دولار${NBSP}أمريكي`);
    expect(formatFigure(tokenized, ARABIC)).toBe('أكثر من 40');
    // Thousands in full: Intl's compact "10 ألف" would not agree the word with the number.
    expect(formatFigure(customers, ARABIC)).toBe('أكثر من 10,000');
  });

  it("never breaks a line between a number and its scale, nor inside a currency's name", () => {
    // A long figure may break between its scale and the currency, to fit a third of the band.
    for (const figure of [revenue, marketCap]) {
      const [scaled, currency, ...rest] = formatFigure(figure, ARABIC)
        .replace(/^أكثر من /, '')
        .split(' ');
      expect(scaled).toMatch(/^\d+\u00a0(ملايين|مليار)$/);
      expect(currency).toBe(`دولار${NBSP}أمريكي`);
      expect(rest).toEqual([]);
    }
    expect(formatFigure({ value: 12_500, unit: 'usd' }, ARABIC)).toBe(
      `12,500${NBSP}دولار${NBSP}أمريكي`,
    );
  });

  it('rejects figures that are not a number of something', () => {
    expect(() => formatFigure({ value: Number.NaN, unit: 'count' })).toThrow(RangeError);
    expect(() => formatFigure({ value: -1, unit: 'usd' })).toThrow(RangeError);
  });
});

describe('formatPercentRange', () => {
  it('writes the lowest to the highest, whatever their order', () => {
    expect(formatPercentRange([31, 29])).toBe('29% – 31%');
    expect(formatPercentRange([24, 25, 23])).toBe('23% – 25%');
  });

  it('writes one figure when all are equal, never an approximate "~"', () => {
    expect(formatPercentRange([30, 30])).toBe('30%');
    expect(formatPercentRange([12.5])).toBe('12.5%');
  });

  it('puts the Arabic percent sign where the single figures have it', () => {
    const range = formatPercentRange([29, 31], ARABIC);
    expect(range).toBe('29–31\u200e%\u200e');
    // The same sign, with the same marks around it, as formatPercent writes after a lone figure.
    const sign = (text: string) => text.slice(text.search(/\D*$/));
    expect(sign(range)).toBe(sign(formatPercent(40, ARABIC)));
    expect(formatPercentRange([30, 30], ARABIC)).toBe(formatPercent(30, ARABIC));
  });

  it('rejects an empty list and a figure that is not finite', () => {
    expect(() => formatPercentRange([])).toThrow(RangeError);
    expect(() => formatPercentRange([29, Number.NaN])).toThrow(RangeError);
  });
});
