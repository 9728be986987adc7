import { z } from 'zod';
import {
  AMOUNT_BANDS,
  CONFIRM_LINK_DAYS,
  CONSENT_VERSIONS,
  INVESTOR_TYPES,
  interestOutcomeSchema,
} from '#contracts/interest.ts';
import { localePath, type Locale } from '#contracts/locale.ts';
import { fill, pageMetaSchema, textSchema } from './schemas';
import type { SiteConfig } from './site';

/**
 * The words of the interest forms (apply for access, join the waitlist) that the server depends
 * on: the consent wording (its version is in contracts/interest.ts), the labels of the choices,
 * the outcome pages of a native form post (/interest/<outcome>) and the removal confirmation
 * page (/interest/remove) and the confirm page (/interest/confirm). In the outcomes and the
 * confirmations, `{email}`, `{responseTime}` and `{businessHours}` stand for the site's address
 * and its own words for them, `{confirmDays}` for how many days a confirm link works.
 */

export { interestOutcomeSchema };

/** Title and text of one outcome. */
const outcomeMessageSchema = z.strictObject({
  /** Toast and page title, in sentence case. */
  title: textSchema,
  /**
   * The page's title where the toast keeps the spec's Title Case ("Missing Information"): outcome
   * pages are in sentence case.
   */
  pageTitle: textSchema.optional(),
  /** One or two sentences. */
  description: textSchema,
});

/**
 * What a stored entry's confirmation says, in the form's place and on the page a post without
 * JavaScript lands on. `{pool}` is the pool's name; `{responseTime}`, `{businessHours}` as above.
 */
const confirmationSchema = z.strictObject({
  /** The lead under the title, naming the pool. */
  lead: textSchema.includes('{pool}'),
  /** The same lead where the pool is not known (a post that did not say which). */
  leadAnyPool: textSchema,
  /** What happens next, in order: the last step says the e-mail carries the removal link. */
  steps: z.array(textSchema).min(2).max(4),
});

const keyed = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);

/** The words of a page an e-mail link opens: one button, and a way out. */
const linkPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** The h1. */
  title: textSchema,
  /** What the button does. */
  description: textSchema,
  /** The button. */
  submit: textSchema,
  /** The way out without acting (to the pools). */
  cancel: textSchema,
});

/** The interest forms' words in one language. */
export const interestStringsSchema = z.strictObject({
  /** The consent each form asks for: the checkbox label, before the privacy link. */
  consent: z.strictObject({
    /** Applying for access: to be contacted about this application. */
    application: textSchema,
    /** The waitlist: to be e-mailed when this pool opens. */
    waitlist: textSchema,
    /** The link to the privacy notice, after either label. */
    privacyLink: textSchema,
  }),
  /** Labels of the investor types, by contract value. */
  investorTypes: keyed(INVESTOR_TYPES, textSchema),
  /** Labels of the intended amount bands, by contract value. */
  amountBands: keyed(AMOUNT_BANDS, textSchema),
  /** Title and text of every outcome page. */
  outcomes: keyed(interestOutcomeSchema.options, outcomeMessageSchema),
  /** The confirmations of a stored application and waitlist entry. */
  confirmations: z.strictObject({ applied: confirmationSchema, waitlisted: confirmationSchema }),
  /** Heading of a confirmation's steps. */
  nextStepsTitle: textSchema,
  /**
   * Links on the outcome pages: back to the pools, home, the mailto link; back to the form (a
   * failure page that knows the pool) and to the pool's page (a confirmation that knows it).
   */
  outcomeLinks: z.strictObject({
    pools: textSchema,
    home: textSchema,
    email: textSchema,
    form: textSchema,
    pool: textSchema,
  }),
  /** Shown on the failure pages: the browser's Back button returns to the form as typed. */
  outcomeBackHint: textSchema,
  /** Added to each outcome page's <title>, e.g. "Missing Information: pool interest". */
  pageTitleSuffix: textSchema,
  /** The page a confirm link opens: one button that confirms the entry (double opt-in). */
  confirm: linkPageSchema,
  /** The page a removal link opens: one button that erases the entry. */
  remove: z.strictObject({
    /** Title and description for the <title> and meta tags. */
    meta: pageMetaSchema,
    /** The h1. */
    title: textSchema,
    /** What the button does. */
    description: textSchema,
    /** The button that erases the entry. */
    submit: textSchema,
    /** The way out without removing anything (to the pools). */
    cancel: textSchema,
  }),
});

/** The interest forms' words in one language. */
export type InterestStrings = z.input<typeof interestStringsSchema>;

/** One outcome page of the interest forms. */
export type InterestOutcome = z.infer<typeof interestOutcomeSchema>;
/** Title and text of one outcome. */
type OutcomeMessage = z.infer<typeof outcomeMessageSchema>;

/** The interest forms' copy in one language. */
export function buildInterest(strings: InterestStrings, site: SiteConfig, locale: Locale) {
  const path = (to: string) => localePath(to, locale);
  const privacyLink = { label: strings.consent.privacyLink, href: path('/docs#privacy') };
  const values = {
    email: site.email,
    responseTime: site.responseTime,
    businessHours: site.businessHours,
    confirmDays: String(CONFIRM_LINK_DAYS),
  };
  const outcomes = Object.fromEntries(
    interestOutcomeSchema.options.map((outcome) => {
      const message = strings.outcomes[outcome];
      return [
        outcome,
        {
          title: message.title,
          pageTitle: message.pageTitle ?? message.title,
          description: fill(message.description, values),
        },
      ];
    }),
  ) as Record<InterestOutcome, OutcomeMessage & { pageTitle: string }>;
  const confirmation = (copy: z.infer<typeof confirmationSchema>) => ({
    // `{pool}` stays for the page or island that knows the pool.
    lead: fill(copy.lead, { ...values, pool: '{pool}' }),
    leadAnyPool: fill(copy.leadAnyPool, values),
    steps: copy.steps.map((step) => fill(step, values)),
  });
  return {
    consent: {
      application: {
        version: CONSENT_VERSIONS.application,
        label: strings.consent.application,
        privacyLink,
      },
      waitlist: {
        version: CONSENT_VERSIONS.waitlist,
        label: strings.consent.waitlist,
        privacyLink,
      },
    },
    investorTypes: strings.investorTypes,
    amountBands: strings.amountBands,
    outcomes,
    confirmations: {
      applied: confirmation(strings.confirmations.applied),
      waitlisted: confirmation(strings.confirmations.waitlisted),
    },
    nextStepsTitle: strings.nextStepsTitle,
    outcomeLinks: {
      form: strings.outcomeLinks.form,
      pool: strings.outcomeLinks.pool,
      pools: { label: strings.outcomeLinks.pools, href: path('/pools') },
      home: { label: strings.outcomeLinks.home, href: path('/') },
      email: { label: strings.outcomeLinks.email, href: `mailto:${site.email}` },
    },
    outcomeBackHint: strings.outcomeBackHint,
    pageTitleSuffix: strings.pageTitleSuffix,
    confirm: {
      ...strings.confirm,
      description: fill(strings.confirm.description, values),
      cancel: { label: strings.confirm.cancel, href: path('/pools') },
    },
    remove: {
      ...strings.remove,
      cancel: { label: strings.remove.cancel, href: path('/pools') },
    },
  };
}

/** Copy of the interest forms and their pages. */
export type InterestContent = ReturnType<typeof buildInterest>;
