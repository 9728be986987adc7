import type { Stat } from '@/content/stats';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';

export interface StatsBandProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
  /** Heading of the band, read by assistive technology and visually hidden. */
  title: string;
  /** The figures, each with its label and an optional note drawn as a footnote under the band. */
  items: Stat[];
  className?: string;
}

/** Footnote markers, in the order the notes appear. */
const MARKERS = ['*', '†', '‡'];

/**
 * The headline figures in one raised card. A figure's note is a footnote under the card, marked
 * on the figure and tied to it with aria-describedby, so the cells stay the same height.
 */
export function StatsBand({ id = 'stats', title, items, className }: StatsBandProps) {
  const noted = items.filter((stat) => stat.note);
  const marker = (stat: Stat) => MARKERS[noted.indexOf(stat)] ?? '';
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
              <dd
                className={cn(
                  'order-1 font-semibold text-balance text-ink tabular-nums',
                  // A figure with a word in it ("30 مليار دولار أمريكي") takes a title's size, and
                  // a smaller one while a third of the band is narrow (sm to lg), so that its
                  // widest unbreakable part ("دولار أمريكي") fits the cell.
                  /\s/.test(stat.value) ? 'text-title sm:text-2xl lg:text-title' : 'text-figure',
                )}
                aria-describedby={stat.note ? `${id}-note-${stat.id}` : undefined}
              >
                {stat.value}
                {stat.note ? (
                  <span aria-hidden="true" className="align-super text-xl text-muted">
                    {marker(stat)}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {noted.map((stat) => (
          <p
            key={stat.id}
            id={`${id}-note-${stat.id}`}
            className="mt-3 px-1 text-sm text-pretty text-muted"
          >
            <span aria-hidden="true">{marker(stat)} </span>
            {stat.note}
          </p>
        ))}
      </Container>
    </section>
  );
}
