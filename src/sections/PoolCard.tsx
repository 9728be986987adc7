import type { Pool } from '@/content/facts';
import type { PoolEntry, Words } from '@/content/i18n';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PaidFigure, type PaidYield } from '@/components/ui/PaidFigure';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { cn } from '@/lib/cn';
import {
  formatPercent,
  formatPercentRange,
  formatTenor,
  toFigureFormat,
  type FigureFormat,
} from '@/lib/format';
import { formatMessage } from '@/lib/message';
import { poolHref, type Locale } from '@/lib/paths';
import { STATUS_PRESENTATION } from '@/lib/pool-status';

/** The field labels of a pool card. */
export type PoolCardLabels = Words['poolsPage']['list']['labels'];

/** A pool field a card can show; the list may leave out the ones every pool shares. */
export type PoolCardField = 'location' | 'collateralType' | 'payout' | 'tenor';

/** How a page in one language shows a pool: its figures, the words for its codes, its page. */
export interface PoolDisplay {
  figures: FigureFormat;
  /** The pools' shared words: location, collateral, statuses, actions, the target's caveat. */
  pools: Words['pools'];
  /** The pool's own page in the page's language: dubai-1 -> /pools/dubai-1 or /ar/pools/dubai-1. */
  pagePath: (poolId: string) => string;
}

/** How the pages in `locale` show a pool, from its dictionary. */
export function poolDisplay(t: Words, locale: Locale): PoolDisplay {
  return {
    figures: toFigureFormat(t.format),
    pools: t.pools,
    pagePath: (id) => poolHref(id, locale),
  };
}

/** A pool field's display value. */
export function poolFieldValue(pool: Pool, field: PoolCardField, display: PoolDisplay): string {
  if (field === 'tenor') return formatTenor(pool.tenorMonths, display.figures);
  if (field === 'collateralType') return display.pools.collateral;
  if (field === 'location') return display.pools.location;
  return pool[field];
}

/**
 * What a pool has paid so far, from its distributions in the facts (each one's rate annualised),
 * in the page's words: the range of the rates, how many payouts, against which target. `null`
 * while none is given or none is paid (before launch, and an upcoming pool).
 */
export function paidYield(
  pool: Pool,
  words: Words['pools']['yield'],
  figures: FigureFormat,
): PaidYield | null {
  const paid = pool.distributions ?? [];
  if (paid.length === 0) return null;
  const locale = figures.numberLocale;
  return {
    // A closed pool is closed to new investment, not at the end of its term: what it has paid so
    // far, as an open one.
    label: words.paid.label,
    range: formatPercentRange(
      paid.map((payout) => payout.apyPercent),
      figures,
    ),
    perYear: words.paid.perYear,
    caption: words.paid.caption,
    detail: formatMessage(locale, words.paid.detail, {
      count: paid.length,
      target: formatPercent(pool.targetApyPercent, figures),
    }),
  };
}

/**
 * What a pool's record says while it holds no payout, on its card and in its page's proof: that
 * the pool has not opened (an upcoming pool, whatever its record), or that none is paid yet (an
 * empty record). `null` for any other pool while its record is not given, or once it holds a
 * payout.
 */
export function paidNone(pool: Pool, words: Words['pools']['yield']['paid']): string | null {
  if (pool.status === 'Upcoming') return words.notOpen;
  return pool.distributions?.length === 0 ? words.none : null;
}

/**
 * A term sheet that shows what the pool has paid beside its target lays the two out side by side
 * where both fit, in two equal columns with the gaps of the two-column terms under them (so the
 * paid figure starts where the second column of terms does), and one under the other where not.
 */
export const paidTermsClass =
  'grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-x-4 sm:gap-x-5';

/**
 * The first term of a pool's term sheet (its card, its page's header): the target APY at the
 * display size, its caveat as the caption, labelled once by the `dt`. Once the pool has paid, what
 * it paid stands right beside it (under it where the two do not fit side by side), at most half
 * the target's size: two groups of the list, which then takes `paidTermsClass`.
 */
export function TargetApyTerm({
  pool,
  words,
  figures,
  paid,
}: {
  pool: Pool;
  /** The figure's label and its caveat. */
  words: Words['pools']['yield'];
  figures: FigureFormat;
  /**
   * What the pool has paid (`paidYield`), worked out once by the list that lays the two out, or
   * what its record says while it holds no payout (`paidNone`).
   */
  paid: PaidYield | string | null;
}) {
  const target = (
    <YieldFigure
      percent={pool.targetApyPercent}
      label={words.label}
      qualifier={words.qualifier}
      figures={figures}
      size="figure"
      showLabel={false}
    />
  );
  if (paid === null) {
    return (
      <div className="pb-5">
        <dt className="text-sm text-muted">{words.label}</dt>
        <dd>{target}</dd>
      </div>
    );
  }
  // Side by side where both fit, the paid figure under the target where not.
  return (
    <>
      <div className="pb-4 sm:pb-5">
        <dt className="text-sm text-muted">{words.label}</dt>
        <dd>{target}</dd>
      </div>
      <div className="pb-3 sm:pb-5" data-paid-term>
        {/* Shown at every width: under the target on a phone, a bare range would read as a
            second target. */}
        <dt className="text-sm text-muted">{words.paid.label}</dt>
        <dd>
          {typeof paid === 'string' ? (
            <span className="text-base text-pretty text-ink">{paid}</span>
          ) : (
            <PaidFigure paid={paid} showLabel={false} />
          )}
        </dd>
      </div>
    </>
  );
}

