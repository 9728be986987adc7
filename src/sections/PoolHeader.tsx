import { ChevronRight } from 'lucide-react';
import type { PoolsPage } from '@/content/pools-page';
import type { Pool, StatusPresentation } from '@/content/pools';
import type { PoolPageCopy } from '@/content/pool-page';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { formatTenor } from '@/lib/format';
import type { PoolDisplay } from './PoolCard';
import { RiskLine } from './RiskLine';

export interface PoolHeaderProps {
  pool: Pool;
  /** Short line above the h1. */
  eyebrow: string;
  /** Labels of the term sheet's fields. */
  labels: PoolPageCopy['labels'];
  /** The status's badge. */
  presentation: StatusPresentation;
  /** The trail above the h1: Pools > the pool. */
  breadcrumb: PoolPageCopy['breadcrumb'];
  /** The risk in one line, beside the figure and before any action (its link: the page's risk box). */
  riskLine: PoolsPage['list']['riskLine'];
  /** How the page's language writes the figures and names the codes. */
  display: Pick<PoolDisplay, 'figures' | 'terms'>;
}

/**
 * The opening band of a pool's page: the breadcrumb, the pool's name as the h1 with its status
 * badge, and beside it (below on phones) the term sheet, led by the target APY at the display
 * size with its caveat as the caption, as on the pool cards.
 */
export function PoolHeader({
  pool,
  eyebrow,
  labels,
  presentation,
  breadcrumb,
  riskLine,
  display,
}: PoolHeaderProps) {
  const rows: Array<[string, string]> = [
    [labels.payout, pool.payout],
    [labels.tenor, formatTenor(pool.tenorMonths, display.figures)],
    [labels.collateralType, display.terms.collateralTypes[pool.collateralType]],
    [labels.location, pool.location],
  ];
  return (
    <section className="-mt-header bg-linear-to-b from-brand-soft/70 to-surface pt-header">
      <Container className="py-12 sm:py-16">
        <nav aria-label={breadcrumb.label}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
            <li className="flex items-center gap-1.5">
              <a
                href={breadcrumb.parent.href}
                className="font-medium text-brand-ink underline-offset-2 hover:underline"
              >
                {breadcrumb.parent.label}
              </a>
              <ChevronRight aria-hidden="true" className="size-4 mirror-rtl" />
            </li>
            <li aria-current="page">{pool.name}</li>
          </ol>
        </nav>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">
              {eyebrow}
            </p>
            <h1 className="text-display font-semibold text-balance">{pool.name}</h1>
            <p className="mt-5 flex flex-wrap items-center gap-3 text-lg text-muted">
              <Badge variant={presentation.badge}>
                {pool.status === 'Open' ? (
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
                ) : null}
                <span className="sr-only">{labels.status}: </span>
                {display.terms.statuses[pool.status]}
              </Badge>
              <span>{pool.location}</span>
            </p>
            <RiskLine line={riskLine} className="mt-6 max-w-xl sm:p-4" />
          </div>
          <Card className="p-6 shadow-raised">
            <dl>
              <div className="pb-5">
                <dt className="text-sm text-muted">{labels.targetApy}</dt>
                <dd>
                  <YieldFigure
                    percent={pool.targetApyPercent}
                    label={labels.targetApy}
                    qualifier={labels.targetApyQualifier}
                    figures={display.figures}
                    size="figure"
                    showLabel={false}
                  />
                </dd>
              </div>
              {rows.map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-baseline justify-between gap-4 border-t border-line py-3"
                >
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-end font-medium text-ink tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </Container>
    </section>
  );
}
