import { TriangleAlert } from 'lucide-react';
import type { Card } from '@/content/schemas';
import { Section, type SectionProps } from '@/components/ui/Section';
import { withRangeBreaks } from '@/components/ui/RiskLine';

export interface RiskDisclosureProps {
  /** Id of the band, the target of /docs#risk-disclosure links. */
  id: string;
  title: string;
  intro: string;
  /** The risks, each a short title and a sentence or two. */
  points: Card[];
  tone?: SectionProps['tone'];
}

/** The full risk disclosure: every risk in one ruled panel, each flagged with a warning mark. */
export function RiskDisclosure({ id, title, intro, points, tone }: RiskDisclosureProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone}>
      <ul className="grid gap-px overflow-hidden rounded-card border border-line bg-line shadow-card md:grid-cols-2">
        {points.map((point) => (
          <li key={point.title} className="flex items-start gap-4 bg-surface p-6 sm:p-7">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-warning-soft text-warning-ink">
              <TriangleAlert aria-hidden="true" className="size-5" strokeWidth={1.75} />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-balance">{point.title}</h3>
              <p className="mt-1.5 text-pretty text-muted">{withRangeBreaks(point.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
