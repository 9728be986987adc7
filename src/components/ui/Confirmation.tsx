import type { ReactNode, Ref } from 'react';
import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface ConfirmationProps {
  /** The heading: what became of the visitor's form, in sentence case. */
  title: string;
  /** One sentence under it, naming what was sent (the pool, when known). */
  lead: string;
  /** Heading of the steps. */
  stepsTitle: string;
  /** What happens next, in order. */
  steps: readonly string[];
  /** The page's h1 (an outcome page) or an h2 in the form's place (an island). */
  as?: 'h1' | 'h2';
  /** The heading, which takes focus when the confirmation replaces a form. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The ways on (back to the pool, home, another message). */
  children?: ReactNode;
  className?: string;
}

/**
 * A stored form's confirmation: a tick, the heading, what was sent, and numbered next steps.
 * The same block in the form's place (with JavaScript) and on the page a native post lands on.
 */
export function Confirmation({
  title,
  lead,
  stepsTitle,
  steps,
  as: Heading = 'h2',
  headingRef,
  children,
  className,
}: ConfirmationProps) {
  // One level below the confirmation's own heading, so the outline never skips a level.
  const StepsHeading = Heading === 'h1' ? 'h2' : 'h3';
  return (
    <div data-confirmation className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-col gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-6" strokeWidth={1.75} />
        </span>
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className={cn(
            'font-semibold text-balance outline-none',
            Heading === 'h1' ? 'text-display' : 'text-title',
          )}
        >
          {keepHyphenated(title)}
        </Heading>
        <p className="text-lg text-pretty text-muted">{keepHyphenated(lead)}</p>
      </div>
      <div className="border-t border-line pt-6">
        <StepsHeading className="text-sm font-semibold tracking-wide text-muted uppercase">
          {stepsTitle}
        </StepsHeading>
        <ol className="mt-4 flex flex-col gap-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-ink tabular-nums"
              >
                {index + 1}
              </span>
              <span className="pt-0.5 text-pretty text-ink">{keepHyphenated(step)}</span>
            </li>
          ))}
        </ol>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  );
}
