import type { Pool, StatusPresentation } from '@/content/pools';
import type { PoolsPage } from '@/content/pools-page';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { cn } from '@/lib/cn';
import { formatTenor } from '@/lib/format';
import { poolPath } from '@/lib/paths';

/** The field labels of a pool card. */
export type PoolCardLabels = PoolsPage['list']['labels'];

export interface PoolCardProps {
  pool: Pool;
  labels: PoolCardLabels;
  /** Badge and button of the pool's status. */
  presentation: StatusPresentation;
  className?: string;
}

/**
 * One pool as a term sheet: name (a link to the pool's page) and status badge, the target APY set
 * apart, the other fields as a description list, and the status's button. Apply Now and Join
 * Waitlist are links to the form on the pool's page; a closed pool's button stays a disabled
 * `<button>`, since there is nothing to do.
 */
export function PoolCard({ pool, labels, presentation, className }: PoolCardProps) {
  const headingId = `pool-${pool.id}-name`;
  const rows: Array<[string, string]> = [
    [labels.location, pool.location],
    [labels.collateralType, pool.collateralType],
    [labels.payout, pool.payout],
    [labels.tenor, formatTenor(pool.tenorMonths)],
  ];
  const open = pool.status === 'Open';
  const page = poolPath(pool.id);
  return (
    <Card
      data-pool={pool.id}
      aria-labelledby={headingId}
      role="group"
      className={cn(
        // Tablets get a wide card (name and button on the left, the terms on the right); in a
        // grid of cards, rows follow the grid's subgrid so cards line up.
        'relative h-full overflow-hidden md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:grid-rows-[auto_1fr] lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0',
        open && 'border-brand/35 shadow-raised',
        className,
      )}
    >
      {open ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-brand to-accent"
        />
      ) : null}
      <div className="flex items-start justify-between gap-4 p-6 pb-5 md:max-lg:col-start-1 md:max-lg:row-start-1">
        <h3 id={headingId} className="text-xl font-semibold text-balance">
          <a href={page} className="underline-offset-4 hover:text-brand-ink hover:underline">
            {pool.name}
          </a>
        </h3>
        <Badge variant={presentation.badge} className="mt-1">
          <span className="sr-only">{labels.status}: </span>
          {pool.status}
        </Badge>
      </div>
      <dl className="flex-1 px-6 md:max-lg:col-start-2 md:max-lg:row-span-2 md:max-lg:row-start-1 md:max-lg:py-6 md:max-lg:pl-0">
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
            className={cn(
              'flex items-baseline justify-between gap-4 py-3',
              index === 0 ? 'mt-2' : 'border-t border-line',
            )}
          >
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-right font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="p-6 pt-4 md:max-lg:col-start-1 md:max-lg:row-start-2 md:max-lg:self-end">
        {presentation.disabled ? (
          <Button variant={presentation.button} disabled className="w-full">
            {presentation.action}
          </Button>
        ) : (
          <Button
            href={`${page}#${presentation.actionId}`}
            variant={presentation.button}
            className="w-full"
          >
            {presentation.action}
          </Button>
        )}
      </div>
    </Card>
  );
}
