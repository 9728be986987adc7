import { Container } from '@/components/ui/Container';
import { sectionVariants } from '@/components/ui/Section';

/** One titled statement of the pair, the target of #id links. */
export interface Statement {
  id: string;
  title: string;
  text: string;
}

export interface StatementPairProps {
  /** The two statements, e.g. the mission, then the vision. */
  items: [Statement, Statement];
}

/**
 * Two short statements that answer each other (where we are, where we are going) in one band,
 * side by side on wide screens: each alone would be a band of a heading and one sentence.
 */
export function StatementPair({ items }: StatementPairProps) {
  return (
    <div className={sectionVariants({ tone: 'plain' })}>
      <Container className="grid gap-12 md:grid-cols-2 md:gap-16">
        {items.map((item, index) => (
          <section
            key={item.id}
            id={item.id}
            aria-labelledby={`${item.id}-heading`}
            className={
              index === 0
                ? ''
                : 'border-t border-line pt-12 md:border-s md:border-t-0 md:ps-16 md:pt-0'
            }
          >
            <h2
              id={`${item.id}-heading`}
              className="text-sm font-semibold tracking-wide text-brand uppercase"
            >
              {item.title}
            </h2>
            <p className="mt-4 text-2xl font-medium text-pretty text-ink sm:text-3xl">
              {item.text}
            </p>
          </section>
        ))}
      </Container>
    </div>
  );
}
