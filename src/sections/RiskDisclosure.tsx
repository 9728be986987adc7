import { TriangleAlert } from 'lucide-react';
import type { Words } from '@/content/i18n';
import { Section, type SectionProps } from '@/components/ui/Section';

/** One risk: a short title and its text, as HTML rendered from the prose. */
interface RiskPoint {
  title: string;
  html: string;
}

export interface RiskDisclosureProps {
  /** Id of the band, the target of /docs#risk-disclosure links. */
  id: string;
  /** The heading and the paragraph under it. */
  words: Words['docs']['riskDisclosure'];
  /** The risks, each a short title and a sentence or two. */
  points: RiskPoint[];
  tone?: SectionProps['tone'];
}

/**
 * A range and its unit ("12-24 months") may break after its hyphen but never leave the last
 * number without its unit, as the risk line draws it (withRangeBreaks), here in HTML.
 */
const rangeBreaks = (html: string) => html.replace(/(\d+)-(\d+) ([a-z]+)/g, '$1-<wbr>$2\u00a0$3');

/** The full risk disclosure: every risk in one ruled panel, each flagged with a warning mark. */
export function RiskDisclosure({ id, words, points, tone }: RiskDisclosureProps) {
  return (
    <Section id={id} title={words.title} lead={words.intro} tone={tone}>
      <ul className="grid gap-px overflow-hidden rounded-card border border-line bg-line shadow-card md:grid-cols-2">
        {points.map((point) => (
          <li key={point.title} className="flex items-start gap-4 bg-surface p-6 sm:p-7">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-warning-soft text-warning-ink">
              <TriangleAlert aria-hidden="true" className="size-5" strokeWidth={1.75} />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-balance">{point.title}</h3>
              <div
                className="mt-1.5 text-pretty text-muted"
                dangerouslySetInnerHTML={{ __html: rangeBreaks(point.html) }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
