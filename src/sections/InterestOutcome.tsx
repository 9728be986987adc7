import type { Words } from '@/content/i18n';
import { ContactOutcome, type Link } from './ContactOutcome';

/** What became of a post: the outcome pages' keys in the dictionary. */
type Outcome = keyof Words['interest']['outcomes'];

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
  /** The interest forms' words in the page's language. */
  words: Words['interest'];
  /** Fills a message's values: the site's address, hours and reply time, the pool's name. */
  fill: (message: string) => string;
  /** The pools' page, the home page and the contact address's mailto link. */
  links: { pools: string; home: string; email: string };
  pool?: OutcomePool | undefined;
}

/**
 * The page an application or waitlist post without JavaScript lands on: a confirmation with what
 * happens next (the same words the island shows in the form's place), or what went wrong with
 * the way back to the form first, and the browser's Back named as the way to keep what was typed.
 * An e-mail link that no longer works lands here too, with no form behind it: Back is named as
 * the way to the page the visitor came from.
 */
export function InterestOutcome({ outcome, words, fill, links, pool }: InterestOutcomeProps) {
  const message = words.outcomes[outcome];
  const title = 'pageTitle' in message ? message.pageTitle : message.title;
  const labels = words.outcomeLinks;
  const pools: Link = { label: labels.pools, href: links.pools };
  const home: Link = { label: labels.home, href: links.home };
  const success = SUCCESSES.includes(outcome);
  if (outcome === 'applied' || outcome === 'waitlisted') {
    const confirmation = words.confirmations[outcome];
    return (
      <ContactOutcome
        sent
        title={title}
        description={fill(pool ? confirmation.lead : confirmation.leadAnyPool)}
        primary={pool ? { label: labels.pool, href: pool.path } : pools}
        secondary={home}
        next={{ title: words.nextStepsTitle, steps: confirmation.steps.map(fill) }}
      />
    );
  }
  const backToForm = pool && !success ? { label: labels.form, href: pool.formPath } : undefined;
  return (
    <ContactOutcome
      sent={success}
      title={title}
      description={fill(message.description)}
      hint={
        success
          ? undefined
          : outcome === 'link-invalid'
            ? words.outcomeLinkHint
            : words.outcomeBackHint
      }
      primary={backToForm ?? pools}
      secondary={backToForm && FIXABLE.includes(outcome) ? pools : home}
      tertiary={success ? undefined : { label: labels.email, href: links.email }}
    />
  );
}
