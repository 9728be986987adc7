import type { TimelineEntry } from '@/content/timeline';
import { cn } from '@/lib/cn';
import { Section, type SectionProps } from '@/components/ui/Section';

export interface TimelineProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  intro?: string;
  /** The milestones, oldest first. */
  items: TimelineEntry[];
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
}

/** Milestones as an ordered list drawn as a vertical timeline, newest marked as the latest. */
export function Timeline({ id, title, intro, items, tone = 'plain' }: TimelineProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone} layout="split">
      <ol className="relative flex flex-col gap-10">
        {items.map((entry, index) => {
          const latest = index === items.length - 1;
          return (
            <li key={entry.year} className="relative grid grid-cols-[1.5rem_1fr] gap-x-5">
              {latest ? null : (
                <span
                  aria-hidden="true"
                  className="absolute start-[0.6875rem] top-8 -bottom-9 w-0.5 rounded-full bg-line"
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1.5 size-6 rounded-full border-2',
                  latest
                    ? 'border-brand bg-brand shadow-[inset_0_0_0_4px_var(--color-surface)]'
                    : 'border-line-strong bg-surface',
                )}
              />
              <div>
                <time
                  dateTime={String(entry.year)}
                  className="block text-sm font-semibold tracking-wide text-brand tabular-nums"
                >
                  {entry.year}
                </time>
                <p className="mt-1 text-lg font-medium text-pretty text-ink sm:text-xl">
                  {entry.event}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
