import type { InterestContent, InterestOutcome as Outcome } from '@/content/interest';
import { ContactOutcome } from './ContactOutcome';

/** The outcomes that mean stored (or, for `removed`, erased as asked; confirmed as asked). */
const SUCCESSES: readonly Outcome[] = [
  'applied',
  'waitlisted',
  'confirm-recent',
  'application-confirmed',
  'waitlist-confirmed',
  'removed',
];
/** The failures the visitor fixes in the form: its page is the first way on. */
const FIXABLE: readonly Outcome[] = ['missing', 'invalid-email', 'too-long', 'not-available'];

/** The pool a native post was about, when the server's redirect names it. */
export interface OutcomePool {
  name: string;
  /** The pool's page. */
  path: string;
  /** Its form's page (apply or waitlist). */
  formPath: string;
}

export interface InterestOutcomeProps {
  outcome: Outcome;
  /** The interest forms' copy in the page's language. */
  content: InterestContent;
  pool?: OutcomePool | undefined;
}

/**
 * The page an application or waitlist post without JavaScript lands on: a confirmation with what
 * happens next (the same words the island shows in the form's place), or what went wrong with
 * the way back to the form first, and the browser's Back named as the way to keep what was typed.
 */
export function InterestOutcome({ outcome, content, pool }: InterestOutcomeProps) {
  const { pageTitle: title, description } = content.outcomes[outcome];
  const { pools, home, email, form, pool: poolLabel } = content.outcomeLinks;
  const success = SUCCESSES.includes(outcome);
  const confirmed = outcome === 'applied' || outcome === 'waitlisted' ? outcome : undefined;
  if (confirmed) {
    const confirmation = content.confirmations[confirmed];
    return (
      <ContactOutcome
        sent
        title={title}
        description={
          pool ? confirmation.lead.replace('{pool}', pool.name) : confirmation.leadAnyPool
        }
        primary={pool ? { label: poolLabel, href: pool.path } : pools}
        secondary={home}
        next={{ title: content.nextStepsTitle, steps: confirmation.steps }}
      />
    );
  }
  const backToForm = pool && !success ? { label: form, href: pool.formPath } : undefined;
  return (
    <ContactOutcome
      sent={success}
      title={title}
      description={description}
      hint={success ? undefined : content.outcomeBackHint}
      primary={backToForm ?? pools}
      secondary={backToForm && FIXABLE.includes(outcome) ? pools : home}
      tertiary={success ? undefined : email}
    />
  );
}
