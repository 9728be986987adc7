import type { Card, Link } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Section, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface NumberedStepsProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  /** The steps, in order; three or four read best. */
  items: Card[];
  /** Optional link under the steps, e.g. to the full process. */
  link?: Link;
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
}

const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/**
 * Steps as an ordered list: a vertical track on small screens, a row joined by a line on wide
 * ones. The visible numbers are decorative; the list itself carries the order.
 */
export function NumberedSteps({
  id,
  title,
  eyebrow,
  intro,
  items,
  link,
  tone,
}: NumberedStepsProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} lead={intro} tone={tone}>
      <ol
        className={cn(
          'grid max-w-2xl gap-y-10 lg:max-w-none lg:gap-x-8',
          columns[items.length] ?? 'lg:grid-cols-4',
        )}
      >
        {items.map((item, index) => (
          <li key={item.title} className="relative flex gap-5 lg:flex-col lg:gap-6">
            {index < items.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute start-[1.3125rem] top-14 -bottom-8 w-0.5 rounded-full bg-line lg:start-14 lg:-end-5 lg:top-[1.3125rem] lg:bottom-auto lg:h-0.5 lg:w-auto"
              />
            ) : null}
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-base font-semibold text-on-brand tabular-nums shadow-card"
            >
              {index + 1}
            </span>
            <div className="min-w-0 pt-2 lg:pt-0">
              <h3 className="text-lg font-semibold text-balance">{item.title}</h3>
              <p className="mt-2 text-pretty text-muted">{keepHyphenated(item.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      {link ? (
        <ArrowLink href={link.href} variant="outline" className="mt-12">
          {link.label}
        </ArrowLink>
      ) : null}
    </Section>
  );
}
