import type { Card as CardContent } from '@/content/schemas';
import type { IconName } from '@/components/ui/ContentIcon';
import { Info } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { Section, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface CardSectionProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  /**
   * The heading, the paragraph under it, the cards and a caveat under them, shown as a note that
   * cannot be missed.
   */
  words: { title: string; intro?: string; items: CardContent[]; caveat?: string };
  /** Each card's icon above its title, in the cards' order. */
  icons?: readonly IconName[];
  /** Columns from the md breakpoint up. */
  columns?: 2 | 3 | 4;
  tone?: SectionProps['tone'];
}

const columnClass = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/** A titled band of cards in a responsive grid, with an optional note under them. */
export function CardSection({ id, words, icons, columns = 3, tone }: CardSectionProps) {
  const { title, intro, items, caveat: note } = words;
  return (
    <Section id={id} title={title} lead={intro} tone={tone}>
      <ul className={cn('grid gap-5 sm:grid-cols-2', columnClass[columns])}>
        {items.map((item, index) => (
          <li key={item.title} className="flex">
            <Card className="w-full p-6">
              {icons?.[index] ? <ContentIcon name={icons[index]} className="mb-5" /> : null}
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 flex-1 text-muted">{keepHyphenated(item.text)}</p>
            </Card>
          </li>
        ))}
      </ul>
      {note ? (
        <p className="mt-5 flex items-start gap-3 rounded-card bg-accent-soft p-5 text-pretty text-accent-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" strokeWidth={1.75} />
          <span>{keepHyphenated(note)}</span>
        </p>
      ) : null}
    </Section>
  );
}
