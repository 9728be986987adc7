import type { IconName } from '@/content/schemas';
import { ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { cn } from '@/lib/cn';

export interface GridCard {
  title: string;
  text: string;
  icon?: IconName;
  link?: { label: string; href: string };
}

export interface CardGridProps {
  items: GridCard[];
  /** Columns from the md breakpoint up. */
  columns?: 2 | 3 | 4;
  /** Heading level of each card title; h3 under a section's h2. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

const columnClass = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/** A responsive grid of cards, each with an optional icon and link. */
export function CardGrid({ items, columns = 3, headingLevel: H = 'h3', className }: CardGridProps) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', columnClass[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="w-full p-6">
            {item.icon ? <ContentIcon name={item.icon} className="mb-5" /> : null}
            <H className="text-lg font-semibold">{item.title}</H>
            <p className="mt-2 flex-1 text-muted">{item.text}</p>
            {item.link ? (
              <a
                href={item.link.href}
                className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brand hover:text-brand-strong"
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
