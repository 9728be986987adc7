import { Container } from '@/components/ui/Container';
import { sectionVariants, type SectionProps } from '@/components/ui/Section';

/** One titled block of the grid, the target of #id links. */
export interface ProseBlock {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface ProseGridProps {
  blocks: ProseBlock[];
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
}

/**
 * A band of short, anchored text sections (legal notes, placeholders) side by side on wide screens.
 * Each block is its own labelled section with an h2, so /page#id lands on it. Blocks keep their own
 * height (items-start): a short note beside a long one is not stretched into a tall empty card.
 */
export function ProseGrid({ blocks, tone = 'plain' }: ProseGridProps) {
  return (
    <div className={sectionVariants({ tone })}>
      <Container className="grid items-start gap-6 md:grid-cols-2">
        {blocks.map((block) => (
          <section
            key={block.id}
            id={block.id}
            aria-labelledby={`${block.id}-heading`}
            className="rounded-card border border-line bg-surface-raised p-6 sm:p-8"
          >
            <h2 id={`${block.id}-heading`} className="text-2xl font-semibold text-balance">
              {block.title}
            </h2>
            <div className="mt-4 flex flex-col gap-3">
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph} className="text-pretty text-muted">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        ))}
      </Container>
    </div>
  );
}
