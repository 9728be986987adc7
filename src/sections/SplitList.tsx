import type { Card } from '@/content/schemas';
import { Section, type SectionProps } from '@/components/ui/Section';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface SplitListProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  intro?: string;
  items: Card[];
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
}

/** The heading beside a ruled list of titled items on wide screens; above it on small ones. */
export function SplitList({ id, title, intro, items, tone = 'plain' }: SplitListProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone} layout="split">
      <ul className="border-b border-line">
        {items.map((item) => (
          <li
            key={item.title}
            className="grid gap-1.5 border-t border-line py-6 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-8"
          >
            <h3 className="font-semibold">{item.title}</h3>
            <p className="text-pretty text-muted">{keepHyphenated(item.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
