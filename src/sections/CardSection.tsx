import type { Card as CardContent, IconName, Link } from '@/content/schemas';
import { Info } from 'lucide-react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { Section, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';

export interface CardSectionProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  /** The cards, each with an optional icon above its title and link below its text. */
  items: (CardContent & { icon?: IconName; link?: Link })[];
  /** Columns from the md breakpoint up. */
  columns?: 2 | 3 | 4;
  tone?: SectionProps['tone'];
  /** A caveat under the cards, shown as a note that cannot be missed. */
  note?: string;
}

const columnClass = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/** A titled band of cards in a responsive grid, with an optional note under them. */
export function CardSection({
  id,
  title,
  eyebrow,
  intro,
  items,
  columns = 3,
  tone,
  note,
}: CardSectionProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} lead={intro} tone={tone}>
      <ul className={cn('grid gap-5 sm:grid-cols-2', columnClass[columns])}>
        {items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="w-full p-6">
              {item.icon ? <ContentIcon name={item.icon} className="mb-5" /> : null}
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 flex-1 text-muted">{item.text}</p>
              {item.link ? (
                <ArrowLink href={item.link.href} className="mt-5 self-start">
                  {item.link.label}
                </ArrowLink>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {note ? (
        <p className="mt-5 flex items-start gap-3 rounded-card bg-accent-soft p-5 text-pretty text-accent-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" strokeWidth={1.75} />
          <span>{note}</span>
        </p>
      ) : null}
    </Section>
  );
}
