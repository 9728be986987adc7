import type { PoolEntry, Words } from '@/content/i18n';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Section } from '@/components/ui/Section';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { RangeMark } from '@/components/ui/RangeMark';
import { cn } from '@/lib/cn';
import { formatTenor } from '@/lib/format';
import { localePath, type Locale } from '@/lib/paths';
import { poolDisplay } from './PoolCard';
import { distributionTerm } from './PoolHeader';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface PoolYieldFlowProps {
  id?: string;
  /** The pool: its figures and its own words for each step. */
  pool: PoolEntry;
  t: Words;
  locale: Locale;
  /** The figure's caption, the pool named. */
  caption: string;
}

/**
 * An arrow from one step to the next: down on phones, along the reading direction from lg
 * (mirrored in Arabic), level with the steps' titles, as each step is as tall as its own text.
 * Drawn, not read: the list's order says the same to assistive technology.
 */
function FlowArrow() {
  const svg = {
    'aria-hidden': true,
    viewBox: '0 0 32 32',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  return (
    <>
      <svg {...svg} className="absolute inset-x-0 -bottom-8 mx-auto size-6 text-brand lg:hidden">
        <path d="M16 4v22M8 18l8 8 8-8" />
      </svg>
      <svg {...svg} className="absolute -end-10 top-6 hidden size-7 mirror-rtl text-brand lg:block">
        <path d="M4 16h22M18 8l8 8-8 8" />
      </svg>
    </>
  );
}

const STEP = 'relative flex flex-col gap-3 rounded-card border p-5 sm:p-6';

/**
 * Where a pool's yield comes from, drawn as a figure of its own terms: its revenue, the costs paid
 * out of it, and the distributions to investors (with the target APY and its caveat, the payout
 * stablecoin, how often, for how long). The figure is an ordered list under a caption, so its
 * text alternative is the figure itself; the arrows are decoration. No step carries a figure the
 * spec does not give: a range stays a range, marked as one.
 */
export function PoolYieldFlow({ id = 'yield', pool, t, locale, caption }: PoolYieldFlowProps) {
  const { yieldSource: words, keyTerms } = t.poolPage;
  const display = poolDisplay(t, locale);
  const link = localePath('/how-it-works#yield-sources', locale);
  const captionId = `${id}-caption`;
  const { title, steps } = words;
  const { figures } = display;
  const rows = [
    { label: words.rows.paidIn, value: pool.payout, range: false },
    { label: words.rows.frequency, ...distributionTerm(pool, keyTerms) },
    { label: words.rows.term, value: formatTenor(pool.tenorMonths, figures), range: false },
  ];
  return (
    <Section id={id} title={title} tone="muted">
      <figure aria-labelledby={captionId} data-yield-flow>
        <figcaption id={captionId} className="-mt-4 max-w-2xl text-lg text-pretty text-muted">
          {caption}
        </figcaption>
        <ol className="mt-8 grid gap-10 lg:grid-cols-3 lg:items-start lg:gap-12">
          <li className={cn(STEP, 'border-brand/30 bg-brand-soft/60')}>
            <StepTitle index={1} title={steps.revenue} />
            <p className="text-pretty text-ink">{keepHyphenated(pool.revenue)}</p>
            <FlowArrow />
          </li>
          <li className={cn(STEP, 'border-line bg-surface')}>
            <StepTitle index={2} title={steps.costs} />
            <ul className="flex flex-col gap-2 text-pretty text-ink">
              {pool.costs.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2.5 h-0.5 w-3 shrink-0 bg-line-strong" />
                  <span>{keepHyphenated(item)}</span>
                </li>
              ))}
            </ul>
            <FlowArrow />
          </li>
          <li className={cn(STEP, 'border-accent/40 bg-surface')}>
            <StepTitle index={3} title={steps.distributions} />
            <p className="text-pretty text-ink">{keepHyphenated(pool.payouts)}</p>
            <YieldFigure
              percent={pool.targetApyPercent}
              label={display.pools.yield.label}
              qualifier={display.pools.yield.qualifier}
              figures={figures}
            />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
              {rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-muted">{row.label}</dt>
                  <dd className="font-medium text-ink tabular-nums">
                    {keepHyphenated(row.value)}
                    {row.range ? <RangeMark label={keyTerms.rangeMark} /> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        </ol>
      </figure>
      <p className="mt-8 max-w-3xl text-pretty text-muted">{pool.drivers}</p>
      <ArrowLink href={link} className="mt-4">
        {words.link}
      </ArrowLink>
    </Section>
  );
}

function StepTitle({ index, title }: { index: number; title: string }) {
  return (
    <h3 className="flex items-center gap-3 text-lg font-semibold">
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-full bg-brand text-sm font-semibold text-on-brand tabular-nums"
      >
        {index}
      </span>
      {title}
    </h3>
  );
}
