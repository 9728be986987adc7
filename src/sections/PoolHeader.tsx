import type { ReactNode } from 'react';
import { ArrowDown, ChevronRight } from 'lucide-react';
import type { Pool } from '@/content/facts';
import type { PoolEntry, Words } from '@/content/i18n';
import type { Link } from '@/content/schemas';
import { Badge } from '@/components/ui/Badge';
import { DividedLine } from '@/components/ui/DividedLine';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { formatTenor, formatUsd } from '@/lib/format';
import { STATUS_PRESENTATION } from '@/lib/pool-status';
import { href, poolFormHref, poolHref, type Locale } from '@/lib/paths';
import { poolDisplay, type PoolCardLabels, type PoolDisplay } from './PoolCard';
import { RiskLine } from '@/components/ui/RiskLine';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { keepHyphenated } from '@/lib/keep-hyphenated';
import { PoolBuyBox, type PoolHeaderAction, type PoolPageWords, type PoolTerm } from './PoolBuyBox';

/** How often the pool pays out: its own frequency, or until given the spec's range. */
export function distributionTerm(pool: Pool, keyTerms: PoolPageWords['keyTerms']) {
  return pool.distribution === null
    ? { value: keyTerms.distributionRange, range: true }
    : { value: keyTerms.frequencies[pool.distribution], range: false };
}

/** This pool's terms after its APY, in the order a visitor weighs them. */
function poolTerms(
  pool: Pool,
  words: PoolPageWords,
  labels: PoolCardLabels,
  display: PoolDisplay,
): PoolTerm[] {
  const { keyTerms } = words;
  const { figures } = display;
  return [
    {
      id: 'tenor',
      label: labels.tenor,
      value: formatTenor(pool.tenorMonths, figures),
      range: false,
    },
    { id: 'payout', label: labels.payout, value: pool.payout, range: false },
    {
      id: 'minimum',
      label: keyTerms.labels.minimum,
      ...(pool.minimumUsd === null
        ? { value: keyTerms.ranges.minimum, range: true }
        : { value: formatUsd(pool.minimumUsd, figures), range: false }),
    },
    // The lockup as its own figure only: the range across the pools, beside this pool's tenor,
    // would read as a contradiction; the note under the terms defines both.
    ...(pool.lockupMonths === null
      ? []
      : [
          {
            id: 'lockup',
            label: keyTerms.labels.lockup,
            value: formatTenor(pool.lockupMonths, figures),
            range: false,
          } satisfies PoolTerm,
        ]),
    {
      id: 'distributions',
      label: keyTerms.labels.distributions,
      ...distributionTerm(pool, keyTerms),
    },
    {
      id: 'underlying',
      label: labels.collateralType,
      value: display.pools.collateral,
      range: false,
    },
  ];
}

