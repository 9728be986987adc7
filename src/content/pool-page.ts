import { z } from 'zod';
import { AMOUNT_BANDS, INVESTOR_TYPES } from '#contracts/interest.ts';
import { FORM_ERROR_CODES, type FieldProblem } from '#contracts/form-fields.ts';
import { poolActionPath, poolPath } from '../lib/paths';
import { poolPageCopyAr, poolPagesAr } from './ar/pool-page';
import { localized } from './localized';
import { poolSchema, poolStatusPresentation, pools, type Pool } from './pools';
import { poolCardLabelsSchema, poolsPage } from './pools-page';
import { interestContent } from './interest';
import { cardSchema, linkSchema, pageMetaSchema, textSchema } from './schemas';

/**
 * Copy of the page of one pool, /pools/<id>. The key terms are the typical ranges the spec gives
 * (section 9, also in the FAQ), worded as ranges: the spec sets no per-pool minimum, lockup,
 * size, fee or property list, so none is shown.
 */

/** The action band of one status: the application form, the waitlist form or the closed notice. */
const actionCopySchema = z.strictObject({
  /** Heading of the band. */
  title: textSchema,
  /** One or two sentences under the heading. */
  intro: textSchema,
});

/** What a status says about the pool, in the page's description and its intro. */
const statusCopySchema = z.strictObject({
  /** Completes "The <name> is ..." in the meta description. */
  summary: textSchema,
  /** The action band. */
  action: actionCopySchema,
});

/**
 * The action band of a status with a form. The form has a page of its own,
 * /pools/<id>/<action id>: on the pool page the band says what the form is for and links to it.
 */
const formActionCopySchema = actionCopySchema.extend({
  /** The band's link to the form's page. */
  start: textSchema,
  /** Meta description of the form's page: 120-160 characters once `{pool}` is the pool's name. */
  description: textSchema,
});

/** What a status with a form says: its summary and its action band. */
const formStatusCopySchema = statusCopySchema.extend({ action: formActionCopySchema });

/** A title and a sentence: a toast, or a notice in the form. */
const messageSchema = z.strictObject({
  /** Short title. */
  title: textSchema,
  /** One or two sentences. */
  description: textSchema,
});

/** A form control's label and, for a text input or a select, its placeholder or empty choice. */
const controlSchema = z.strictObject({
  /** Visible label. */
  label: textSchema,
  /** Placeholder of a text input, or the label of a select's empty first option. */
  placeholder: textSchema.optional(),
});

/** A required checkbox's words: text, and optionally a link within it and text after it. */
const checkboxSchema = z.strictObject({
  /** The words before the link, or all of them. */
  text: textSchema,
  /** A link inside the label, after `text` (the risk disclosure, the privacy notice). */
  link: linkSchema.optional(),
  /** Words after the link. */
  after: z.string().optional(),
});

