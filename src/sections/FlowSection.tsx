import { ChevronRight } from 'lucide-react';
import type { Words } from '@/content/i18n';
import type { IconName } from '@/components/ui/ContentIcon';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { Section, type SectionProps } from '@/components/ui/Section';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface FlowSectionProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  /** The heading, the explanation above the diagram, and the diagram's name and stages. */
  words: Words['howItWorks']['subLeasingModel'];
  /** Each stage's icon, in the stages' order. */
  icons: readonly IconName[];
  /** A related explanation beside it, as a titled group of its own (its heading is an h3). */
  aside?: { id: string; words: Words['howItWorks']['tokenizedLeases'] };
  tone?: SectionProps['tone'];
}

/**
 * An explanation and its flow diagram: each stage a node on one line with an arrow to the next,
 * across the page on wide screens and down it on phones. The diagram is an ordered list, so its
 * text is its own alternative and the order is read as well as seen. The line runs from the start
 * edge, so right to left it runs leftwards and its arrows point left.
 */
export function FlowSection({ id, words, icons, aside, tone }: FlowSectionProps) {
  const { title, text, flow } = words;
  const { stages } = flow;
  return (
    <Section id={id} title={title} lead={text} tone={tone}>
      {/*
       * A figure named by its caption: a plain list may not carry aria-label. The diagram sits on
       * a panel of its own, with the aside as its legend across the panel's width (a lone card
       * beside nothing left half a row empty).
       */}
      <figure
        aria-labelledby={`${id}-flow-caption`}
        data-flow
        className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-10"
      >
        <figcaption
          id={`${id}-flow-caption`}
          className="mb-8 text-sm font-semibold tracking-wide text-brand uppercase"
        >
          {flow.label}
        </figcaption>
        <ol className="grid lg:grid-cols-5">
          {stages.map((stage, index) => (
            <li
              key={stage.title}
              className="relative grid grid-cols-[3.5rem_1fr] gap-x-5 pb-10 last:pb-0 lg:block lg:px-3 lg:pb-0 lg:text-center"
            >
              {index < stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute start-[calc(1.75rem-1px)] top-16 bottom-2 w-0.5 bg-brand/35 lg:start-[calc(50%+2.5rem)] lg:end-[calc(-50%+2.5rem)] lg:top-7 lg:bottom-auto lg:h-0.5 lg:w-auto lg:-translate-y-1/2"
                >
                  <ChevronRight
                    className="absolute -start-[0.4375rem] -bottom-2 size-4 rotate-90 text-brand lg:start-auto lg:-end-2 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2 lg:mirror-rtl lg:rotate-0"
                    strokeWidth={1.75}
                  />
                </span>
              ) : null}
              {icons[index] ? (
                <ContentIcon
                  name={icons[index]}
                  className="size-14 rounded-full border-2 border-brand bg-surface-raised lg:mx-auto"
                />
              ) : null}
              <div className="pt-1 lg:mt-5 lg:pt-0">
                <span className="text-sm font-semibold text-muted tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="text-lg font-semibold">{stage.title}</h3>
                <p className="mt-1 text-pretty text-muted">{keepHyphenated(stage.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        {aside ? (
          <section
            id={aside.id}
            aria-labelledby={`${aside.id}-heading`}
            className="mt-10 grid items-start gap-x-6 gap-y-2 border-t border-line pt-8 sm:grid-cols-[auto_1fr] lg:grid-cols-[auto_16rem_1fr]"
          >
            <ContentIcon name="Coins" className="row-span-2 lg:row-span-1" />
            <h3 id={`${aside.id}-heading`} className="text-lg font-semibold lg:pt-2">
              {aside.words.title}
            </h3>
            <p className="text-pretty text-muted sm:col-start-2 lg:col-start-3 lg:pt-2">
              {keepHyphenated(aside.words.text)}
            </p>
          </section>
        ) : null}
      </figure>
    </Section>
  );
}
