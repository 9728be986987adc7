import type { Pool } from '@/content/facts';
import type { PoolEntry, Words } from '@/content/i18n';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { DividedLine } from '@/components/ui/DividedLine';
import { RiskLine } from '@/components/ui/RiskLine';
import { PaidFigure } from '@/components/ui/PaidFigure';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { formatTenor, toFigureFormat, type FigureFormat } from '@/lib/format';
import { href, poolHref, type Locale } from '@/lib/paths';
import { STATUS_PRESENTATION } from '@/lib/pool-status';
import { keepHyphenated } from '@/lib/keep-hyphenated';
import { paidTermsClass, paidYield } from './PoolCard';

/** The open pool the card beside the h1 is drawn from: its facts, its name and its page. */
type HeroPool = Pool & { name: string; href: string };

export interface HomeHeroProps {
  /** The open pool the card beside the h1 shows. */
  pool: PoolEntry;
  t: Words;
  locale: Locale;
}

/**
 * The home page's opening band: the tagline as the h1, the lead, two buttons and the risk line,
 * over a soft gradient that starts under the transparent header. Beside it (under it on phones,
 * after the text, so the h1 stays high on the first screen) the real open pool as a card.
 */
export function HomeHero({ pool, t, locale }: HomeHeroProps) {
  const { eyebrow, lead, primary, secondary, poolCard } = t.home.hero;
  const title = t.site.tagline;
  const links = {
    primary: href('pools', locale),
    secondary: href('howItWorks', locale),
  };
  const risk = {
    ...t.site.riskLine,
    link: { label: t.site.riskLine.link, href: href('risk', locale) },
  };
  const figures = toFigureFormat(t.format);
  const pools = t.pools;
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative -mt-header overflow-hidden bg-linear-to-b from-brand-soft via-brand-soft/40 to-surface pt-header"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-40 -top-40 size-[36rem] bg-radial from-brand/10 to-transparent to-70%"
      />
      {/* Top-aligned, not centred: centred, the pool card would move with each line the text gains
          or loses when the brand face replaces its fallback on a first visit (a layout shift of
          0.15 at 1280 px with the fonts late). */}
      <Container className="relative grid grid-cols-1 items-start gap-12 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-28">
        <div className="max-w-2xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-brand/15 bg-surface/70 px-3 py-1 text-sm font-semibold text-brand-ink">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            {eyebrow}
          </p>
          <h1 id="home-hero-heading" className="text-display font-semibold text-balance">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted sm:text-xl">
            {keepHyphenated(lead)}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ArrowLink
              href={links.primary}
              variant="highlighted"
              size="lg"
              className="w-full sm:w-auto"
            >
              {primary}
            </ArrowLink>
            <Button href={links.secondary} variant="outline" size="lg" className="w-full sm:w-auto">
              {secondary}
            </Button>
          </div>
          <RiskLine line={risk} className="mt-6" />
        </div>
        <PoolCard
          words={poolCard}
          pool={{ ...pool, href: poolHref(pool.id, locale) }}
          pools={pools}
          figures={figures}
        />
      </Container>
    </section>
  );
}

interface PoolCardProps {
  words: Words['home']['hero']['poolCard'];
  pool: HeroPool;
  pools: Words['pools'];
  figures: FigureFormat;
}

/**
 * The open pool as a card: name, status, target APY with its caveat, payout and tenor. No picture
 * of a payout schedule: the content gives no pool's distribution months (the spec says only
 * "monthly or quarterly"), and twelve identical bars read as a loading skeleton, not a schedule.
 */
function PoolCard({ words, pool, pools, figures }: PoolCardProps) {
  const { eyebrow, payoutLabel, tenorLabel, linkLabel } = words;
  const paid = paidYield(pool, pools.yield, figures);
  const target = (
    <YieldFigure
      percent={pool.targetApyPercent}
      label={pools.yield.label}
      qualifier={pools.yield.qualifier}
      figures={figures}
      // The figure leads the card at the display size, its caveat the caption right under it:
      // never larger than the figure, never apart from it.
      size="figure"
      className={paid ? 'flex-[1_1_9rem]' : 'mt-6 border-t border-line pt-6'}
    />
  );
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
        </div>
        <Badge variant={STATUS_PRESENTATION[pool.status].badge}>
          {pools.statuses[pool.status]}
        </Badge>
      </div>
      {/* Under the name, the card's whole width: each part on one line, the underlying moving
          down whole where the card is narrow. */}
      <DividedLine className="mt-3" parts={[pools.location, pools.collateral]} />
      {paid ? (
        // Once the pool has paid, what it paid beside the target, at most half its size (under it
        // where the two do not fit side by side).
        <div className={cn('mt-6 gap-y-5 border-t border-line pt-6', paidTermsClass)}>
          {target}
          <PaidFigure paid={paid} />
        </div>
      ) : (
        target
      )}
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-line pt-6 sm:gap-x-5">
        <div>
          <dt className="text-sm text-muted">{payoutLabel}</dt>
          <dd className="font-semibold">{pool.payout}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{tenorLabel}</dt>
          <dd className="font-semibold tabular-nums">{formatTenor(pool.tenorMonths, figures)}</dd>
        </div>
      </dl>
      <ArrowLink href={pool.href} className="mt-6">
        {linkLabel}
      </ArrowLink>
    </article>
  );
}
