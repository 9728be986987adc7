import type { Pool, PoolStatusPresentation } from '@/content/pools';
import { Section } from '@/components/ui/Section';
import { PoolCard, type PoolCardLabels } from './PoolCard';

export interface PoolGridProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
  /** Heading above the cards. */
  title: string;
  /** Field labels shared by every card. */
  labels: PoolCardLabels;
  pools: Pool[];
  /** Badge and button of each status. */
  presentation: PoolStatusPresentation;
  className?: string;
}

/** The pool list: one term-sheet card per pool, stacked up to tablets, three across on wide screens. */
export function PoolGrid({
  id = 'pools',
  title,
  labels,
  pools,
  presentation,
  className,
}: PoolGridProps) {
  return (
    <Section id={id} title={title} className={className}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {pools.map((pool) => (
          // Subgrid rows line up the cards' headers, terms and buttons across a row.
          <li key={pool.id} className="lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
            <PoolCard pool={pool} labels={labels} presentation={presentation[pool.status]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
