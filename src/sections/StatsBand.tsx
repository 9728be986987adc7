import type { Stat } from '@/content/stats';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';

export interface StatsBandProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
  /** Heading of the band, read by assistive technology and visually hidden. */
  title: string;
  /** The figures, each with its label and an optional note drawn right under it. */
  items: Stat[];
  className?: string;
}

/** The headline figures in one raised card, each qualified by its note where it has one. */
export function StatsBand({ id = 'stats', title, items, className }: StatsBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('relative', className)}>
      <h2 id={`${id}-heading`} className="sr-only">
        {title}
      </h2>
      <Container>
        <dl className="grid divide-y divide-line rounded-card border border-line bg-surface-raised shadow-card sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {items.map((stat) => (
            <div key={stat.id} className="flex flex-col px-6 py-6 sm:px-8 sm:py-8">
              <dt className="order-2 mt-1 font-medium text-muted">{stat.label}</dt>
              <dd className="order-1 text-figure font-semibold text-ink tabular-nums">
                {stat.value}
              </dd>
              {stat.note ? (
                <dd className="order-3 mt-3 border-t border-line pt-3 text-sm text-pretty text-muted">
                  {stat.note}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
