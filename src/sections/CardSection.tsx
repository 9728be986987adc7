import { Info } from 'lucide-react';
import { Section, type SectionProps } from '@/components/ui/Section';
import { CardGrid, type CardGridProps, type GridCard } from './CardGrid';

export interface CardSectionProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  items: GridCard[];
  columns?: CardGridProps['columns'];
  tone?: SectionProps['tone'];
  /** A caveat under the cards, shown as a note that cannot be missed. */
  note?: string;
}

/** A titled band of cards, with an optional note under them. */
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
      <CardGrid items={items} columns={columns} />
      {note ? (
        <p className="mt-8 flex max-w-3xl items-start gap-3 rounded-card bg-accent-soft p-5 text-pretty text-accent-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" strokeWidth={1.75} />
          <span>{note}</span>
        </p>
      ) : null}
    </Section>
  );
}
