import type { Link } from '@/content/schemas';
import type { Stat } from '@/content/stats';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { sectionVariants, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';

export interface SplitFeatureProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id: string;
  eyebrow?: string;
  title: string;
  /** One to three sentences. */
  text: string;
  link: Link;
  /** A headline figure drawn large beside the text; without one, the heading takes that side. */
  figure?: Stat | undefined;
  tone?: Extract<SectionProps['tone'], 'plain' | 'muted'>;
  className?: string;
}

/**
 * A two-column band: heading on one side and text with a link on the other or, given a figure,
 * the text beside the figure in a card (with the figure's note under it).
 */
export function SplitFeature({
  id,
  eyebrow,
  title,
  text,
  link,
  figure,
  tone = 'plain',
  className,
}: SplitFeatureProps) {
  const heading = (
    <>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
        {title}
      </h2>
    </>
  );
  const body = (
    <>
      <p className="text-lg text-pretty text-muted">{text}</p>
      <ArrowLink href={link.href} className="mt-6">
        {link.label}
      </ArrowLink>
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(sectionVariants({ tone }), className)}
    >
      <Container>
        {figure ? (
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div className="max-w-xl">
              {heading}
              <div className="mt-5">{body}</div>
            </div>
            <FigureCard stat={figure} />
          </div>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
            <div>{heading}</div>
            <div className="max-w-2xl lg:pt-2">{body}</div>
          </div>
        )}
      </Container>
    </section>
  );
}

/** A headline figure in a card, with faint rings in a corner (decorative). */
function FigureCard({ stat }: { stat: Stat }) {
  return (
    <div className="relative overflow-hidden rounded-card border border-line bg-linear-to-br from-brand-soft to-surface p-8 shadow-card sm:p-10">
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -top-24 -right-24 size-72"
      >
        {[96, 76, 56, 36].map((r) => (
          <circle
            key={r}
            cx="100"
            cy="100"
            r={r}
            className="fill-none stroke-brand/15"
            strokeWidth="1.5"
          />
        ))}
        <circle cx="100" cy="100" r="16" className="fill-accent/70" />
      </svg>
      <div className="relative">
        <p className="text-5xl font-semibold tracking-tight text-brand-ink sm:text-6xl">
          {stat.value}
        </p>
        <p className="mt-2 text-lg font-medium text-ink">{stat.label}</p>
        {stat.note ? (
          <p className="mt-6 max-w-xs border-t border-line-strong pt-4 text-sm text-pretty text-muted">
            {stat.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
