import { cn } from '@/lib/cn';

/** What a pool has paid, in a language's words, for the figure beside its target. */
export interface PaidYield {
  /** "Paid so far". */
  label: string;
  /** The span of the annualised rates paid: "29% – 31%", or one figure when all are equal. */
  range: string;
  /** The words after the range: "a year". */
  perYear: string;
  /** What the figure is, as the target's qualifier says what that one is: "Paid, annualised". */
  caption: string;
  /** Over how many payouts, against which target, and that past payouts do not predict future ones. */
  detail: string;
}

export interface PaidFigureProps {
  paid: PaidYield;
  /** False when the label is already shown beside it, e.g. as the `<dt>` of a list. */
  showLabel?: boolean;
  /** `figure` beside a target at the display size (a step under it), `md` at body size. */
  size?: 'figure' | 'md';
  className?: string;
}

/**
 * The yield a pool has actually paid, set beside its target APY (YieldFigure) at most half the
 * target's size (a few payouts annualised are not a figure to lead with), so the target is never
 * read alone once there is a record: the range of the annualised rates, what they are where the
 * target has its qualifier, then how many payouts, against which target, and that past payouts do
 * not predict future ones. It is a past fact, so it carries that caveat, not the target's.
 */
export function PaidFigure({
  paid,
  showLabel = true,
  size = 'figure',
  className,
}: PaidFigureProps) {
  if (size === 'md') {
    return (
      <span data-paid-figure className={cn('flex flex-col gap-0.5', className)}>
        {showLabel ? <span className="text-sm text-muted">{paid.label}</span> : null}
        <span className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold tabular-nums">
          <span className="text-ink">
            <span className="whitespace-nowrap">{paid.range}</span> {paid.perYear}
          </span>
          <span className="text-ink">{paid.caption}</span>
        </span>
        <span className="text-sm text-pretty text-muted">{paid.detail}</span>
      </span>
    );
  }
  return (
    <span data-paid-figure className={cn('flex flex-col gap-1', className)}>
      {showLabel ? <span className="text-sm text-muted">{paid.label}</span> : null}
      <span className="font-semibold tabular-nums">
        <span data-paid-range className="text-xl whitespace-nowrap text-ink">
          {paid.range}
        </span>{' '}
        <span className="text-base text-muted">{paid.perYear}</span>
      </span>
      <span className="text-base font-medium text-ink">{paid.caption}</span>
      <span className="text-sm text-pretty text-muted">{paid.detail}</span>
    </span>
  );
}