/** The words of both interest forms (the consent wording's version is in contracts/interest.ts). */
const formsSchema = z.strictObject({
  /** Labels of the application's controls. */
  application: z.strictObject({
    name: controlSchema,
    email: controlSchema,
    country: controlSchema,
    /** The investor-type radio group's legend and its two choices. */
    investorType: z.strictObject({
      label: textSchema,
      options: z.strictObject(
        Object.fromEntries(INVESTOR_TYPES.map((type) => [type, textSchema])) as Record<
          (typeof INVESTOR_TYPES)[number],
          typeof textSchema
        >,
      ),
    }),
    /** The amount select's label, empty choice and the bands' labels. */
    amountBand: z.strictObject({
      label: textSchema,
      placeholder: textSchema,
      options: z.strictObject(
        Object.fromEntries(AMOUNT_BANDS.map((band) => [band, textSchema])) as Record<
          (typeof AMOUNT_BANDS)[number],
          typeof textSchema
        >,
      ),
    }),
    notUsPerson: checkboxSchema,
    riskRead: checkboxSchema,
    consent: checkboxSchema,
    message: controlSchema,
    /** The submit button, and its text while sending. */
    submit: textSchema,
    /** Toast and notice of a stored application. */
    received: messageSchema,
  }),
  /** Labels of the waitlist's controls. */
  waitlist: z.strictObject({
    email: controlSchema,
    country: controlSchema,
    consent: checkboxSchema,
    name: controlSchema,
    submit: textSchema,
    /** Toast and notice of a stored waitlist entry. */
    received: messageSchema,
  }),
  /** The submit button's text while sending. */
  submitting: textSchema,
  /** Label of the hidden honeypot input (read only by assistive technology that ignores aria-hidden). */
  honeypotLabel: textSchema,
  /** Marks a field as required, after its label. */
  requiredMark: textSchema,
  /** The toast of each failure code, as the contact form has them. */
  validation: z.strictObject(
    Object.fromEntries(FORM_ERROR_CODES.map((code) => [code, messageSchema])) as Record<
      (typeof FORM_ERROR_CODES)[number],
      typeof messageSchema
    >,
  ),
  /** The line under a field to fix, by problem; `{max}` is the field's length limit. */
  fieldProblems: z.strictObject({
    required: textSchema,
    invalid_email: textSchema,
    too_long: textSchema,
    invalid_text: textSchema,
  } satisfies Partial<Record<FieldProblem, typeof textSchema>>),
  /** The toast for an excluded country of residence (the outcome page's words). */
  notAvailable: messageSchema,
  /** The line under the country select once an excluded country is chosen; `{country}` is its name. */
  notAvailableField: textSchema,
  /** The pool's status changed since the page was built. */
  notOpen: messageSchema,
  /** Sending failed: each toast ends with `emailFallback` and the contact address. */
  delivery: z.strictObject({
    network: messageSchema,
    server: messageSchema,
    rejected: messageSchema,
    rateLimited: messageSchema,
    emailFallback: textSchema,
  }),
});

const poolPageCopySchema = z.strictObject({
  /** The breadcrumb above the h1: its label for assistive technology and its first step. */
  breadcrumb: z.strictObject({
    /** Name of the navigation landmark. */
    label: textSchema,
    /** The first step, the pool list. */
    parent: linkSchema,
  }),
  /** Short line above the h1. */
  eyebrow: textSchema,
  /** Labels of the header band's term sheet (the same as on the pool cards). */
  labels: poolCardLabelsSchema,
  /** The key terms, as typical ranges. */
  keyTerms: z.strictObject({
    /** Heading of the band. */
    title: textSchema,
    /** Says what the figures are: ranges across the pools, not this pool's own. */
    intro: textSchema,
    /** Each term with its typical range. */
    items: z.array(cardSchema).length(4),
    /** Where the exact terms can be asked for. */
    note: textSchema,
  }),
  /** Where the yield comes from, in short, with the way to the full explanation. */
  yieldSource: z.strictObject({
    /** Heading of the band. */
    title: textSchema,
    /** Two short paragraphs. */
    paragraphs: z.array(textSchema).min(1).max(2),
    /** The full explanation on /how-it-works. */
    link: linkSchema,
  }),
  /** Who can apply: what "whitelisted" means, who may not, and KYC/AML before any deposit. */
  eligibility: z.strictObject({
    /** Heading of the band. */
    title: textSchema,
    /** One sentence under the heading. */
    intro: textSchema,
    /** The rules, each titled. */
    items: z.array(cardSchema).length(3),
  }),
  /** What each status says and offers. */
  statuses: z.strictObject({
    /** An open pool: the application form, on its own page. */
    Open: formStatusCopySchema,
    /** An upcoming pool: the waitlist form, on its own page. */
    Upcoming: formStatusCopySchema,
    /** A closed pool: no form, the other pools instead. */
    Closed: statusCopySchema,
  }),
  /** The application and waitlist forms. */
  forms: formsSchema,
  /** The closed notice's list of the other pools. */
  otherPools: z.strictObject({
    /** Heading above the list. */
    title: textSchema,
    /** Link to the whole list. */
    all: linkSchema,
  }),
});

/** Copy shared by every pool page. */
export type PoolPageCopy = z.infer<typeof poolPageCopySchema>;

const { outcomes } = interestContent;

