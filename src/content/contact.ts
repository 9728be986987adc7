import { z } from 'zod';
import { contactOutcomeSchema } from '#contracts/contact.ts';
import { FORM_ERROR_CODES, type FieldProblem } from '#contracts/form-fields.ts';
import { contactPageAr } from './ar/contact';
import { localized } from './localized';
import { headingSchema, linkSchema, pageMetaSchema, textSchema } from './schemas';
import { site } from './site';

/**
 * Copy of the /contact page: heading, contact details, the form, and the messages for each
 * outcome of a submission (shown as toasts with JavaScript, as pages without it).
 */

export { contactOutcomeSchema };

/** Title and text of one outcome. */
const outcomeMessageSchema = z.strictObject({
  /** Toast or page title, in title case. */
  title: textSchema,
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

const contactPageSchema = z.strictObject({
  /** Title and description for the <title> and meta tags. */
  meta: pageMetaSchema,
  /** Top of the page; its title is the h1. */
  hero: headingSchema,
  /** The direct contact details beside the form. */
  details: z.strictObject({
    /** Heading of the block. */
    title: textSchema,
    /** The mailto link; its label is the address. */
    email: linkSchema,
    /** Label before the email link. */
    emailLabel: textSchema,
    /** Heading above the social links (the links themselves come from site.socials). */
    socialTitle: textSchema,
    /** Added to each social link's accessible name: they open in a new tab. */
    newTab: textSchema,
    /** Business hours note. */
    businessHours: textSchema,
    /** Response time note. */
    responseTime: textSchema,
  }),
  /** The message form. */
  form: z.strictObject({
    /** Heading above the form. */
    title: textSchema,
    /** The fields, keyed like the contact message. */
    fields: z.strictObject({
      /** The name field. */
      name: fieldSchema,
      /** The email field. */
      email: fieldSchema,
      /** The message field. */
      message: fieldSchema,
    }),
    /** Button text at rest. */
    submit: textSchema,
    /** Button text while sending. */
    submitting: textSchema,
    /** Small print under the form, with a link to the privacy section. */
    privacyNote: textSchema,
    /** Link to the privacy section. */
    privacyLink: linkSchema,
    /** Label of the hidden honeypot field, read only by bots (people never see it). */
    honeypotLabel: textSchema,
    /** Toast for each failure code of a form, in the spec's words where the spec has them. */
    validation: z.strictObject(
      Object.fromEntries(FORM_ERROR_CODES.map((code) => [code, outcomeMessageSchema])) as Record<
        (typeof FORM_ERROR_CODES)[number],
        typeof outcomeMessageSchema
      >,
    ),
    /**
     * The line under a field that needs fixing, by problem; `{max}` is replaced by the field's
     * length limit. `invalid` and `unknown` come only from hand-made requests and show nowhere.
     */
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
    /** The server failed. */
    error: outcomeMessageSchema,
  }),
  /** Links on the no-JavaScript outcome pages. */
  outcomeLinks: z.strictObject({
    /** Back to the form. */
    back: linkSchema,
    /** Back to the home page. */
    home: linkSchema,
    /** The mailto link offered when a message was not sent. */
    email: linkSchema,
  }),
  /** Shown on the failure pages: the browser's Back button returns to the form as it was typed. */
  outcomeBackHint: textSchema,
});

/** One outcome of a contact form submission. */
export type ContactOutcome = z.infer<typeof contactOutcomeSchema>;
/** Title and text of one outcome. */
export type ContactOutcomeMessage = z.infer<typeof outcomeMessageSchema>;
/** Copy of the /contact page. */
export type ContactPage = z.infer<typeof contactPageSchema>;

const title = 'Contact';

// Each said once: the same words are a toast with JavaScript and a page without it.
const missing = { title: 'Missing Information', description: 'Please fill in all fields' };
const invalidEmail = { title: 'Invalid Email', description: 'Please enter a valid email address' };
const tooLong = {
  title: 'Too Long',
  description: 'One of the fields is longer than we accept. Please shorten it and try again.',
};

/** Copy of the /contact page. */
export const contactPage: ContactPage = contactPageSchema.parse({
  meta: {
    title,
    description: `Questions about RealYield pools, passports or eligibility? Send us a message or email us. We aim to reply within ${site.responseTime}, ${site.businessHours}.`,
  },
  hero: {
    eyebrow: 'Get in touch',
    title,
    intro:
      'Questions about the pools, passports or eligibility? Send us a message and our team will reply.',
  },
  details: {
    title: 'Other ways to reach us',
    emailLabel: 'Email',
    email: { label: site.email, href: `mailto:${site.email}` },
    socialTitle: 'Follow us',
    newTab: '(opens in a new tab)',
    businessHours: `Business hours: ${site.businessHours}.`,
    responseTime: `We aim to reply within ${site.responseTime}.`,
  },
  form: {
    title: 'Send a message',
    fields: {
      name: { label: 'Name', placeholder: 'Your name' },
      email: { label: 'Email', placeholder: 'you@example.com' },
      message: { label: 'Message', placeholder: 'How can we help?' },
    },
    submit: 'Send Message',
    submitting: 'Sending...',
    privacyNote: 'We keep your name, email address and message so we can reply to you.',
    privacyLink: { label: 'How we handle your data', href: '/docs#privacy' },
    honeypotLabel: 'Leave this field empty',
    validation: {
      missing_fields: missing,
      invalid_email: invalidEmail,
      too_long: tooLong,
      invalid_request: {
        title: 'Message Not Sent',
        description:
          'Part of what you typed cannot be sent as it is. Please check the marked field.',
      },
    },
    fieldProblems: {
      required: 'Please fill in this field.',
      invalid_email: 'Please enter an address like name@example.com.',
      too_long: 'Please shorten this to {max} characters or fewer.',
      invalid_text: 'Please remove line breaks and special characters from this field.',
    },
    delivery: {
      network: {
        title: 'Message Not Sent',
        description:
          'We could not reach our server. Please check your connection and try again; what you typed is still in the form.',
      },
      server: {
        title: 'Message Not Sent',
        description: 'Sorry, something went wrong on our side. Please try again in a moment.',
      },
      rejected: {
        title: 'Message Not Sent',
        description: 'Your message could not be sent. Please reload the page and try again.',
      },
      emailFallback: 'Or email us at',
    },
  },
  outcomes: {
    sent: {
      title: 'Message Sent',
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
    missing,
    'invalid-email': invalidEmail,
    'too-long': tooLong,
    'rate-limited': {
      title: 'Too Many Messages',
      description:
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
    },
    error: {
      title: 'Message Not Sent',
      description: `Something went wrong on our side. Please try again later or email us at ${site.email}.`,
    },
  },
  outcomeLinks: {
    back: { label: 'Back to the form', href: '/contact' },
    home: { label: 'Return Home', href: '/' },
    email: { label: 'Email us instead', href: `mailto:${site.email}` },
  },
  outcomeBackHint: "Your browser's Back button takes you to the form with what you typed.",
});

/** The /contact page in every language (English above, Arabic in ./ar/contact.ts). */
export const contactPageByLocale = localized('contact', contactPageSchema, {
  en: contactPage,
  ar: contactPageAr,
});
