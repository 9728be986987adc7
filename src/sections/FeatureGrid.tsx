import type { IconCard } from '@/content/schemas';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { Section, type SectionProps } from '@/components/ui/Section';

export interface FeatureGridProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string;
  /** The features, each with an icon; six fill two rows of three on wide screens. */
  items: IconCard[];
  tone?: SectionProps['tone'];
  className?: string;
}

/**
 * A titled band of features laid open on the band (no cards): icon, title and text under a
 * hairline, so a long list stays light next to the carded sections around it.
 */
export function FeatureGrid({ id, title, intro, items, tone, className }: FeatureGridProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone} className={className}>
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4 border-t border-line-strong pt-6">
            <ContentIcon name={item.icon} className="bg-surface shadow-card" />
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-balance">{item.title}</h3>
              <p className="mt-1.5 text-pretty text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
