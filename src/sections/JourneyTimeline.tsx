import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

/** One milestone: its year and what happened, as a short sentence without a full stop. */
interface Milestone {
  year: number;
  event: string;
}

/** A titled statement, the target of #id links. */
interface Statement {
  id: string;
  title: string;
  text: string;
}

export interface JourneyTimelineProps {
  /** Id of the milestones' section; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  intro: string;
  /** The milestones, oldest first. */
  items: Milestone[];
  /** What the milestones' figures count and when, in body text under them: a claim's basis. */
  basis: string;
  /** Where the company is heading: drawn as the line's open end, after the last milestone. */
  next: Statement;
}

/**
 * The company's story on a navy band: the milestones as a vertical timeline, each year set large
 * on the line, and the line running on, dashed, into the vision: what has been, then where it
 * goes. Two sections side by side in one band (the vision is not a milestone).
 */
export function JourneyTimeline({ id, title, intro, items, basis, next }: JourneyTimelineProps) {
  return (
    <div className="bg-navy py-section text-white">
      <Container>
        <section
          id={id}
          aria-labelledby={`${id}-heading`}
          className="grid gap-10 lg:grid-cols-12 lg:gap-12"
        >
          <header className="max-w-xl lg:col-span-4">
            <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
              {title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-navy-muted">{keepHyphenated(intro)}</p>
          </header>
          <ol className="lg:col-span-8">
            {items.map((entry, index) => (
              <li
                key={entry.year}
                className="relative grid grid-cols-[1.25rem_1fr] gap-x-5 pb-10 sm:grid-cols-[1.25rem_6.5rem_1fr] sm:gap-x-6"
              >
                {/* The line on to the next milestone; the last one's runs on, dashed, to the vision. */}
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute start-[0.5625rem] top-7 bottom-0',
                    index === items.length - 1
                      ? 'border-s-2 border-dashed border-white/35'
                      : 'w-0.5 bg-white/25',
                  )}
                />
                <span
                  aria-hidden="true"
                  className="mt-2 size-5 rounded-full border-2 border-accent bg-navy"
                />
                <time
                  dateTime={String(entry.year)}
                  className="text-2xl font-semibold text-accent tabular-nums sm:text-3xl"
                >
                  {entry.year}
                </time>
                <p className="col-start-2 mt-1 text-lg font-medium text-pretty sm:col-start-3 sm:mt-1 sm:text-xl">
                  {entry.event}
                </p>
              </li>
            ))}
          </ol>
        </section>
        <div className="lg:grid lg:grid-cols-12 lg:gap-12">
          <section
            id={next.id}
            aria-labelledby={`${next.id}-heading`}
            className="grid grid-cols-[1.25rem_1fr] gap-x-5 sm:gap-x-6 lg:col-span-8 lg:col-start-5"
          >
            <span
              aria-hidden="true"
              className="mt-0.5 size-5 rounded-full border-2 border-dashed border-white/70"
            />
            <div>
              <h2
                id={`${next.id}-heading`}
                className="text-sm font-semibold tracking-wide text-accent uppercase"
              >
                {next.title}
              </h2>
              <p className="mt-3 max-w-2xl text-2xl leading-snug font-medium text-pretty sm:text-3xl">
                {next.text}
              </p>
            </div>
          </section>
        </div>
        <p className="mt-14 max-w-3xl border-t border-white/15 pt-5 text-pretty text-navy-muted">
          {basis}
        </p>
      </Container>
    </div>
  );
}
