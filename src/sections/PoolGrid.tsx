import type { PoolEntry, Words } from '@/content/i18n';
import { Section } from '@/components/ui/Section';
import { RiskLine } from '@/components/ui/RiskLine';
import { PoolCard, poolFieldValue, type PoolCardField, type PoolDisplay } from './PoolCard';

export interface PoolGridProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
  /** The heading, the cards' labels and the shared terms' name. */
  words: Words['poolsPage']['list'];
  /** The risk line's words. */
  risk: Words['site']['riskLine'];
  pools: PoolEntry[];
  display: PoolDisplay;
  className?: string;
}

const FIELDS: PoolCardField[] = ['location', 'collateralType', 'payout', 'tenor'];

/**
 * The pool list: what every pool shares said once, the risk line before any action, then one
 * term-sheet card per pool, stacked up to tablets, three across on wide screens.
 */
export function PoolGrid({ id = 'pools', words, risk, pools, display, className }: PoolGridProps) {
  const { title, labels, sharedLabel } = words;
  // The line's link leads to the risk box further down the page.
  const riskLine = { ...risk, link: { label: risk.link, href: '#risks' } };
  // A field with one value across every pool (location, collateral today) is a fact of the list.
  const first = pools[0];
  const shared =
    first && pools.length > 1
      ? FIELDS.filter((field) =>
          pools.every(
            (pool) =>
              poolFieldValue(pool, field, display) === poolFieldValue(first, field, display),
          ),
        )
      : [];
  const own = FIELDS.filter((field) => !shared.includes(field));
  // Once a pool has paid, the others' cards say what their record holds, not a blank beside it.
  const anyPaid = pools.some((pool) => (pool.distributions?.length ?? 0) > 0);
  return (
    <Section id={id} title={title} className={className}>
      {shared.length > 0 && first ? (
        <div className="-mt-4 mb-6 flex flex-wrap items-baseline gap-x-6 gap-y-2 sm:-mt-6">
          <p className="text-sm font-semibold text-ink">{sharedLabel}</p>
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            {shared.map((field) => (
              <div key={field} className="flex items-baseline gap-2">
                <dt className="text-sm text-muted">{labels[field]}</dt>
                <dd className="font-medium text-ink">{poolFieldValue(first, field, display)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <RiskLine line={riskLine} className="mb-8" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {pools.map((pool) => (
          // Subgrid rows line up the cards' headers, terms and buttons across a row.
          <li key={pool.id} className="lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
            <PoolCard
              pool={pool}
              labels={labels}
              fields={own}
              display={display}
              recordBeside={anyPaid}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
