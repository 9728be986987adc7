import { Container } from '@/components/ui/Container';
import { sectionVariants, type SectionProps } from '@/components/ui/Section';

/** One titled block of the grid, the target of #id links. */
export interface ProseBlock {
  id: string;
  title: string;
  /** Its text, as HTML rendered from the prose. */
  html: string;
}

export interface ProseGridProps {
  blocks: ProseBlock[];
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
}

/**
 * A band of anchored text sections (legal notes, placeholders) as a document: each block a row,
 * its title in a narrow column beside its text on wide screens, a rule between rows. Rows take
 * the height of their text, so a two-line note beside a long notice leaves no hole (side-by-side
 * cards did: at 1280 px the Terms card sat beside a 1,100 px privacy card). Each block is its own
 * labelled section with an h2, so /page#id lands on it.
 */
export function ProseGrid({ blocks, tone = 'plain' }: ProseGridProps) {
  return (
    <div className={sectionVariants({ tone })}>
      <Container>
        <div className="flex flex-col divide-y divide-line border-y border-line">
          {blocks.map((block) => (
            <section
              key={block.id}
              id={block.id}
              aria-labelledby={`${block.id}-heading`}
              className="grid gap-4 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
            >
              <h2 id={`${block.id}-heading`} className="text-2xl font-semibold text-balance">
                {block.title}
              </h2>
              <div
                className="flex max-w-prose min-w-0 flex-col gap-3 text-pretty text-muted [&_a]:text-brand-ink [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_table]:w-full [&_table]:table-fixed [&_table]:text-sm [&_td]:border-t [&_td]:border-line [&_td]:py-2 [&_td]:pe-2 [&_td]:align-top [&_td]:[overflow-wrap:anywhere] [&_th]:pe-2 [&_th]:text-start [&_th]:[overflow-wrap:anywhere] [&_ul]:list-disc"
                dangerouslySetInnerHTML={{ __html: block.html }}
              />
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
