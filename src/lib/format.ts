/**
 * Display formatting for content figures. Content stores numbers (40, 12, 10000); these pure
 * functions turn them into the strings visitors read, in the page's language, so a figure is
 * written once. Numbers go through Intl.NumberFormat with the language's locale (digits,
 * separators, the place of the percent and currency signs); only the words around a figure come
 * from content, as a template with `{figure}` where the formatted number goes.
 */

/** How one language writes figures (src/content/locales.ts gives each language's). */
export interface FigureFormat {
  /** The Unicode locale Intl formats numbers with, e.g. "en-US", "ar-AE-u-nu-latn". */
  numberLocale: string;
  /** An upper target: "up to {figure}". */
  upTo: string;
  /** An open-ended minimum: "{figure}+". */
  orMore: string;
  /** Dollar amounts by symbol ("$10,000") or by name ("10,000 دولار أمريكي"). */
  currencyDisplay: 'symbol' | 'name';
  /** A headline figure that is a floor, "more than": "{figure}+", "أكثر من {figure}". */
  moreThan: string;
  /** The smallest headline figure written in compact notation ("10K", "5 ملايين"). */
  compactFrom: number;
  /** Compact notation by abbreviation ("$5M") or by word ("5 ملايين دولار أمريكي"). */
  compactDisplay: 'short' | 'long';
}

/** English figures: the site's default, and what the functions use when given none. */
export const ENGLISH_FIGURES: FigureFormat = {
  numberLocale: 'en-US',
  upTo: 'up to {figure}',
  orMore: '{figure}+',
  currencyDisplay: 'symbol',
  moreThan: '{figure}+',
  compactFrom: 10_000,
  compactDisplay: 'short',
};

/**
 * A language's figure settings as its dictionary writes them (`format` in words/<locale>.json),
 * checked into a FigureFormat: an unknown display name falls back to the English one.
 */
export function toFigureFormat(settings: {
  numberLocale: string;
  upTo: string;
  orMore: string;
  currencyDisplay: string;
  moreThan: string;
  compactFrom: number;
  compactDisplay: string;
}): FigureFormat {
  return {
    ...settings,
    currencyDisplay: settings.currencyDisplay === 'name' ? 'name' : 'symbol',
    compactDisplay: settings.compactDisplay === 'long' ? 'long' : 'short',
  };
}

function assertFinite(value: number, name: string): void {
  if (!Number.isFinite(value))
    throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/** The no-break space: a line never ends between a number and its unit. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * A figure with its unit kept on one line: Intl's spaces made no-break spaces, so "12 months",
 * "12 شهرًا" or "10,000 دولار أمريكي" never end a line after the number.
 */
function keepTogether(figure: string): string {
  return figure.replace(/ /g, NO_BREAK_SPACE);
}

/** `{figure}` in a template replaced by the formatted number. */
function fill(template: string, figure: string): string {
  return template.replace('{figure}', figure);
}

/** How the language writes a percentage, to two decimals at most; it takes fractions (0.4). */
function percentFormat(format: FigureFormat): Intl.NumberFormat {
  return new Intl.NumberFormat(format.numberLocale, { style: 'percent', maximumFractionDigits: 2 });
}

/** A percentage: `formatPercent(40)` is "40%" (in Arabic, with Latin digits, "40‎%‎"). */
export function formatPercent(percent: number, format: FigureFormat = ENGLISH_FIGURES): string {
  assertFinite(percent, 'percent');
  return percentFormat(format).format(percent / 100);
}

/**
 * The span of some percentages, lowest to highest, as the language writes a range (Intl's
 * formatRange, so the percent sign sits where the language's formatter puts it): `[31, 29]` is
 * "29% – 31%" (in Arabic "29–31‎%‎"). Equal figures give the one figure, not Intl's "~29%",
 * which would read as an estimate.
 */
export function formatPercentRange(
  percents: readonly number[],
  format: FigureFormat = ENGLISH_FIGURES,
): string {
  if (percents.length === 0) throw new RangeError('percents must not be empty');
  percents.forEach((percent) => assertFinite(percent, 'percent'));
  const low = Math.min(...percents);
  const high = Math.max(...percents);
  if (low === high) return formatPercent(low, format);
  return percentFormat(format).formatRange(low / 100, high / 100);
}

/** A target APY as shown on a pool card: `formatTargetApy(40)` is "up to 40%". */
export function formatTargetApy(percent: number, format: FigureFormat = ENGLISH_FIGURES): string {
  assertFinite(percent, 'percent');
  if (percent <= 0) throw new RangeError(`percent must be positive, got ${percent}`);
  return fill(format.upTo, formatPercent(percent, format));
}

/**
 * A tenor in whole months, number and unit on one line: `formatTenor(12)` is "12 months",
 * `formatTenor(1)` is "1 month" (each with a no-break space).
 */
export function formatTenor(months: number, format: FigureFormat = ENGLISH_FIGURES): string {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`months must be a positive whole number, got ${months}`);
  }
  return keepTogether(
    new Intl.NumberFormat(format.numberLocale, {
      style: 'unit',
      unit: 'month',
      unitDisplay: 'long',
    }).format(months),
  );
}

