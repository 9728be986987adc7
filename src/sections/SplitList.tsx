import type { Card } from '@/content/schemas';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';

export interface SplitListProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  intro?: string;
  items: Card[];
  tone?: 'plain' | 'muted';
}

/** The heading beside a ruled list of titled items on wide screens; above it on small ones. */
export function SplitList({ id, title, intro, items, tone = 'plain' }: SplitListProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('py-section', tone === 'muted' ? 'bg-surface-muted' : 'bg-surface')}
    >
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <header className="max-w-2xl lg:col-span-4">
          <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted">{intro}</p> : null}
        </header>
        <ul className="border-b border-line lg:col-span-8">
          {items.map((item) => (
            <li
              key={item.title}
              className="grid gap-1.5 border-t border-line py-6 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-8"
            >
              <h3 className="font-semibold">{item.title}</h3>
              <p className="text-pretty text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
