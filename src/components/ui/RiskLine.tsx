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

/** A range and its unit ("12-24 months") wraps as one: a line break after its hyphen misreads. */
const RANGE = /(\d+-\d+ [a-z]+)/;

/** A sentence of risk copy, with each range and its unit kept on one line. */
export function keepRangesTogether(text: string): ReactNode {
  return text.split(RANGE).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * The risk in one line, warning-toned, where an offer or an action is: before the pool cards,
 * beside a pool's figure, under every call to invest (issue 24). It points to the full risk box,
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
        <strong className="font-semibold">{line.title}</strong> {keepRangesTogether(line.text)}{' '}
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
