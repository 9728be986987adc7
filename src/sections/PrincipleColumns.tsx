import type { Card } from '@/content/schemas';
import { Section, type SectionProps } from '@/components/ui/Section';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface PrincipleColumnsProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  /** The principles, most important first; three read as one row on wide screens. */
  items: Card[];
  tone?: SectionProps['tone'];
}

/**
 * Principles as an ordered list, the heading beside it on wide screens: each one under a rule with
 * its rank set large, open on the band (no cards, no icons): the order is the point, the first is
 * the one that decides.
 */
export function PrincipleColumns({ id, title, items, tone }: PrincipleColumnsProps) {
  return (
    <Section id={id} title={title} tone={tone} layout="split">
      <ol className="grid gap-x-10 gap-y-10 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.title} className="border-t border-line-strong pt-5">
            <span
              aria-hidden="true"
              className="block text-figure font-semibold text-brand tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-balance">{item.title}</h3>
            <p className="mt-2 text-pretty text-muted">{keepHyphenated(item.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
