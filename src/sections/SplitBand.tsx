import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';

export interface SplitBandProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  intro?: string | undefined;
  tone?: 'plain' | 'muted' | undefined;
  /** The content beside the heading on wide screens (below it on small ones). */
  children: ReactNode;
}

/** A band whose heading sits in a narrow column beside its content from the lg breakpoint up. */
export function SplitBand({ id, title, intro, tone = 'plain', children }: SplitBandProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('py-section', tone === 'muted' ? 'bg-surface-muted' : 'bg-surface')}
    >
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <header className="max-w-2xl lg:col-span-4">
          <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted">{intro}</p> : null}
        </header>
        <div className="lg:col-span-8">{children}</div>
      </Container>
    </section>
  );
}