export interface PoolCardProps {
  pool: PoolEntry;
  labels: PoolCardLabels;
  /** The fields under the figure, in order (the list says the shared ones once, above). */
  fields?: PoolCardField[];
  display: PoolDisplay;
  /**
   * Another card beside it shows what its pool paid: this one then says what its own record holds
   * while it holds no payout (`paidNone`), where that card has its figure.
   */
  recordBeside?: boolean;
  className?: string;
}

/**
 * One pool as a term sheet led by its figure: the status badge and the name (a link to the pool's
 * page), the target APY at the display size with its caveat as the caption, the other fields as a
 * description list, and the status's button. Apply Now and Join Waitlist are links to the page of
 * the pool's form (/pools/<id>/apply, /pools/<id>/waitlist); a closed pool's button stays a disabled `<button>`, since there is nothing to do.
 */
export function PoolCard({
  pool,
  labels,
  fields = ['location', 'collateralType', 'payout', 'tenor'],
  display,
  recordBeside = false,
  className,
}: PoolCardProps) {
  const presentation = STATUS_PRESENTATION[pool.status];
  const action = display.pools.actions[pool.status];
  const headingId = `pool-${pool.id}-name`;
  const open = pool.status === 'Open';
  const page = display.pagePath(pool.id);
  const paid =
    paidYield(pool, display.pools.yield, display.figures) ??
    (recordBeside ? paidNone(pool, display.pools.yield.paid) : null);
  return (
    <Card
      data-pool={pool.id}
      aria-labelledby={headingId}
      role="group"
      className={cn(
        // Tablets get a wide card (name and button at the start, the terms at the end); in a
        // grid of cards, rows follow the grid's subgrid so cards line up.
        'relative h-full overflow-hidden md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:grid-rows-[auto_1fr] lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0',
        open && 'border-brand/35 shadow-raised',
        className,
      )}
    >
      {open ? (
        <span
          aria-hidden="true"
          // One colour: a blue-to-gold blend passes through a muddy green in between.
          className="absolute inset-x-0 top-0 h-1 bg-brand"
        />
      ) : null}
      <div className="flex flex-col items-start gap-3 p-6 pb-4 md:max-lg:col-start-1 md:max-lg:row-start-1">
        {/* One height for every badge (the outlined one has a border), so the names line up. */}
        <p className="flex h-6 items-center">
          <Badge variant={presentation.badge}>
            {open ? <span aria-hidden="true" className="size-1.5 rounded-full bg-current" /> : null}
            <span className="sr-only">{labels.status}: </span>
            {display.pools.statuses[pool.status]}
          </Badge>
        </p>
        <h3 id={headingId} className="text-xl font-semibold text-balance">
          <a href={page} className="underline-offset-4 hover:text-brand-ink hover:underline">
            {pool.name}
          </a>
        </h3>
      </div>
      <dl
        className={cn(
          'flex-1 px-6 md:max-lg:col-start-2 md:max-lg:row-span-2 md:max-lg:row-start-1 md:max-lg:py-6 md:max-lg:ps-0',
          paid !== null && `${paidTermsClass} content-start`,
        )}
      >
        <TargetApyTerm
          pool={pool}
          words={display.pools.yield}
          figures={display.figures}
          paid={paid}
        />
        {fields.map((field) => (
          <div
            key={field}
            className={cn(
              'flex items-baseline justify-between gap-4 border-t border-line py-3',
              paid !== null && 'basis-full',
            )}
          >
            <dt className="text-sm text-muted">{labels[field]}</dt>
            <dd className="text-end font-medium text-ink tabular-nums">
              {poolFieldValue(pool, field, display)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="p-6 pt-4 md:max-lg:col-start-1 md:max-lg:row-start-2 md:max-lg:self-end">
        {pool.status === 'Closed' ? (
          <Button variant={presentation.button} disabled className="w-full border-dashed">
            {action}
          </Button>
        ) : (
          <Button
            href={`${page}/${presentation.actionId}`}
            variant={presentation.button}
            className="w-full"
          >
            {action}
          </Button>
        )}
      </div>
    </Card>
  );
}