/** Copy shared by every pool page. */
export const poolPageCopy: PoolPageCopy = poolPageCopySchema.parse({
  breadcrumb: { label: 'Breadcrumb', parent: { label: 'Pools', href: '/pools' } },
  eyebrow: 'Whitelisted pool',
  labels: poolsPage.list.labels,
  keyTerms: {
    title: 'Key terms',
    intro:
      'The typical ranges across our pools. Terms differ from pool to pool within these ranges.',
    items: [
      { title: 'Minimum investment', text: 'Typically $1,000 to $10,000, depending on the pool.' },
      { title: 'Lockup', text: 'Typically 12-24 months, depending on the pool.' },
      { title: 'Withdrawals', text: 'Processed in 7-14 business days after the lockup ends.' },
      {
        title: 'Distributions',
        text: "Monthly or quarterly, depending on the pool, in the pool's payout stablecoin.",
      },
    ],
    note: 'Ask us for the exact terms of this pool before you decide. No money is taken on this site.',
  },
  yieldSource: {
    title: 'Where the yield comes from',
    paragraphs: [
      "The pool's yield is the income its properties earn from guests' stays, paid out to investors in stablecoins.",
      'Nightly rates, occupancy and how well the properties are run decide that income. If they fall short, the actual yield will be lower than the target.',
    ],
    link: { label: 'How the yield is earned', href: '/how-it-works#yield-sources' },
  },
  eligibility: {
    title: 'Who can apply',
    intro: 'The pools are whitelisted: open only to eligible, verified investors.',
    items: [
      {
        title: 'What whitelisted means',
        text: 'Only investors who pass our eligibility check and KYC/AML verification are added to a pool and may deposit into it.',
      },
      {
        title: 'Who may not apply',
        text: 'US persons and residents of sanctioned countries may not apply. Pools are not offered in every jurisdiction.',
      },
      {
        title: 'Verification before any deposit',
        text: 'Every investor completes KYC/AML verification before any deposit. Applying here registers your interest only; no money is taken on this site.',
      },
    ],
  },
  statuses: {
    Open: {
      summary: 'open for applications',
      action: {
        title: 'Apply for access',
        intro:
          'Tell us who you are and roughly how much you intend to invest. The team reviews your eligibility and replies within 24-48 hours on business days, Mon-Fri 9AM-6PM GST.',
        start: 'Start your application',
        description:
          'Apply for access to the {pool}: tell us who you are and how much you intend to invest. We review your eligibility. No money is taken here.',
      },
    },
    Upcoming: {
      summary: 'not open yet, with a waitlist',
      action: {
        title: 'Join the waitlist',
        intro:
          'This pool is not open yet. Leave your e-mail address and we will write to you when it opens.',
        start: 'Join the waitlist',
        description:
          'Join the waitlist of the {pool}: leave your e-mail address and we will write to you when it opens. No money is taken on this site.',
      },
    },
    Closed: {
      summary: 'closed to new investment',
      action: {
        title: 'Closed to new investment',
        intro: 'This pool is not taking new investment, and there is no form to fill in here.',
      },
    },
  },
  forms: {
    application: {
      name: { label: 'Full name' },
      email: { label: 'E-mail address', placeholder: 'name@example.com' },
      country: { label: 'Country of residence', placeholder: 'Choose your country' },
      investorType: {
        label: 'You are applying as',
        options: interestContent.investorTypes,
      },
      amountBand: {
        label: 'Amount you intend to invest',
        placeholder: 'Choose a range',
        options: interestContent.amountBands,
      },
      notUsPerson: { text: 'I am not a US person.' },
      riskRead: {
        text: 'I have read the',
        link: { label: 'risk disclosure', href: '/docs#risk-disclosure' },
        after: '.',
      },
      consent: {
        text: interestContent.consent.application.label,
        link: interestContent.consent.application.privacyLink,
      },
      message: { label: 'Message (optional)', placeholder: 'Anything the team should know' },
      submit: 'Apply for access',
      received: interestContent.outcomes.applied,
    },
    waitlist: {
      email: { label: 'E-mail address', placeholder: 'name@example.com' },
      country: { label: 'Country of residence', placeholder: 'Choose your country' },
      consent: {
        text: interestContent.consent.waitlist.label,
        link: interestContent.consent.waitlist.privacyLink,
      },
      name: { label: 'Name (optional)' },
      submit: 'Join the waitlist',
      received: interestContent.outcomes.waitlisted,
    },
    submitting: 'Sending...',
    honeypotLabel: 'Leave this field empty',
    requiredMark: '(required)',
    // The same words as the outcome pages a post without JavaScript lands on.
    validation: {
      missing_fields: outcomes.missing,
      invalid_email: outcomes['invalid-email'],
      too_long: outcomes['too-long'],
      invalid_request: outcomes.error,
    },
    fieldProblems: {
      required: 'Please fill in this field.',
      invalid_email: 'Please enter an address like name@example.com.',
      too_long: 'Please shorten this to {max} characters or fewer.',
      invalid_text: 'Please remove line breaks and special characters from this field.',
    },
    notAvailable: outcomes['not-available'],
    notAvailableField:
      'We are sorry: our pools are not available to residents of {country}. Nothing you typed has been sent or kept.',
    notOpen: outcomes['not-open'],
    delivery: {
      network: {
        title: 'Not Sent',
        description:
          'We could not reach our server. Please check your connection and try again; what you typed is still in the form.',
      },
      server: {
        title: 'Not Sent',
        description: 'Sorry, something went wrong on our side. Please try again in a moment.',
      },
      rejected: {
        title: 'Not Sent',
        description: 'Your form could not be sent. Please reload the page and try again.',
      },
      rateLimited: outcomes['rate-limited'],
      emailFallback: 'Or email us at',
    },
  },
  otherPools: {
    title: 'The other pools',
    all: { label: 'See all pools', href: '/pools' },
  },
});

