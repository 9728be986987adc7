import type { Card, Link } from '@/content/schemas';
import { TriangleAlert } from 'lucide-react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { withRangeBreaks } from '@/components/ui/RiskLine';

export interface RiskNoticeProps {
  /** Id of the box; its heading gets `${id}-heading`. */
  id?: string;
  title: string;
  /** The points, each a short title and a sentence. */
  points: Card[];
  /** Link to the full disclosure. */
  link: Link;
  className?: string;
}

/**
 * A risk box beside an offer: warning-toned and bordered so it is seen, but calm: a plain heading
 * (no alert role: it is not news), each point titled, and a link to the full disclosure.
 */
export function RiskNotice({ id = 'risks', title, points, link, className }: RiskNoticeProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('pb-section', className)}>
      <Container>
        <div className="rounded-card border border-warning-ink/25 bg-warning-soft p-6 sm:p-10">
          <div className="flex items-center gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface text-warning-ink shadow-card">
              <TriangleAlert aria-hidden="true" className="size-5" strokeWidth={1.75} />
            </span>
            <h2 id={`${id}-heading`} className="text-2xl font-semibold text-balance">
              {title}
            </h2>
          </div>
          <ul className="mt-8 grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {points.map((point) => (
              <li key={point.title} className="border-t border-warning-ink/20 pt-4">
                <h3 className="font-semibold text-balance">{point.title}</h3>
                <p className="mt-1 text-pretty text-ink/80">{withRangeBreaks(point.text)}</p>
              </li>
            ))}
          </ul>
          <ArrowLink href={link.href} variant="warning" className="mt-8">
            {link.label}
          </ArrowLink>
        </div>
      </Container>
    </section>
  );
}
