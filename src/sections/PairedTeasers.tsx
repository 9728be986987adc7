import type { Link } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { sectionVariants, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

/** One teaser: a heading, a paragraph and the link on to the page that tells it in full. */
interface Teaser {
  /** Id of the teaser; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  text: string;
  link: Link;
}

export interface PairedTeasersProps {
  /** The first teaser, with the milestones that back it drawn under its text. */
  lead: Teaser & { milestones: Array<{ year: string; event: string }> };
  /** The second teaser, set in a card beside the first. */
  aside: Teaser;
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
  className?: string;
}

/**
 * Two short teasers that lead to the same page, sharing one band so neither is a heading and two
 * sentences on its own: the first with its milestones as a row of years, the second in a card.
 */
export function PairedTeasers({ lead, aside, tone = 'plain', className }: PairedTeasersProps) {
  return (
    <div className={cn(sectionVariants({ tone }), className)}>
      <Container className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <section aria-labelledby={`${lead.id}-heading`} id={lead.id}>
          <h2 id={`${lead.id}-heading`} className="text-title font-semibold text-balance">
            {lead.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">
            {keepHyphenated(lead.text)}
          </p>
          <ol className="mt-8 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4">
            {lead.milestones.map((entry) => (
              <li key={entry.year} className="border-t-2 border-brand pt-3">
                <time
                  dateTime={String(entry.year)}
                  className="block text-2xl font-semibold text-brand-ink tabular-nums"
                >
                  {entry.year}
                </time>
                <span className="mt-1 block text-sm text-pretty text-muted">{entry.event}</span>
              </li>
            ))}
          </ol>
          <ArrowLink href={lead.link.href} className="mt-8">
            {lead.link.label}
          </ArrowLink>
        </section>
        <section
          aria-labelledby={`${aside.id}-heading`}
          id={aside.id}
          // eslint-disable-next-line no-restricted-syntax -- a decorative wash, the same either way
          className="relative self-start overflow-hidden rounded-card border border-line bg-linear-to-br from-brand-soft to-surface p-8 shadow-card"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -end-24 -top-24 size-64 text-brand/15"
          >
            {[96, 72, 48].map((r) => (
              <circle
                key={r}
                cx="100"
                cy="100"
                r={r}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
              />
            ))}
          </svg>
          <h2 id={`${aside.id}-heading`} className="relative text-2xl font-semibold">
            {aside.title}
          </h2>
          <p className="relative mt-4 text-lg text-pretty text-muted">
            {keepHyphenated(aside.text)}
          </p>
          <ArrowLink href={aside.link.href} className="relative mt-6">
            {aside.link.label}
          </ArrowLink>
        </section>
      </Container>
    </div>
  );
}