/** Everything one pool page shows: the pool, its meta, and its status's copy. */
const poolPageSchema = z.strictObject({
  pool: poolSchema,
  /** Site path of the page, /pools/<id>. */
  path: z.string().startsWith('/pools/'),
  /** Title and description for the <title> and meta tags, unique to the pool. */
  meta: pageMetaSchema,
  /**
   * The page of the pool's form, /pools/<id>/apply (Open) or /pools/<id>/waitlist (Upcoming);
   * none for a Closed pool. Its own page keeps the pool page's first round trip free of the
   * form's select, island and script (bench/README.md).
   */
  form: z
    .strictObject({
      /** Site path of the form's page. */
      path: z.string().startsWith('/pools/'),
      /** "<action>: <pool>" and the status's description, with the pool's name. */
      meta: pageMetaSchema,
    })
    .optional(),
});

/** One pool page's data. */
export type PoolPage = z.infer<typeof poolPageSchema>;

/** The meta description: what the pool is and where it stands, in 120-160 characters. */
function describe(pool: Pool): string {
  const { summary } = poolPageCopy.statuses[pool.status];
  return `The ${pool.name} is ${summary}. Backed by tokenized sub-leases in Dubai, paid out in ${pool.payout}. Key terms, risks and who can apply.`;
}

/** `page` with the page of its form, in the language of `copy`, when its status has a form. */
function withFormPage(page: Omit<PoolPage, 'form'>, copy: PoolPageCopy): PoolPage {
  const { pool } = page;
  if (pool.status === 'Closed') return page;
  const { action } = copy.statuses[pool.status];
  return {
    ...page,
    form: {
      path: poolActionPath(pool.id, poolStatusPresentation[pool.status].actionId),
      meta: {
        title: `${action.title}: ${pool.name}`,
        description: action.description.replace('{pool}', pool.name),
      },
    },
  };
}

/** One page per pool, in display order. */
export const poolPages: PoolPage[] = pools.map((pool) =>
  poolPageSchema.parse(
    withFormPage(
      { pool, path: poolPath(pool.id), meta: { title: pool.name, description: describe(pool) } },
      poolPageCopy,
    ),
  ),
);

/** Copy shared by every pool page, in every language (English above, Arabic in ./ar/pool-page.ts). */
export const poolPageCopyByLocale = localized('pool-page', poolPageCopySchema, {
  en: poolPageCopy,
  ar: poolPageCopyAr,
});

/** Every pool page in every language (English above, Arabic in ./ar/pool-page.ts). */
export const poolPagesByLocale = localized(
  'pool-page',
  z.array(poolPageSchema),
  { en: poolPages, ar: poolPagesAr.map((page) => withFormPage(page, poolPageCopyAr)) },
  // A pool's collateral type and payout coins are enum values: the page draws their labels.
  { dataKeys: ['collateralType', 'payout'] },
);
