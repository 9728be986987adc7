import { cn } from '@/lib/cn';
import { ENGLISH_FIGURES, formatTargetApy, type FigureFormat } from '@/lib/format';

export interface YieldFigureProps {
  /** The target APY in percent (40 shows as "up to 40%"). */
  percent: number;
  /** What the figure is, e.g. "Target APY". */
  label: string;
  /** The words that keep it honest, e.g. "Target, not guaranteed"; always shown beside the figure. */
  qualifier: string;
  /** `detail`: label above, figure and qualifier on one line; `tag`: one pill, as in a tag list. */
  variant?: 'detail' | 'tag';
  /** On a dark band. */
  inverse?: boolean;
  /** How the page's language writes the figure; English by default. */
  figures?: FigureFormat;
  /** `tag` only: the tag's own words, which state the figure ("Up to 40% APY"). */
  tagText?: string;
  /**
   * `detail` only: `lg` draws the figure and the qualifier larger, still at one size together;
   * `figure` leads with the number at the display size, the qualifier as its caption right under
   * it, at body size, so a term sheet is read figure first and never without its caveat.
   */
  size?: 'md' | 'lg' | 'figure';
  /** `detail` only: false when the label is already shown beside it, e.g. as the `<dt>` of a list. */
  showLabel?: boolean;
  className?: string;
}

/**
 * The only way a yield is shown on the site: the figure is always a target, and the qualifier sits
 * next to it at the same size and weight, so it cannot be read without it.
 */
export function YieldFigure({
  percent,
  label,
  qualifier,
  variant = 'detail',
  inverse = false,
  figures = ENGLISH_FIGURES,
  tagText,
  size = 'md',
  showLabel = true,
  className,
}: YieldFigureProps) {
  const figure = formatTargetApy(percent, figures);
  if (variant === 'tag') {
    const upper = tagText ?? `${figure.charAt(0).toUpperCase()}${figure.slice(1)} APY`;
    // A tag that already calls its figure a target ("عائد سنوي مستهدف حتى 40%") gets only the
    // rest of the qualifier ("غير مضمون"), so "target" is said once, in any language.
    const [head = '', ...rest] = qualifier.split(/[,،]\s*/);
    const caveat =
      rest.length > 0 && upper.toLocaleLowerCase().includes(head.toLocaleLowerCase())
        ? rest.join(', ')
        : qualifier;
    // No separator glyph: when the pill wraps, a "·" would dangle at a line's end. The colour
    // and the gap set the caveat apart, and each part keeps its words on one line.
    return (
      <span
        data-yield-figure
        className={cn(
          'inline-flex flex-wrap items-center gap-x-2 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
          inverse ? 'bg-white/10 text-white' : 'bg-accent-soft text-accent-ink',
          className,
        )}
      >
        <span className="whitespace-nowrap">{upper}</span>
        <span className={cn('whitespace-nowrap', inverse ? 'text-accent' : 'text-muted')}>
          <span className="sr-only">, </span>
          {caveat}
        </span>
      </span>
    );
  }
  if (size === 'figure') {
    // "up to 40%": the words stay small and the number takes the display size, on one baseline.
    const number = figure.match(/[\d.,]+[^\s\d]*$/)?.[0] ?? figure;
    const words = figure.slice(0, figure.length - number.length).trim();
    return (
      <span data-yield-figure className={cn('flex flex-col gap-1', className)}>
        {showLabel ? (
          <span className={cn('text-sm', inverse ? 'text-navy-muted' : 'text-muted')}>{label}</span>
        ) : null}
        <span className="font-semibold tabular-nums">
          <span className={cn('text-base', inverse ? 'text-navy-muted' : 'text-muted')}>
            {words}
          </span>{' '}
          <span className={cn('text-figure', inverse ? 'text-white' : 'text-ink')}>{number}</span>
        </span>
        <span className={cn('text-base font-medium', inverse ? 'text-accent' : 'text-accent-ink')}>
          {qualifier}
        </span>
      </span>
    );
  }
  return (
    <span data-yield-figure className={cn('flex flex-col gap-0.5', className)}>
      {showLabel ? (
        <span className={cn('text-sm', inverse ? 'text-navy-muted' : 'text-muted')}>{label}</span>
      ) : null}
      <span
        className={cn(
          'flex flex-wrap items-baseline gap-x-2 font-semibold tabular-nums',
          size === 'lg' ? 'text-lg' : 'text-base',
        )}
      >
        <span className={inverse ? 'text-white' : 'text-ink'}>{figure}</span>
        <span className={inverse ? 'text-accent' : 'text-accent-ink'}>{qualifier}</span>
      </span>
    </span>
  );
}
