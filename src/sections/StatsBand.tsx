import type { Words } from '@/content/i18n';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface StatsBandProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
  /** Heading of the band, read by assistive technology and visually hidden. */
  title: string;
  /** Each figure's label and the note that says what it counts, by id, in display order. */
  words: Words['stats'];
  /** Each figure as the page's language writes it, by id with underscores (`lifetime_revenue`). */
  values: Readonly<Record<string, string>>;
  /** One note under the band for all its figures (and the page's), e.g. what is not given yet. */
  note?: string | undefined;
  className?: string;
}

/**
 * The headline figures as a band of figures, open on the page: each one set large under a rule,
 * its label under it and its note (what it counts, and as of when) right below, where it is read
 * with the figure, not as a footnote under the band. The note also describes the figure
 * (aria-describedby), so a screen reader says it with the number.
 */
export function StatsBand({ id = 'stats', title, words, values, note, className }: StatsBandProps) {
  const items = Object.entries(words).map(([key, stat]) => ({
    id: key,
    ...stat,
    value: values[key.replaceAll('-', '_')] ?? '',
  }));
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="sr-only">
        {title}
      </h2>
      <Container>
        {/* From sm the figures, labels and notes are rows shared by the three columns (subgrid):
            a figure that takes two lines ("أكثر من 5 ملايين دولار أمريكي") keeps the labels level. */}
        <dl className="grid gap-10 sm:grid-cols-3 sm:gap-x-8 sm:gap-y-0 lg:gap-x-12">
          {items.map((stat) => (
            <div
              key={stat.id}
              data-stat={stat.id}
              className={cn(
                'relative flex flex-col border-t-2 pt-5 sm:row-span-3 sm:grid sm:grid-rows-subgrid',
                // A figure that is not the operator's own (the industry's market size) is set apart
                // from the operator's: a neutral rule, and its scope named over the rule, out of
                // the flow, so the three figures and labels stay level.
                'scope' in stat ? 'border-line-strong' : 'border-brand',
              )}
            >
              <dt className="order-2 mt-2 text-lg font-semibold text-ink">
                {stat.label}
                {'scope' in stat ? (
                  <span className="absolute inset-x-0 bottom-full mb-2 text-xs tracking-wide text-muted uppercase">
                    {' '}
                    {stat.scope}
                  </span>
                ) : null}
              </dt>
              <dd
                className={cn(
                  'order-1 font-semibold text-balance tabular-nums sm:self-end',
                  'scope' in stat ? 'text-muted' : 'text-ink',
                  // A figure with a word in it ("30 مليار دولار أمريكي") takes a title's size, and
                  // a smaller one while a third of the band is narrow (sm to lg), so that its
                  // widest unbreakable part ("دولار أمريكي") fits the cell.
                  /\s/.test(stat.value)
                    ? 'text-title sm:text-2xl lg:text-title'
                    : 'text-figure lg:text-6xl lg:leading-none',
                )}
                aria-describedby={stat.note ? `${id}-note-${stat.id}` : undefined}
              >
                {stat.value}
              </dd>
              {stat.note ? (
                <dd
                  id={`${id}-note-${stat.id}`}
                  className="order-3 mt-2 text-sm text-pretty text-muted"
                >
                  {keepHyphenated(stat.note)}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
        {note ? <p className="mt-8 max-w-3xl text-sm text-pretty text-muted">{note}</p> : null}
      </Container>
    </section>
  );
}
