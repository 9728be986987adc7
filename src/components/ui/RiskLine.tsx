import { TriangleAlert } from 'lucide-react';
import type { RiskLineContent } from '@/content/schemas';
import { cn } from '@/lib/cn';
import { keepHyphenated, keepHyphenatedHtml } from '@/lib/keep-hyphenated';

export interface RiskLineProps {
  /** Bold lead, text and the link to the risk disclosure. */
  line: RiskLineContent;
  /** On a navy panel: light text, the accent's mark. */
  inverse?: boolean;
  className?: string;
}

/**
 * The site's one risk module, in its compact form: the risk in one sentence at small size, a
 * warning mark and a link to the disclosure, beside every call to invest and never in a box of
 * its own, so that it is read with the button without outweighing it. `data-risk-line` marks it
 * for the e2e checks (every call to invest has one; no two in view at once on a phone). A ui
 * primitive, so that the site chrome (the mobile menu's Apply) draws the same line as the pages.
 */
export function RiskLine({ line, inverse = false, className }: RiskLineProps) {
  return (
    <p
      data-risk-line
      className={cn(
        'flex max-w-xl gap-2 text-sm text-pretty',
        inverse ? 'text-navy-muted' : 'text-muted',
        className,
      )}
    >
      <TriangleAlert
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', inverse ? 'text-accent' : 'text-warning-ink')}
        strokeWidth={1.75}
      />
      <span>
        <strong className={cn('font-semibold', inverse ? 'text-white' : 'text-ink')}>
          {line.title}
        </strong>{' '}
        {keepHyphenated(line.text)}{' '}
        <a
          href={line.link.href}
          className={cn(
            'font-semibold underline underline-offset-2',
            inverse ? 'text-white' : 'text-warning-ink',
          )}
        >
          {line.link.label}
        </a>
      </span>
    </p>
  );
}

/** One risk of the full form: a short title and its text (plain, or HTML from the prose). */
export type RiskPoint = { title: string } & ({ text: string } | { html: string });

export interface RiskListProps {
  points: RiskPoint[];
  className?: string;
}

/**
 * The risk module in its full form, the disclosure: every risk under the same warning mark as the
 * compact line, in a ruled list (no warning fill: it is read, not alarmed at).
 */
export function RiskList({ points, className }: RiskListProps) {
  return (
    <ul
      data-risk-disclosure
      className={cn(
        'grid gap-px overflow-hidden rounded-card border border-line bg-line md:grid-cols-2',
        className,
      )}
    >
      {points.map((point) => (
        <li
          key={point.title}
          // An odd last risk takes the row: the grid's lines would show through an empty cell.
          className="flex items-start gap-3 bg-surface p-5 sm:p-6 md:last:odd:col-span-2"
        >
          <TriangleAlert
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-warning-ink"
            strokeWidth={1.75}
          />
          <div className="min-w-0">
            <h3 className="font-semibold text-balance">{point.title}</h3>
            {'html' in point ? (
              <div
                className="mt-1 text-pretty text-muted [&_p+p]:mt-2"
                dangerouslySetInnerHTML={{ __html: keepHyphenatedHtml(point.html) }}
              />
            ) : (
              <p className="mt-1 text-pretty text-muted">{keepHyphenated(point.text)}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
