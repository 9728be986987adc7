import { ChevronDown } from 'lucide-react';
import { Section, type SectionProps } from '@/components/ui/Section';

/** One question and its answer, as HTML rendered from the prose; its id is its HTML id. */
interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** A category of questions: its id, its heading and its questions in order. */
interface FaqCategory {
  id: string;
  name: string;
  items: FaqItem[];
}

export interface FaqAccordionProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  intro?: string;
  /** The categories, in order, each a titled group of questions. */
  categories: FaqCategory[];
  /**
   * Shared `name` of every `<details>`: the browser keeps one of them open at a time, with no
   * script, so the accordion works with JavaScript off.
   */
  group?: string;
  tone?: SectionProps['tone'];
}

/**
 * The FAQ as an exclusive accordion of native `<details name>` elements, grouped under a heading
 * per category, the categories two across on wide screens so the questions use the full width. Summaries are real buttons to the keyboard (Tab, Enter, Space) and the chevron
 * turns with CSS alone.
 */
export function FaqAccordion({
  id,
  title,
  intro,
  categories,
  group = 'faq',
  tone = 'muted',
}: FaqAccordionProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone}>
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-x-10 lg:gap-y-12">
        {categories.map((category) => (
          <section
            key={category.id}
            id={`${id}-${category.id}`}
            aria-labelledby={`${id}-${category.id}-heading`}
            className="flex flex-col gap-4"
          >
            <h3 id={`${id}-${category.id}-heading`} className="text-xl font-semibold text-balance">
              {category.name}
            </h3>
            <div className="divide-y divide-line rounded-card border border-line bg-surface-raised px-5 shadow-card sm:px-6">
              {category.items.map((item) => (
                <details key={item.id} id={item.id} name={group} className="group">
                  <summary className="-mx-2 flex cursor-pointer list-none items-start justify-between gap-4 rounded-control px-2 py-5 font-semibold text-ink transition-colors group-open:text-brand-ink hover:text-brand-ink focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
                    <span className="text-pretty">{item.question}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180 group-open:text-brand motion-reduce:transition-none"
                      strokeWidth={2}
                    />
                  </summary>
                  <div
                    className="pe-2 pb-5 text-pretty text-muted sm:pe-9"
                    dangerouslySetInnerHTML={{ __html: item.answer }}
                  />
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </Section>
  );
}
