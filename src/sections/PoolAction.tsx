import { RiskLine } from '@/components/ui/RiskLine';
import { ArrowRight } from 'lucide-react';
import type { PoolEntry, Words } from '@/content/i18n';
import type { Link, RiskLineContent } from '@/content/schemas';
import { STATUS_PRESENTATION } from '@/lib/pool-status';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { YieldFigure } from '@/components/ui/YieldFigure';
import type { PoolDisplay } from './PoolCard';

export interface PoolActionProps {
  /** The status's action id (apply, waitlist, closed): the band's id, the cards' link target. */
  id: string;
  title: string;
  intro: string;
  /** The way to the form's own page (/pools/<id>/apply or /waitlist); none for a closed pool. */
  start?: Link;
  /** The risk, beside the call to invest (issue 24). */
  riskLine: RiskLineContent;
  /** A closed pool's way on: the other pools and the whole list. */
  others?: {
    /** The list's heading and its link to the whole list. */
    words: Words['poolPage']['otherPools'];
    /** The pool list's page. */
    all: string;
    pools: PoolEntry[];
    /** Label of the status badge, for assistive technology. */
    statusLabel: string;
    display: PoolDisplay;
  };
}

/**
 * What a visitor can do about this pool, after the terms, the risks and the eligibility rules:
 * the link to its status's form, or, for a closed pool, the notice and the other pools. The form
 * has a page of its own, so this page stays within its first round trip (bench/README.md).
 */
export function PoolAction({ id, title, intro, start, riskLine, others }: PoolActionProps) {
  return (
    <Section
      id={id}
      title={title}
      lead={intro}
      tone="muted"
      // A lone link reads under its heading; the other pools' cards sit beside it.
      layout={start ? 'stacked' : 'split'}
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
                </Card>
              </li>
            ))}
          </ul>
          <ArrowLink href={others.all} className="mt-6">
            {others.words.all}
          </ArrowLink>
        </div>
      ) : null}
      <RiskLine line={riskLine} className={others ? 'sm:col-span-2' : ''} />
    </Section>
  );
}
