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

/** Prose's own headings (h3) read as headings, in the ink colour; links and lists as in body text. */
const proseClass =
  'flex max-w-prose min-w-0 flex-col gap-3 text-pretty text-muted [&_a]:text-brand-ink [&_a]:underline [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc';

/*
 * A table of four columns has no room on a phone. There its header row is read, not shown, and
 * each row stacks: its first cell as the row's title, then each other cell beside its column's
 * name (data-label: src/lib/table-labels.ts), set in the cell's start margin so the cell's words
 * flow as one text. The name's alternative text is empty: a screen reader names the column from
 * the header, and would otherwise say it twice.
 */
const tableClass = [
  '[&_table]:w-full [&_table]:table-fixed [&_table]:text-sm [&_td]:align-top [&_td]:[overflow-wrap:break-word] [&_th]:pe-2 [&_th]:text-start [&_th]:[overflow-wrap:break-word]',
  'sm:[&_td]:border-t sm:[&_td]:border-line sm:[&_td]:py-2 sm:[&_td]:pe-2',
  'max-sm:[&_table]:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only max-sm:[&_tr]:block max-sm:[&_tr]:border-t max-sm:[&_tr]:border-line max-sm:[&_tr]:py-3',
  'max-sm:[&_td]:block max-sm:[&_td:first-child]:pb-2 max-sm:[&_td:first-child]:font-medium max-sm:[&_td:first-child]:text-ink',
  "max-sm:[&_td+td]:relative max-sm:[&_td+td]:py-1 max-sm:[&_td+td]:ps-31 max-sm:[&_td+td]:before:absolute max-sm:[&_td+td]:before:start-0 max-sm:[&_td+td]:before:w-28 max-sm:[&_td+td]:before:font-medium max-sm:[&_td+td]:before:text-ink max-sm:[&_td+td]:before:content-[attr(data-label)_/_'']",
].join(' ');

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
                className={`${proseClass} ${tableClass}`}
                dangerouslySetInnerHTML={{ __html: block.html }}
              />
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
