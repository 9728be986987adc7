/**
 * Display formatting for content figures. Content stores numbers (40, 12, 10000);
 * these pure functions turn them into the strings visitors read, so a figure is written once.
 */

const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function assertFinite(value: number, name: string): void {
  if (!Number.isFinite(value))
    throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/** A target APY as shown on a pool card: `formatTargetApy(40)` is "up to 40%". */
export function formatTargetApy(percent: number): string {
  assertFinite(percent, 'percent');
  if (percent <= 0) throw new RangeError(`percent must be positive, got ${percent}`);
  return `up to ${percent}%`;
}

/** A tenor in whole months: `formatTenor(12)` is "12 months", `formatTenor(1)` is "1 month". */
export function formatTenor(months: number): string {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`months must be a positive whole number, got ${months}`);
  }
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** A whole-dollar amount in US style: `formatUsd(10000)` is "$10,000". Cents are rounded away. */
export function formatUsd(amount: number): string {
  assertFinite(amount, 'amount');
  return usdFormatter.format(amount);
}

/** A minimum investment; an open-ended one gets a "+": `formatMinInvestment(100000, true)` is "$100,000+". */
export function formatMinInvestment(amount: number, openEnded = false): string {
  return `${formatUsd(amount)}${openEnded ? '+' : ''}`;
}
