import { Fragment, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { RiskLineContent } from '@/content/schemas';
import { ArrowLink } from './ArrowLink';
import { cn } from '@/lib/cn';

export interface RiskLineProps {
  /** Bold lead, text and the link to the page's risk box. */
  line: RiskLineContent;
  /** In a box of its own (a buy box): small type, no warning card around it. */
  compact?: boolean;
  className?: string;
}

/** A range and its unit in English copy ("12-24 months"); Arabic copy carries its own spaces. */
const RANGE = /(\d+-\d+ [a-z]+)/;

/**
 * A sentence of risk copy in which a range may break after its hyphen (a `wbr`: the text keeps
 * the spec's plain hyphen) but its last number never leaves its unit (a no-break space), so
 * "12-24 months" neither forces a ragged line nor ends a line on a bare number.
 */
export function withRangeBreaks(text: string): ReactNode {
  return text.split(RANGE).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const [range = '', unit = ''] = part.split(' ');
    const [from, to] = range.split('-');
    return (
      <Fragment key={index}>
        {from}-<wbr />
        {to}
        {'\u00a0'}
        {unit}
      </Fragment>
    );
  });
}

/**
 * The risk in one line, warning-toned, where an offer or an action is: before the pool cards,
 * beside a pool's figure, under every call to invest. It points to the full risk box,
 * further down the page or on /docs. `data-risk-line` marks it for e2e/risk-lines.spec.ts. A ui
 * primitive, so that the site chrome (the mobile menu's Apply) draws the same line as the pages.
 */
export function RiskLine({ line, compact = false, className }: RiskLineProps) {
  return (
    <p
      data-risk-line
      className={cn(
        'flex text-pretty text-ink',
        compact
          ? 'gap-2 text-sm'
          : 'gap-3 rounded-card border border-warning-ink/25 bg-warning-soft p-4 sm:p-5',
        className,
      )}
    >
      <TriangleAlert
        aria-hidden="true"
        className={cn('mt-0.5 shrink-0 text-warning-ink', compact ? 'size-4' : 'size-5')}
        strokeWidth={1.75}
      />
      <span>
        <strong className="font-semibold">{line.title}</strong> {withRangeBreaks(line.text)}{' '}
        <ArrowLink
          href={line.link.href}
          variant="warning"
          className={cn('inline-flex', compact && 'underline')}
        >
          {line.link.label}
        </ArrowLink>
      </span>
    </p>
  );
}
