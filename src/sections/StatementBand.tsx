import { Container } from '@/components/ui/Container';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface StatementBandProps {
  /** Id of the band, the target of #links; its heading gets `${id}-heading`. */
  id: string;
  /** A short name for the statement ("Our mission"), set small above it. */
  title: string;
  /** The statement itself, one or two sentences, set large. */
  text: string;
}

/**
 * One sentence the page stands on (a mission), set at display size on its own band, under a brand
 * rule: the words are the design, so nothing competes with them.
 */
export function StatementBand({ id, title, text }: StatementBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="pb-section">
      <Container>
        <div className="border-t-2 border-brand pt-6 sm:pt-8 lg:grid lg:grid-cols-12 lg:gap-12">
          <h2
            id={`${id}-heading`}
            className="text-sm font-semibold tracking-wide text-brand uppercase lg:col-span-4"
          >
            {title}
          </h2>
          <p className="mt-4 text-2xl leading-tight font-medium tracking-tight text-balance text-ink sm:text-3xl lg:col-span-8 lg:mt-0 lg:text-4xl lg:leading-[1.15]">
            {keepHyphenated(text)}
          </p>
        </div>
      </Container>
    </section>
  );
}
