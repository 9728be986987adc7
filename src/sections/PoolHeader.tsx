import { ChevronRight } from 'lucide-react';
import type { Pool, StatusPresentation } from '@/content/pools';
import type { PoolPageCopy } from '@/content/pool-page';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { formatTenor } from '@/lib/format';

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
}

/**
 * The opening band of a pool's page: the breadcrumb, the pool's name as the h1 with its status
 * badge, and beside it (below on phones) the term sheet with the target APY set apart.
 */
export function PoolHeader({ pool, eyebrow, labels, presentation, breadcrumb }: PoolHeaderProps) {
  const rows: Array<[string, string]> = [
    [labels.payout, pool.payout],
    [labels.tenor, formatTenor(pool.tenorMonths)],
    [labels.collateralType, pool.collateralType],
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
              <ChevronRight aria-hidden="true" className="size-4" />
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
                <span className="sr-only">{labels.status}: </span>
                {pool.status}
              </Badge>
              <span>{pool.location}</span>
            </p>
          </div>
          <Card className="p-6 shadow-raised">
            <dl>
              <div className="rounded-control bg-surface-muted px-4 py-3.5">
                <dt className="text-sm text-muted">{labels.targetApy}</dt>
                <dd className="mt-0.5">
                  <YieldFigure
                    percent={pool.targetApyPercent}
                    label={labels.targetApy}
                    qualifier={labels.targetApyQualifier}
                    size="lg"
                    showLabel={false}
                  />
                </dd>
              </div>
              {rows.map(([label, value], index) => (
                <div
                  key={label}
                  className={
                    index === 0
                      ? 'mt-2 flex items-baseline justify-between gap-4 py-3'
                      : 'flex items-baseline justify-between gap-4 border-t border-line py-3'
                  }
                >
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-right font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </Container>
    </section>
  );
}
