import { RiskLine } from '@/components/ui/RiskLine';
import { ArrowRight } from 'lucide-react';
import type { PoolEntry, Words } from '@/content/i18n';
import { STATUS_PRESENTATION } from '@/lib/pool-status';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { PaidFigure } from '@/components/ui/PaidFigure';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { href, poolFormHref, type Locale } from '@/lib/paths';
import { paidYield, poolDisplay } from './PoolCard';

export interface PoolActionProps {
  pool: PoolEntry;
  /** Every pool, this one too: a closed pool's band offers the others. */
  pools: PoolEntry[];
  t: Words;
  locale: Locale;
}

/**
 * What a visitor can do about this pool, after the terms, the risks and the eligibility rules:
 * the link to its status's form, or, for a closed pool, the notice and the other pools. The form
 * has a page of its own, so this page stays within its first round trip (bench/README.md).
 */
export function PoolAction({ pool, pools, t, locale }: PoolActionProps) {
  const { actionId: id } = STATUS_PRESENTATION[pool.status];
  const action = t.poolPage.statuses[pool.status].action;
  // A closed pool's buy box already says it takes no applications: here it points on instead.
  const { title } = action;
  const intro = 'others' in action ? action.others : action.intro;
  const form = poolFormHref(pool, locale);
  const start =
    form === undefined || pool.status === 'Closed'
      ? undefined
      : { label: t.poolPage.statuses[pool.status].action.start, href: form };
  const display = poolDisplay(t, locale);
  const others =
    start === undefined
      ? {
          words: t.poolPage.otherPools,
          all: href('pools', locale),
          pools: pools
            .filter((other) => other.id !== pool.id)
            .map((other) => ({
              ...other,
              paid: paidYield(other, display.pools.yield, display.figures),
            })),
          statusLabel: t.poolsPage.list.labels.status,
          display,
        }
      : undefined;
  const line = t.site.riskLine;
  const riskLine = { ...line, link: { label: line.link, href: href('risk', locale) } };
  return (
    <Section
      id={id}
      title={title}
      lead={intro}
      tone="muted"
      // From lg the action (the form's link, or the other pools' cards) sits beside the heading.
      layout="split"
    >
      {start ? (
        <Button href={start.href} size="lg" className="max-sm:w-full">
          {start.label}
          <ArrowRight aria-hidden="true" className="mirror-rtl" />
        </Button>
      ) : null}
      {others ? (
        <div>
          <h3 className="text-lg font-semibold">{others.words.title}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {others.pools.map((pool) => (
              <li key={pool.id} className="flex">
                <Card className="w-full gap-3 p-5">
                  <div className="flex items-start justify-between gap-3">
                    <a
                      href={others.display.pagePath(pool.id)}
                      className="font-semibold text-brand-ink underline-offset-2 hover:underline"
                    >
                      {pool.name}
                    </a>
                    <Badge variant={STATUS_PRESENTATION[pool.status].badge}>
                      <span className="sr-only">{others.statusLabel}: </span>
                      {others.display.pools.statuses[pool.status]}
                    </Badge>
                  </div>
                  <YieldFigure
                    percent={pool.targetApyPercent}
                    label={others.display.pools.yield.label}
                    qualifier={others.display.pools.yield.qualifier}
                    figures={others.display.figures}
                  />
                  {/* What the pool has paid, under its target, once it has. */}
                  {pool.paid ? <PaidFigure paid={pool.paid} size="md" /> : null}
                </Card>
              </li>
            ))}
          </ul>
          <ArrowLink href={others.all} className="mt-6">
            {others.words.all}
          </ArrowLink>
        </div>
      ) : null}
      <RiskLine line={riskLine} className={others ? 'mt-6 sm:col-span-2' : 'mt-4'} />
    </Section>
  );
}
