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
/*
 * Prose's own headings (h3) read as headings, in the ink colour. A table of four columns has no
 * room on a phone: there each row puts its first cell on a line of its own and the other three
 * side by side under it, the header row too, so words break only between words.
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
                className="flex max-w-prose min-w-0 flex-col gap-3 text-pretty text-muted [&_a]:text-brand-ink [&_a]:underline [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ms-5 [&_ol]:list-decimal [&_table]:w-full [&_table]:table-fixed [&_table]:text-sm max-sm:[&_table]:block max-sm:[&_tbody]:block [&_td]:border-t [&_td]:border-line [&_td]:py-2 [&_td]:pe-2 [&_td]:align-top [&_td]:[overflow-wrap:break-word] max-sm:[&_td:first-child]:font-medium max-sm:[&_td:first-child]:text-ink max-sm:[&_td:not(:first-child)]:border-t-0 max-sm:[&_td:not(:first-child)]:pt-0 [&_th]:pe-2 [&_th]:text-start [&_th]:[overflow-wrap:break-word] max-sm:[&_thead]:block max-sm:[&_tr]:grid max-sm:[&_tr]:grid-cols-3 max-sm:[&_tr>:first-child]:col-span-3 [&_ul]:list-disc"
                dangerouslySetInnerHTML={{ __html: block.html }}
              />
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
