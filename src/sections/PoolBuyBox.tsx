import { ArrowRight } from 'lucide-react';
import type { PoolEntry, Words } from '@/content/i18n';
import type { Link, RiskLineContent } from '@/content/schemas';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RiskLine } from '@/components/ui/RiskLine';
import { RangeMark } from '@/components/ui/RangeMark';
import { cn } from '@/lib/cn';
import { paidTermsClass, paidYield, TargetApyTerm, type PoolDisplay } from './PoolCard';
import { keepHyphenated } from '@/lib/keep-hyphenated';

/** The pool pages' words. */
export type PoolPageWords = Words['poolPage'];

/** One row of a pool's term sheet. */
export interface PoolTerm {
  /** Which term it is, whatever the language. */
  id: 'tenor' | 'payout' | 'minimum' | 'lockup' | 'distributions' | 'underlying';
  label: string;
  value: string;
  /** The value is the range across the pools, not this pool's own figure (yet). */
  range: boolean;
}

/** What the buy box offers: the form's page, or for a closed pool the notice and the list. */
export type PoolHeaderAction =
  | { kind: 'form'; label: string; href: string }
  | { kind: 'closed'; label: string; text: string; others: Link };

/**
 * A pool's buy box: the target APY at the display size with its caveat as the caption, then this
 * pool's own terms (a range marked as one, with one note saying what the mark means) and the
 * action; the risk line stands right beside it. It is the first screen's point: everything a visitor weighs before
 * pressing Apply sits in it, so Apply is never a scroll away from the terms it commits to.
 */
export function PoolBuyBox({
  pool,
  display,
  terms,
  keyTerms,
  action,
  riskLine,
  prelaunch,
  basis,
  termsNote,
}: {
  pool: PoolEntry;
  display: PoolDisplay;
  riskLine: RiskLineContent;
  terms: PoolTerm[];
  keyTerms: PoolPageWords['keyTerms'];
  action: PoolHeaderAction;
  /** Before launch, what applying means until then: the box's first line. */
  prelaunch?: string | undefined;
  /** The target's basis and fees, or that the basis is published before deposits open. */
  basis: string;
  /** What the tenor, the lockup and a range mean, and the principal at the term's end. */
  termsNote: string;
}) {
  const paid = paidYield(pool, display.pools.yield, display.figures);
  return (
    <Card aria-labelledby="key-terms-heading" className="p-4 shadow-raised sm:p-6" role="group">
      {prelaunch ? (
        <p
          data-prelaunch
          className="-mx-4 -mt-4 mb-4 rounded-t-card border-b border-line bg-surface-muted px-4 py-3 text-sm text-pretty text-ink sm:-mx-6 sm:-mt-6 sm:mb-5 sm:px-6"
        >
          {prelaunch}
        </p>
      ) : null}
      <h2
        id="key-terms-heading"
        // On a phone the box is plainly the terms; its heading is read, not shown, so the action
        // stays on the first screen under the pre-launch line.
        className="text-sm font-semibold tracking-wide text-muted uppercase max-sm:sr-only"
      >
        {keyTerms.title}
      </h2>
      <dl className={cn('sm:mt-3', paid !== null && paidTermsClass)}>
        <TargetApyTerm
          pool={pool}
          words={display.pools.yield}
          figures={display.figures}
          paid={paid}
        />
      </dl>
      {/* Tucked under the target's caveat; under the paid figure's own small print, set apart from it. */}
      <p
        data-apy-basis
        className={cn(paid !== null ? 'mt-1' : '-mt-2', 'mb-3 text-sm text-pretty text-muted')}
      >
        {basis}
      </p>
      {/* A list of its own: a `dl` may hold its groups' `div`s, not a grid's `div` around them. */}
      <dl className="grid grid-cols-2 gap-x-4 border-t border-line sm:gap-x-5">
        {terms.map((term) => (
          <div
            key={term.id}
            // An odd last term (the underlying) takes the row, so its words stay on one line.
            className="border-b border-line py-2.5 last:odd:col-span-2"
          >
            <dt className="text-sm text-muted">{term.label}</dt>
            <dd className="font-medium text-ink tabular-nums">
              {keepHyphenated(term.value)}
              {term.range ? <RangeMark label={keyTerms.rangeMark} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 sm:mt-5">
        {action.kind === 'form' ? (
          <Button href={action.href} size="lg" className="w-full" data-pool-action>
            {action.label}
            <ArrowRight aria-hidden="true" className="mirror-rtl" />
          </Button>
        ) : (
          <div data-pool-action>
            <Button variant="outline" size="lg" disabled className="w-full border-dashed">
              {action.label}
            </Button>
            <p className="mt-2 text-sm text-pretty text-muted">
              {action.text}{' '}
              <a
                href={action.others.href}
                className="font-semibold whitespace-nowrap text-brand-ink underline-offset-2 hover:underline"
              >
                {action.others.label}
              </a>
            </p>
          </div>
        )}
      </div>
      {/* The one risk line of the first screen, right under the action it qualifies. */}
      <RiskLine line={riskLine} className="mt-4" />
      {/* The terms' definitions as the box's footnote: the action stays on a phone's first screen. */}
      <p className="mt-4 border-t border-line pt-3 text-sm text-pretty text-muted">{termsNote}</p>
    </Card>
  );
}