export interface PoolHeaderProps {
  pool: PoolEntry;
  /** The dictionary of the page's language. */
  t: Words;
  locale: Locale;
  /** Links to the page's bands, under the lead on wide screens, where the buy box beside it is taller. */
  contents: Link[];
  /** False before launch: the buy box then opens with what applying means until then. */
  launched: boolean;
  /** The target's basis and fees, or that the basis is published before deposits open. */
  basis: string;
  /** What the tenor, the lockup and a range mean, and the principal at the term's end. */
  termsNote: string;
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
 * The opening band, under the header: a pool's page fades its brand tint into the page; its form's
 * page keeps a flat surface, which spares that page the gradient's CSS in its first round trip.
 */
function PoolBand({
  children,
  flat = false,
  snug = false,
}: {
  children: ReactNode;
  flat?: boolean;
  /** Less room above and below: a product page's first screen holds its action. */
  snug?: boolean;
}) {
  return (
    <section
      className={cn(
        '-mt-header pt-header',
        flat ? 'bg-surface-muted' : 'bg-linear-to-b from-brand-soft/70 to-surface',
      )}
    >
      <Container className={snug ? 'pt-4 pb-12 sm:pt-10 sm:pb-16' : 'py-12 sm:py-16'}>
        {children}
      </Container>
    </section>
  );
}

/**
 * The opening band of a pool's page, a product page's first screen: the breadcrumb, the status
 * and the pool's name as the h1, its own lead, and the buy box (the APY, this pool's terms, the
 * action and the risk line). On phones the buy box comes right under the name and the lead after
 * it, so the action is within the first screen at 390 by 844.
 */
export function PoolHeader({
  pool,
  t,
  locale,
  contents,
  launched,
  basis,
  termsNote,
}: PoolHeaderProps) {
  const words = t.poolPage;
  const { eyebrow, breadcrumb, keyTerms, statuses, otherPools } = words;
  const { labels } = t.poolsPage.list;
  const display = poolDisplay(t, locale);
  const links = { pools: href('pools', locale), form: poolFormHref(pool, locale) };
  const line = t.site.riskLine;
  const riskLine = { ...line, link: { label: line.link, href: href('risk', locale) } };
  const prelaunchLine = {
    Open: t.prelaunch.buyBox,
    Upcoming: t.prelaunch.buyBoxWaitlist,
    Closed: t.prelaunch.buyBoxClosed,
  } as const satisfies Record<Pool['status'], string>;
  const action: PoolHeaderAction =
    links.form === undefined
      ? {
          kind: 'closed',
          label: display.pools.actions.Closed,
          text: statuses.Closed.action.intro,
          others: { label: otherPools.all, href: links.pools },
        }
      : { kind: 'form', label: statuses[pool.status].action.title, href: links.form };
  return (
    <PoolBand snug>
      <Breadcrumb
        label={breadcrumb.label}
        links={[{ label: breadcrumb.parent, href: links.pools }]}
        current={pool.name}
      />
      {/* Phones read name, buy box (its risk line under the action), lead; from lg the box stands beside them. */}
      <div className="mt-3 grid gap-4 sm:mt-8 sm:gap-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-6">
        <div className="lg:col-start-1 lg:row-start-1 lg:pt-6">
          <DividedLine
            parts={[
              <Badge key="status" variant={STATUS_PRESENTATION[pool.status].badge}>
                {pool.status === 'Open' ? (
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
                ) : null}
                <span className="sr-only">{labels.status}: </span>
                {display.pools.statuses[pool.status]}
              </Badge>,
              display.pools.location,
              eyebrow,
            ]}
          />
          {/* From lg, at most the size at which a three-word name fits its column on one line
              (about 4vw + 0.25rem): balanced over two lines, "Dubai" would stand alone. */}
          <h1 className="mt-3 text-title font-semibold text-balance lg:text-[clamp(2.75rem,0.25rem+4vw,3.5rem)]">
            {pool.name}
          </h1>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PoolBuyBox
            pool={pool}
            display={display}
            terms={poolTerms(pool, words, labels, display)}
            keyTerms={keyTerms}
            action={action}
            riskLine={riskLine}
            basis={basis}
            termsNote={termsNote}
            // Each line says what this pool's own form does; a closed pool has none.
            prelaunch={launched ? undefined : prelaunchLine[pool.status]}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <p className="max-w-xl text-lg text-pretty text-muted">{keepHyphenated(pool.lead)}</p>
          {/* Phones have the whole page one scroll away; wide screens have room beside the box. */}
          <nav aria-label={words.contentsLabel} className="mt-12 hidden max-w-md lg:block">
            <p
              aria-hidden="true"
              className="text-sm font-semibold tracking-wide text-muted uppercase"
            >
              {words.contentsLabel}
            </p>
            <ul className="mt-3 border-t border-line">
              {contents.map((link) => (
                <li key={link.href} className="border-b border-line">
                  <a
                    href={link.href}
                    className="flex items-center justify-between gap-4 py-3 font-medium text-ink transition-colors hover:text-brand"
                  >
                    {link.label}
                    <ArrowDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </PoolBand>
  );
}

export interface PoolFormHeaderProps {
  /** The pool whose form it is (an open or upcoming one). */
  pool: PoolEntry & { status: 'Open' | 'Upcoming' };
  t: Words;
  locale: Locale;
  /** The form, in its card (an island placed by the page). */
  children: ReactNode;
}

/**
 * The whole of a pool's form page, in one centred column: the trail Pools > the pool > the action, the
 * action as the h1 under the pool's name, its intro, what one applies for (the target and the
 * pool's own terms, on one line) and the risk line, then the form. The rest of the pool's
 * figures stay on its page, one step back: the page carries only what applying needs, so that
 * it arrives with its form in the first round trip (bench/README.md).
 */
export function PoolFormHeader({ pool, t, locale, children }: PoolFormHeaderProps) {
  const { breadcrumb, statuses } = t.poolPage;
  const { title, intro } = statuses[pool.status].action;
  const display = poolDisplay(t, locale);
  // What the visitor applies for, at a glance: the target with its caveat, then the term, the
  // minimum and the lockup once they are the pool's own (a range across the pools stays on the
  // pool's page, marked as one).
  const recap: ReadonlySet<PoolTerm['id']> = new Set(['tenor', 'minimum', 'lockup']);
  const terms = poolTerms(pool, t.poolPage, t.poolsPage.list.labels, display).filter(
    (term) => recap.has(term.id) && !term.range,
  );
  const poolName = pool.name;
  const page = poolHref(pool.id, locale);
  const line = t.site.riskLine;
  const riskLine = { ...line, link: { label: line.link, href: href('risk', locale) } };
  return (
    <PoolBand flat>
      <div className="mx-auto max-w-3xl">
        <Breadcrumb
          label={breadcrumb.label}
          links={[
            { label: breadcrumb.parent, href: href('pools', locale) },
            { label: poolName, href: page },
          ]}
          current={title}
        />
        <div className="mt-8">
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">
            {poolName}
          </p>
          <h1 className="text-title font-semibold text-balance">{title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted">{keepHyphenated(intro)}</p>
          <div
            data-form-terms
            className="mt-6 flex flex-wrap items-end gap-x-8 gap-y-3 border-y border-line py-4"
          >
            <YieldFigure
              percent={pool.targetApyPercent}
              label={display.pools.yield.label}
              qualifier={display.pools.yield.qualifier}
              figures={display.figures}
            />
            <dl className="flex flex-wrap gap-x-6 gap-y-2">
              {terms.map((term) => (
                <div key={term.id}>
                  <dt className="text-sm text-muted">{term.label}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{term.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <RiskLine line={riskLine} className="mt-4" />
          <Card className="mt-8 p-6 sm:p-8">{children}</Card>
        </div>
      </div>
    </PoolBand>
  );
}