/**
 * A whole-dollar amount: `formatUsd(10000)` is "$10,000". Cents are rounded away. By name (Arabic),
 * the amount and the currency's name stay on one line: "10,000 دولار أمريكي".
 */
export function formatUsd(amount: number, format: FigureFormat = ENGLISH_FIGURES): string {
  assertFinite(amount, 'amount');
  return keepTogether(
    new Intl.NumberFormat(format.numberLocale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: format.currencyDisplay,
      maximumFractionDigits: 0,
    }).format(amount),
  );
}

/** A minimum investment; an open-ended one gets a "+": `formatMinInvestment(100000, true)` is "$100,000+". */
export function formatMinInvestment(
  amount: number,
  openEnded = false,
  format: FigureFormat = ENGLISH_FIGURES,
): string {
  const figure = formatUsd(amount, format);
  return openEnded ? fill(format.orMore, figure) : figure;
}

/**
 * A headline figure (the company's and the market's, src/content/stats.ts): a count or a dollar
 * amount, possibly a floor ("80+").
 */
export interface Figure {
  /** The number itself: 5000000 for "$5M+". */
  value: number;
  /** Dollars, or a count of things the copy names after the figure. */
  unit: 'usd' | 'count';
  /** Whether the figure is a floor: "80+", "أكثر من 80". */
  moreThan?: boolean;
}

/**
 * A headline figure as the language writes it: large ones in compact notation, the number kept
 * with its unit by no-break spaces. In English `{ value: 5e6, unit: 'usd', moreThan: true }` is
 * "$5M+" and `{ value: 10000, unit: 'count', moreThan: true }` "10K+"; in Arabic "أكثر من 5 ملايين
 * دولار أمريكي" and "أكثر من 10,000" (thousands in full digits, millions and billions in words).
 */
export function formatFigure(figure: Figure, format: FigureFormat = ENGLISH_FIGURES): string {
  assertFinite(figure.value, 'value');
  if (figure.value < 0) throw new RangeError(`value must not be negative, got ${figure.value}`);
  const compact = figure.value >= format.compactFrom;
  const parts = new Intl.NumberFormat(format.numberLocale, {
    maximumFractionDigits: compact ? 1 : 0,
    ...(compact ? { notation: 'compact', compactDisplay: format.compactDisplay } : {}),
    ...(figure.unit === 'usd'
      ? { style: 'currency', currency: 'USD', currencyDisplay: format.currencyDisplay }
      : {}),
  }).formatToParts(figure.value);
  const number = parts
    .map((part, i) =>
      // The one place a long figure may break: between its named scale and the currency's
      // name ("5 ملايين / دولار أمريكي"), so it fits a third of the stats band; the number never
      // leaves its scale (never "5 / ملايين").
      part.type === 'literal' &&
      parts[i - 1]?.type === 'compact' &&
      parts[i + 1]?.type === 'currency'
        ? part.value
        : keepTogether(part.value),
    )
    .join('');
  return figure.moreThan === true ? fill(format.moreThan, number) : number;
}
