import { TriangleAlert } from 'lucide-react';
import type { HomePage } from '@/content/home';
import type { Pool, PoolTermLabels, StatusPresentation, YieldCopy } from '@/content/pools';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { formatTenor, type FigureFormat } from '@/lib/format';

export type HomeHeroProps = HomePage['hero'] & {
  /** The open pool the card beside the h1 is drawn from. */
  pool: Pool;
  /** Its status's badge. */
  status: StatusPresentation;
  /** Label and qualifier of the target APY. */
  yieldCopy: YieldCopy;
  /** The pool's page, in the page's language. */
  poolHref: string;
  /** How the page's language writes figures and names a pool's status and collateral. */
  figures: FigureFormat;
  terms: PoolTermLabels;
};

/**
 * The home page's opening band: the tagline as the h1, the lead, two buttons and the risk line,
 * over a soft gradient that starts under the transparent header. Beside it (under it on phones,
 * after the text, so the h1 stays high on the first screen) the real open pool as a card.
 */
export function HomeHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  risk,
  poolCard,
  pool,
  status,
  yieldCopy,
  poolHref,
  figures,
  terms,
}: HomeHeroProps) {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative -mt-header overflow-hidden bg-linear-to-b from-brand-soft via-brand-soft/40 to-surface pt-header"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-40 -top-40 size-[36rem] bg-radial from-brand/10 to-transparent to-70%"
      />
      <Container className="relative grid items-center gap-12 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-28">
        <div className="max-w-2xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-brand/15 bg-surface/70 px-3 py-1 text-sm font-semibold text-brand-ink">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            {eyebrow}
          </p>
          <h1 id="home-hero-heading" className="text-display font-semibold text-balance">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted sm:text-xl">{lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ArrowLink
              href={primary.href}
              variant="highlighted"
              size="lg"
              className="w-full sm:w-auto"
            >
              {primary.label}
            </ArrowLink>
            <Button href={secondary.href} variant="outline" size="lg" className="w-full sm:w-auto">
              {secondary.label}
            </Button>
          </div>
          <p
            data-risk-line
            className="mt-8 flex max-w-xl gap-3 border-s-2 border-accent ps-4 text-lg text-pretty text-ink"
          >
            <TriangleAlert
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-accent-ink"
              strokeWidth={1.75}
            />
            <span>
              {risk.text}{' '}
              <a href={risk.link.href} className="font-semibold text-brand underline">
                {risk.link.label}
              </a>
            </span>
          </p>
        </div>
        <PoolCard
          {...poolCard}
          pool={pool}
          status={status}
          href={poolHref}
          yieldCopy={yieldCopy}
          figures={figures}
          terms={terms}
        />
      </Container>
    </section>
  );
}

type PoolCardProps = HomePage['hero']['poolCard'] & {
  pool: Pool;
  status: StatusPresentation;
  href: string;
  yieldCopy: YieldCopy;
  figures: FigureFormat;
  terms: PoolTermLabels;
};

/**
 * The open pool as a card: name, status, target APY with its caveat, payout and tenor. No picture
 * of a payout schedule: the content gives no pool's distribution months (the spec says only
 * "monthly or quarterly"), and twelve identical bars read as a loading skeleton, not a schedule.
 */
function PoolCard({
  eyebrow,
  payoutLabel,
  tenorLabel,
  linkLabel,
  pool,
  status,
  href,
  yieldCopy,
  figures,
  terms,
}: PoolCardProps) {
  return (
    <article
      aria-labelledby="hero-pool-name"
      data-hero-pool
      className="w-full max-w-xl rounded-card border border-line bg-surface-raised p-6 shadow-raised sm:p-8 lg:justify-self-end"
    >
      <div className="flex items-start gap-4">
        <ContentIcon name="Building2" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand">{eyebrow}</p>
          <h2 id="hero-pool-name" className="mt-0.5 text-lg font-semibold text-balance">
            {pool.name}
          </h2>
          {/* Each part on one line: at 390 px the collateral moves down whole, never split. */}
          <p className="text-sm text-muted">
            <span className="whitespace-nowrap">{pool.location}</span> ·{' '}
            <span className="whitespace-nowrap">{terms.collateralTypes[pool.collateralType]}</span>
          </p>
        </div>
        <Badge variant={status.badge}>{terms.statuses[pool.status]}</Badge>
      </div>
      <YieldFigure
        percent={pool.targetApyPercent}
        label={yieldCopy.label}
        qualifier={yieldCopy.qualifier}
        figures={figures}
        // The figure leads the card at the display size, its caveat the caption right under it:
        // never larger than the figure, never apart from it.
        size="figure"
        className="mt-6 border-t border-line pt-6"
      />
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-line pt-6">
        <div>
          <dt className="text-sm text-muted">{payoutLabel}</dt>
          <dd className="font-semibold">{pool.payout}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{tenorLabel}</dt>
          <dd className="font-semibold tabular-nums">{formatTenor(pool.tenorMonths, figures)}</dd>
        </div>
      </dl>
      <ArrowLink href={href} className="mt-6">
        {linkLabel}
      </ArrowLink>
    </article>
  );
}
