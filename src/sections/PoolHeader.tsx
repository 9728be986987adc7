import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import type { PoolsPage } from '@/content/pools-page';
import type { Pool, StatusPresentation } from '@/content/pools';
import type { PoolPageCopy } from '@/content/pool-page';
import type { Link } from '@/content/schemas';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { formatTenor } from '@/lib/format';
import { TargetApyTerm, type PoolDisplay } from './PoolCard';
import { RiskLine } from './RiskLine';

/** Labels of the term sheet's fields. */
type TermLabels = PoolPageCopy['labels'];
/** How the page's language writes the figures and names the codes. */
type TermDisplay = Pick<PoolDisplay, 'figures' | 'terms'>;

export interface PoolHeaderProps {
  pool: Pool;
  /** Short line above the h1. */
  eyebrow: string;
  labels: TermLabels;
  /** The status's badge. */
  presentation: StatusPresentation;
  /** The trail above the h1: Pools > the pool. */
  breadcrumb: PoolPageCopy['breadcrumb'];
  /** The risk in one line, beside the figure and before any action (its link: the page's risk box). */
  riskLine: PoolsPage['list']['riskLine'];
  display: TermDisplay;
}

/**
 * The trail above a pool page's h1: its links, then the page itself, on one line. Where the line
 * is short (a form page at 390 px) the pool's name is cut with an ellipsis: the eyebrow or the h1
 * under the trail names the pool in full.
 */
function Breadcrumb({ label, links, current }: { label: string; links: Link[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex items-center gap-1.5 text-sm text-muted">
        {links.map((link) => (
          <li key={link.href} className="flex min-w-0 items-center gap-1.5 first:shrink-0">
            <a
              href={link.href}
              className="truncate font-medium text-brand-ink underline-offset-2 hover:underline"
            >
              {link.label}
            </a>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 mirror-rtl" />
          </li>
        ))}
        <li
          aria-current="page"
          // A form page's own short name stays whole; a pool page's (the pool's name) may be cut.
          className={links.length > 1 ? 'shrink-0 whitespace-nowrap' : 'min-w-0 truncate'}
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}

/**
 * A pool's term sheet, led by the target APY at the display size with its caveat as the caption,
 * as on the pool cards; then payout, tenor, collateral and location.
 */
function PoolTermSheet({
  pool,
  labels,
  display,
}: {
  pool: Pool;
  labels: TermLabels;
  display: TermDisplay;
}) {
  const rows: Array<[string, string]> = [
    [labels.payout, pool.payout],
    [labels.tenor, formatTenor(pool.tenorMonths, display.figures)],
    [labels.collateralType, display.terms.collateralTypes[pool.collateralType]],
    [labels.location, pool.location],
  ];
  return (
    <Card className="p-6 shadow-raised">
      <dl>
        <TargetApyTerm pool={pool} labels={labels} figures={display.figures} />
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
  );
}

/**
 * The opening band, under the header: a pool's page fades its brand tint into the page; its form's
 * page keeps a flat surface, which spares that page the gradient's CSS in its first round trip.
 */
function PoolBand({ children, flat = false }: { children: ReactNode; flat?: boolean }) {
  return (
    <section
      className={cn(
        '-mt-header pt-header',
        flat ? 'bg-surface-muted' : 'bg-linear-to-b from-brand-soft/70 to-surface',
      )}
    >
      <Container className="py-12 sm:py-16">{children}</Container>
    </section>
  );
}

/**
 * The opening band of a pool's page: the breadcrumb, the pool's name as the h1 with its status
 * badge, and beside it (below on phones) the term sheet.
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
  return (
    <PoolBand>
      <Breadcrumb label={breadcrumb.label} links={[breadcrumb.parent]} current={pool.name} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
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
        <PoolTermSheet pool={pool} labels={labels} display={display} />
      </div>
    </PoolBand>
  );
}

export interface PoolFormHeaderProps {
  /** The pool's name: the eyebrow and the breadcrumb's second step. */
  poolName: string;
  /** The pool page, the breadcrumb's second step. */
  poolHref: string;
  /** The trail's label and first step (the pool list). */
  breadcrumb: PoolPageCopy['breadcrumb'];
  /** The risk in one line, before the form (its link: the pool page's risk box). */
  riskLine: PoolsPage['list']['riskLine'];
  /** The action's title (the h1) and its intro. */
  title: string;
  intro: string;
  /** The form, in its card (an island placed by the page). */
  children: ReactNode;
}

/**
 * The whole of a pool's form page, in one centred column: the trail Pools > the pool > the action, the
 * action as the h1 under the pool's name, its intro and the risk line, then the form. The pool's
 * figures stay on its page, one step back: the page carries only what applying needs, so that
 * it arrives with its form in the first round trip (bench/README.md).
 */
export function PoolFormHeader({
  poolName,
  poolHref,
  breadcrumb,
  riskLine,
  title,
  intro,
  children,
}: PoolFormHeaderProps) {
  return (
    <PoolBand flat>
      <div className="mx-auto max-w-3xl">
        <Breadcrumb
          label={breadcrumb.label}
          links={[breadcrumb.parent, { label: poolName, href: poolHref }]}
          current={title}
        />
        <div className="mt-8">
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">
            {poolName}
          </p>
          <h1 className="text-title font-semibold text-balance">{title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted">{intro}</p>
          <RiskLine line={riskLine} className="mt-6 sm:p-4" />
          <Card className="mt-8 p-6 sm:p-8">{children}</Card>
        </div>
      </div>
    </PoolBand>
  );
}
