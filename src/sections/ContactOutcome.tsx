import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Confirmation } from '@/components/ui/Confirmation';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';

/** A link: its words and its target. */
export interface Link {
  label: string;
  href: string;
}

export interface ContactOutcomeProps {
  /** `sent` shows a confirmation; every other outcome says what went wrong. */
  sent: boolean;
  /** The page's h1. */
  title: string;
  /** What happened and what to do. */
  description: string;
  /** An extra line for failures (how to get back to the typed message). */
  hint?: string | undefined;
  /** The main button (back to the form). */
  primary: Link;
  /** The second button (home). */
  secondary: Link;
  /** A third, quieter link (email), for failures. */
  tertiary?: Link | undefined;
  /** What happens next, for a confirmation: the same block the form's island shows in its place. */
  next?: { title: string; steps: readonly string[] } | undefined;
}

/**
 * The no-JavaScript result of a form (contact, apply, waitlist): a hero-style band saying whether the message was
 * sent, with the way back to the form and home.
 */
export function ContactOutcome({
  sent,
  title,
  description,
  hint,
  primary,
  secondary,
  tertiary,
  next,
}: ContactOutcomeProps) {
  const Icon = sent ? CircleCheck : CircleAlert;
  const buttons = (
    <>
      <Button href={primary.href} size="lg">
        {primary.label}
      </Button>
      <Button href={secondary.href} variant="outline" size="lg">
        {secondary.label}
      </Button>
      {tertiary ? (
        <Button href={tertiary.href} variant="ghost" size="lg">
          {tertiary.label}
        </Button>
      ) : null}
    </>
  );
  if (sent && next) {
    return (
      <section className="-mt-header bg-linear-to-b from-brand-soft/70 to-surface pt-header">
        <Container className="py-16 sm:py-24">
          <Confirmation
            as="h1"
            title={title}
            lead={description}
            stepsTitle={next.title}
            steps={next.steps}
            className="max-w-2xl"
          >
            {buttons}
          </Confirmation>
        </Container>
      </section>
    );
  }
  return (
    <section className="-mt-header bg-linear-to-b from-brand-soft/70 to-surface pt-header">
      <Container className="py-16 sm:py-24">
        <div className="max-w-2xl">
          <span
            className={cn(
              'flex size-14 items-center justify-center rounded-full shadow-card',
              sent ? 'bg-success-soft text-success' : 'bg-destructive-soft text-destructive',
            )}
          >
            <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
          </span>
          <h1 className="mt-6 text-display font-semibold text-balance">{keepHyphenated(title)}</h1>
          <p data-outcome-description className="mt-5 text-lg text-pretty text-muted sm:text-xl">
            {keepHyphenated(description)}
          </p>
          {hint ? (
            <p className="mt-4 rounded-control border border-line bg-surface px-4 py-3 text-pretty text-ink">
              {hint}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap items-center gap-3">{buttons}</div>
        </div>
      </Container>
    </section>
  );
}
