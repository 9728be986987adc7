import { z } from 'zod';
import { contactOutcomeSchema } from '#contracts/contact.ts';
import { type FieldProblem } from '#contracts/form-fields.ts';
import { localePath, type Locale } from '#contracts/locale.ts';
import { fill, pageMetaSchema, textSchema } from './schemas';
import type { SiteConfig } from './site';

/**
 * The words of the /contact page: heading, contact details, the form, and the messages for each
 * outcome of a submission (shown as toasts with JavaScript, as pages without it). `{email}`,
 * `{responseTime}` and `{businessHours}` stand for the site's address and its words for them.
 */

export { contactOutcomeSchema };

/** Title and text of one outcome. */
const outcomeMessageSchema = z.strictObject({
  /** Toast title (the spec's Title Case where the spec names it), and page title otherwise. */
  title: textSchema,
  /** The page's title where the toast keeps the spec's Title Case: outcome pages are in sentence case. */
  pageTitle: textSchema.optional(),
  /** One or two sentences. */
  description: textSchema,
});

/** Label and placeholder of one form field. */
const fieldSchema = z.strictObject({
  /** Visible label. */
  label: textSchema,
  /** Placeholder inside the empty field. */
  placeholder: textSchema,
});

/** The /contact page's words in one language. */
export const contactStringsSchema = z.strictObject({
  /** Title (the h1, and the <title>) and description for the meta tags. */
  meta: pageMetaSchema,
  /** Top of the page: short line above the h1, and the paragraph under it. */
  hero: z.strictObject({ eyebrow: textSchema, intro: textSchema }),
  /** The direct contact details beside the form. */
  details: z.strictObject({
    /** Heading of the block. */
    title: textSchema,
    /** Label before the email link (whose text is the address). */
    emailLabel: textSchema,
    /** Heading above the social links (the links themselves come from the site's). */
    socialTitle: textSchema,
    /** Added to each social link's accessible name: they open in a new tab. */
    newTab: textSchema,
    /** Business hours note, with `{businessHours}`. */
    businessHours: textSchema.includes('{businessHours}'),
    /** Response time note, with `{responseTime}`. */
    responseTime: textSchema.includes('{responseTime}'),
  }),
  /** The message form. */
  form: z.strictObject({
    /** Heading above the form. */
    title: textSchema,
    /** The fields, keyed like the contact message. */
    fields: z.strictObject({ name: fieldSchema, email: fieldSchema, message: fieldSchema }),
    /** Button text at rest. */
    submit: textSchema,
    /** Button text while sending. */
    submitting: textSchema,
    /** Small print under the form, before the link to the privacy section. */
    privacyNote: textSchema,
    /** The link to the privacy section. */
    privacyLink: textSchema,
    /** Label of the hidden honeypot field, read only by bots (people never see it). */
    honeypotLabel: textSchema,
    /**
     * The toast of a request the server refuses as it is; the other failure codes show the
     * outcome of the same name.
     */
    invalidRequest: outcomeMessageSchema,
    /**
     * The line under a field that needs fixing, by problem; `{max}` is replaced by the field's
     * length limit. `invalid` and `unknown` come only from hand-made requests and show nowhere.
     */
    /** What an empty field says under it, each its own words (one summary is the toast). */
    requiredFields: z.strictObject({ name: textSchema, email: textSchema, message: textSchema }),
    fieldProblems: z.strictObject({
      required: textSchema,
      invalid_email: textSchema,
      too_long: textSchema,
      invalid_text: textSchema,
    } satisfies Partial<Record<FieldProblem, typeof textSchema>>),
    /** Toasts when sending fails; each ends with `emailFallback` and the contact address. */
    delivery: z.strictObject({
      /** The request never reached the server (offline, timeout). */
      network: outcomeMessageSchema,
      /** The server failed (5xx): a short apology. */
      server: outcomeMessageSchema,
      /** Any other refusal (wrong origin, body too large, an unexpected answer). */
      rejected: outcomeMessageSchema,
      /** Words before the mailto link, e.g. "Or email us at". */
      emailFallback: textSchema,
    }),
  }),
  /** Title and text for every outcome. */
  outcomes: z.strictObject({
    /** The message was accepted. */
    sent: outcomeMessageSchema,
    /** A field was empty or only whitespace. */
    missing: outcomeMessageSchema,
    /** The email address did not look valid. */
    'invalid-email': outcomeMessageSchema,
    /** A field was longer than the server accepts. */
    'too-long': outcomeMessageSchema,
    /** Too many messages from the same sender in a short time. */
    'rate-limited': outcomeMessageSchema,
    /** The server failed; with `{email}`. */
    error: outcomeMessageSchema,
  }),
  /**
   * What a sent message's confirmation says, in the form's place and on /contact/sent: when the
   * reply comes (`{responseTime}`, `{businessHours}`, `{email}`) and that no e-mail comes before it.
   */
  confirmation: z.strictObject({
    nextStepsTitle: textSchema,
    steps: z.array(textSchema).min(1).max(3),
    /** The button that empties the form for another message. */
    another: textSchema,
  }),
  /** Links on the no-JavaScript outcome pages: back to the form, home, and the mailto link. */
  outcomeLinks: z.strictObject({ back: textSchema, home: textSchema, email: textSchema }),
  /** Shown on the failure pages: the browser's Back button returns to the form as it was typed. */
  outcomeBackHint: textSchema,
});

/** The /contact page's words in one language. */
export type ContactStrings = z.input<typeof contactStringsSchema>;

/** The /contact page in one language. */
export function buildContact(strings: ContactStrings, site: SiteConfig, locale: Locale) {
  const path = (to: string) => localePath(to, locale);
  const values = {
    email: site.email,
    responseTime: site.responseTime,
    businessHours: site.businessHours,
  };
  const { meta, hero, details, form, outcomes } = strings;
  const mailto = `mailto:${site.email}`;
  const { invalidRequest, privacyLink, ...formRest } = form;
  return {
    meta: { title: meta.title, description: fill(meta.description, values) },
    hero: { eyebrow: hero.eyebrow, title: meta.title, intro: hero.intro },
    details: {
      title: details.title,
      email: { label: site.email, href: mailto },
      emailLabel: details.emailLabel,
      socialTitle: details.socialTitle,
      newTab: details.newTab,
      businessHours: fill(details.businessHours, values),
      responseTime: fill(details.responseTime, values),
    },
    form: {
      ...formRest,
      privacyLink: { label: privacyLink, href: path('/docs#privacy') },
      // Each said once: the same words are a toast with JavaScript and a page without it.
      validation: {
        missing_fields: outcomes.missing,
        invalid_email: outcomes['invalid-email'],
        too_long: outcomes['too-long'],
        invalid_request: invalidRequest,
      },
    },
    outcomes: {
      ...outcomes,
      error: { ...outcomes.error, description: fill(outcomes.error.description, values) },
    },
    confirmation: {
      ...strings.confirmation,
      steps: strings.confirmation.steps.map((step) => fill(step, values)),
    },
    outcomeLinks: {
      back: { label: strings.outcomeLinks.back, href: path('/contact') },
      home: { label: strings.outcomeLinks.home, href: path('/') },
      email: { label: strings.outcomeLinks.email, href: mailto },
    },
    outcomeBackHint: strings.outcomeBackHint,
  };
}

/** Copy of the /contact page. */
export type ContactPage = ReturnType<typeof buildContact>;
/** Title and text of one outcome. */
export type ContactOutcomeMessage = z.infer<typeof outcomeMessageSchema>;
/** One outcome of a contact form submission. */
export type ContactOutcome = z.infer<typeof contactOutcomeSchema>;
