import { z } from 'zod';
import {
  AMOUNT_BANDS,
  CONSENT_VERSIONS,
  INVESTOR_TYPES,
  interestOutcomeSchema,
} from '#contracts/interest.ts';
import { interestContentAr } from './ar/interest';
import { localized } from './localized';
import { linkSchema, pageMetaSchema, textSchema } from './schemas';
import { site } from './site';

/**
 * Copy of the interest forms (apply for access, join the waitlist) that the server depends on:
 * the consent wording and its version, the labels of the choices, the outcome pages of a native
 * form post (/interest/<outcome>) and the removal confirmation page (/interest/remove).
 */

export { interestOutcomeSchema };

/** Title and text of one outcome. */
const outcomeMessageSchema = z.strictObject({
  /** Page title, in title case. */
  title: textSchema,
  /** One or two sentences. */
  description: textSchema,
});

/** A consent checkbox's words and the version the server stores with each entry. */
const consentSchema = z.strictObject({
  /** contracts/interest.ts CONSENT_VERSIONS: bump both when the words change. */
  version: textSchema,
  /** The checkbox label, before the privacy link. */
  label: textSchema,
  /** Link to the privacy notice, after the label. */
  privacyLink: linkSchema,
});

const interestContentSchema = z.strictObject({
  /** The consent each form asks for. */
  consent: z.strictObject({
    /** Applying for access: to be contacted about this application. */
    application: consentSchema,
    /** The waitlist: to be e-mailed when this pool opens. */
    waitlist: consentSchema,
  }),
  /** Labels of the investor types, by contract value. */
  investorTypes: z.strictObject(
    Object.fromEntries(INVESTOR_TYPES.map((type) => [type, textSchema])) as Record<
      (typeof INVESTOR_TYPES)[number],
      typeof textSchema
    >,
  ),
  /** Labels of the intended amount bands, by contract value. */
  amountBands: z.strictObject(
    Object.fromEntries(AMOUNT_BANDS.map((band) => [band, textSchema])) as Record<
      (typeof AMOUNT_BANDS)[number],
      typeof textSchema
    >,
  ),
  /** Title and text of every outcome page. */
  outcomes: z.strictObject(
    Object.fromEntries(
      interestOutcomeSchema.options.map((outcome) => [outcome, outcomeMessageSchema]),
    ) as Record<z.infer<typeof interestOutcomeSchema>, typeof outcomeMessageSchema>,
  ),
  /** Links on the outcome pages. */
  outcomeLinks: z.strictObject({
    /** Back to the pools (every outcome). */
    pools: linkSchema,
    /** Home. */
    home: linkSchema,
    /** The mailto link offered when something went wrong. */
    email: linkSchema,
  }),
  /** Shown on the failure pages: the browser's Back button returns to the form as typed. */
  outcomeBackHint: textSchema,
  /** Added to each outcome page's <title>, e.g. "Missing Information: pool interest". */
  pageTitleSuffix: textSchema,
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
    /** The way out without removing anything. */
    cancel: linkSchema,
  }),
});

/** One outcome page of the interest forms. */
export type InterestOutcome = z.infer<typeof interestOutcomeSchema>;
/** Copy of the interest forms and their pages. */
export type InterestContent = z.infer<typeof interestContentSchema>;

const privacyLink = { label: 'How we handle your data', href: '/docs#privacy' };
const emailUs = `email us at ${site.email}`;

/** Copy of the interest forms and their pages. */
export const interestContent: InterestContent = interestContentSchema.parse({
  consent: {
    application: {
      version: CONSENT_VERSIONS.application,
      label:
        'I agree that the team may contact me by e-mail about this application and keep what I sent for that purpose.',
      privacyLink,
    },
    waitlist: {
      version: CONSENT_VERSIONS.waitlist,
      label: 'I agree to be e-mailed when this pool opens for applications.',
      privacyLink,
    },
  },
  investorTypes: { individual: 'Individual', company: 'Company' },
  amountBands: {
    'under-10k': 'Under $10,000',
    '10k-50k': '$10,000-$49,999',
    '50k-100k': '$50,000-$99,999',
    '100k-plus': '$100,000 or more',
  },
  outcomes: {
    applied: {
      title: 'Application Received',
      description: `Thank you. Our team reviews your eligibility and replies within ${site.responseTime} on business days (${site.businessHours}). KYC/AML verification comes before any deposit; no money is taken on this site.`,
    },
    waitlisted: {
      title: 'You Are on the Waitlist',
      description:
        'Thank you. We will e-mail you when this pool opens for applications. Each e-mail has a link to leave the waitlist.',
    },
    'not-available': {
      title: 'Not Available Where You Live',
      description:
        'We are sorry: the pools are not available to residents of the country you chose, so nothing you typed was kept.',
    },
    'not-open': {
      title: 'This Pool Is Not Taking Entries',
      description:
        'The pool you chose is not open for this kind of request any more. Its status may have changed since the page was loaded.',
    },
    missing: {
      title: 'Missing Information',
      description: 'Please fill in all required fields and tick the required boxes.',
    },
    'invalid-email': {
      title: 'Invalid Email',
      description:
        'Please enter a valid email address: it is where we reply about your application or waitlist entry.',
    },
    'too-long': {
      title: 'Too Long',
      description:
        'One of the fields is longer than the form accepts. Please shorten it and send the form again.',
    },
    'rate-limited': {
      title: 'Too Many Requests',
      description:
        'You have sent several forms in a short time. Please wait a few minutes and try again.',
    },
    error: {
      title: 'Not Sent',
      description: `Something went wrong and nothing was kept. Please try again later or ${emailUs}.`,
    },
    removed: {
      title: 'Entry Removed',
      description:
        'Your entry and what you sent with it have been deleted. You will get no more e-mails about it.',
    },
    'link-invalid': {
      title: 'This Link Does Not Work',
      description: `The link may have expired, been used already, or been cut short. If you want an entry removed, ${emailUs}.`,
    },
  },
  outcomeLinks: {
    pools: { label: 'Back to the pools', href: '/pools' },
    home: { label: 'Return Home', href: '/' },
    email: { label: 'Email us instead', href: `mailto:${site.email}` },
  },
  outcomeBackHint: "Your browser's Back button takes you to the form with what you typed.",
  pageTitleSuffix: 'pool interest',
  remove: {
    meta: {
      title: 'Remove Your Entry',
      description:
        'Confirm that you want your application or waitlist entry deleted, together with what you sent us. Nothing is deleted until you press the button.',
    },
    title: 'Remove your entry?',
    description:
      'This deletes your application or waitlist entry and what you sent with it. Nothing is deleted until you press the button.',
    submit: 'Delete My Entry',
    cancel: { label: 'Keep it and go to the pools', href: '/pools' },
  },
});

/** The interest forms' copy in every language (English above, Arabic in ./ar/interest.ts). */
export const interestContentByLocale = localized(
  'interest',
  interestContentSchema,
  { en: interestContent, ar: interestContentAr },
  // The consent version is what the server stores with each entry: a translation of the same
  // words is the same version.
  { dataKeys: ['version'] },
);
