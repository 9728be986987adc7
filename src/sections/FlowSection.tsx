import { ChevronRight } from 'lucide-react';
import type { IconCard } from '@/content/schemas';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { Section, type SectionProps } from '@/components/ui/Section';

export interface FlowSectionProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  /** The explanation above the diagram. */
  text: string;
  /** Accessible name of the diagram. */
  flowLabel: string;
  /** The stages, in the order value moves through them. */
  stages: IconCard[];
  tone?: SectionProps['tone'];
}

/**
 * An explanation and its flow diagram. The diagram is an ordered list of stages joined by arrows
 * (down the page on small screens, across it on wide ones), so its text is its own alternative.
 */
export function FlowSection({ id, title, text, flowLabel, stages, tone }: FlowSectionProps) {
  return (
    <Section id={id} title={title} lead={text} tone={tone}>
      {/* A figure named by its caption: a plain list may not carry aria-label. */}
      <figure aria-labelledby={`${id}-flow-caption`}>
        <figcaption id={`${id}-flow-caption`} className="sr-only">
          {flowLabel}
        </figcaption>
        <ol className="grid max-w-xl gap-y-10 lg:max-w-none lg:grid-cols-5 lg:gap-x-10">
          {stages.map((stage, index) => (
            <li key={stage.title} className="relative flex">
              <div className="flex w-full items-start gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card lg:flex-col">
                <ContentIcon name={stage.icon} />
                <div className="min-w-0">
                  <h3 className="font-semibold">{stage.title}</h3>
                  <p className="mt-1 text-sm text-pretty text-muted">{stage.text}</p>
                </div>
              </div>
              {index < stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -bottom-8 left-1/2 flex size-6 -translate-x-1/2 rotate-90 items-center justify-center rounded-full bg-brand-soft text-brand lg:top-1/2 lg:-right-8 lg:bottom-auto lg:left-auto lg:translate-x-0 lg:-translate-y-1/2 lg:rotate-0"
                >
                  <ChevronRight className="size-4" strokeWidth={2.25} />
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </figure>
    </Section>
  );
}
