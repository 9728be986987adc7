import { z } from 'zod';
import type { FORM_ERROR_CODES, FieldProblem } from '#contracts/form-fields.ts';
import { localePath, type Locale } from '#contracts/locale.ts';
import { poolActionPath, poolPath } from '../lib/paths';
import type { InterestContent } from './interest';
import type { Pool, PoolStatusPresentation } from './pools';
import type { PoolsPage } from './pools-page';
import { cardSchema, fill, textSchema } from './schemas';
import type { SiteConfig } from './site';

/**
 * The words of the page of one pool, /pools/<id>, and of its form's page. The key terms are the
 * typical ranges the spec gives (section 9, also in the FAQ), worded as ranges: the spec sets no
 * per-pool minimum, lockup, size, fee or property list, so none is shown. The forms' consent,
 * choices and outcomes are the interest forms' words (./interest.ts), said once there.
 */

/** The action band of one status: the application form, the waitlist form or the closed notice. */
const actionStringsSchema = z.strictObject({
  /** Heading of the band. */
  title: textSchema,
  /** One or two sentences under the heading. */
  intro: textSchema,
});

/** What a status says about the pool, in the page's description and its intro. */
const statusStringsSchema = z.strictObject({
  /** Completes "The <name> is ..." in the meta description. */
  summary: textSchema,
  /** The action band. */
  action: actionStringsSchema,
});

/**
 * The action band of a status with a form. The form has a page of its own,
 * /pools/<id>/<action id>: on the pool page the band says what the form is for and links to it.
 */
const formStatusStringsSchema = statusStringsSchema.extend({
  action: actionStringsSchema.extend({
    /** The band's link to the form's page. */
    start: textSchema,
    /** Meta description of the form's page: 120-160 characters once `{pool}` is the pool's name. */
    description: textSchema.includes('{pool}'),
  }),
});

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

/** The words of both interest forms that are theirs alone. */
const formsStringsSchema = z.strictObject({
  /** Labels of the application's controls. */
  application: z.strictObject({
    name: controlSchema,
    email: controlSchema,
    country: controlSchema,
    /** The investor-type radio group's legend (its choices are the interest forms' words). */
    investorType: z.strictObject({ label: textSchema }),
    /** The amount select's label and empty choice (the bands are the interest forms' words). */
    amountBand: z.strictObject({ label: textSchema, placeholder: textSchema }),
    notUsPerson: textSchema,
    /** "I have read the <risk disclosure>.": the words before the link, the link, the words after. */
    riskRead: z.strictObject({ text: textSchema, link: textSchema, after: z.string() }),
    message: controlSchema,
    /** The submit button. */
    submit: textSchema,
  }),
  /** Labels of the waitlist's controls. */
  waitlist: z.strictObject({
    email: controlSchema,
    country: controlSchema,
    name: controlSchema,
    submit: textSchema,
  }),
  /** The submit button's text while sending. */
  submitting: textSchema,
  /** Label of the hidden honeypot input (read only by assistive technology that ignores aria-hidden). */
  honeypotLabel: textSchema,
  /** Marks a field as required, after its label. */
  requiredMark: textSchema,
  /** What an empty required field says under it, each its own words (one summary is the toast). */
  requiredFields: z.strictObject({
    name: textSchema,
    email: textSchema,
    country: textSchema,
    amountBand: textSchema,
    investorType: textSchema,
    notUsPerson: textSchema,
    riskRead: textSchema,
    /** The application's consent. */
    consent: textSchema,
    /** The waitlist's consent. */
    waitlistConsent: textSchema,
  }),
  /** The line under a field to fix, by problem; `{max}` is the field's length limit. */
  fieldProblems: z.strictObject({
    required: textSchema,
    invalid_email: textSchema,
    too_long: textSchema,
    invalid_text: textSchema,
  } satisfies Partial<Record<FieldProblem, typeof textSchema>>),
  /** The line under the country select once an excluded country is chosen; `{country}` is its name. */
  notAvailableField: textSchema,
  /** Sending failed: each toast ends with `emailFallback` and the contact address. */
  delivery: z.strictObject({
    network: messageSchema,
    server: messageSchema,
    rejected: messageSchema,
    emailFallback: textSchema,
  }),
});

/** The words of every pool page in one language. */
export const poolPageStringsSchema = z.strictObject({
  /** The meta description of a pool's page, with `{name}`, `{summary}` (its status's) and `{payout}`. */
  description: textSchema.includes('{name}').includes('{summary}').includes('{payout}'),
  /** The breadcrumb above the h1: its label for assistive technology and its first step (the pool list). */
  breadcrumb: z.strictObject({ label: textSchema, parent: textSchema }),
  /** Short line above the h1. */
  eyebrow: textSchema,
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
    /** The link to the full explanation on /how-it-works. */
    link: textSchema,
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
  /**
   * What each status says and offers. An open pool's intro says when the team replies, with
   * `{responseTime}` and `{businessHours}` (the site's words for them).
   */
  statuses: z.strictObject({
    /** An open pool: the application form, on its own page. */
    Open: formStatusStringsSchema,
    /** An upcoming pool: the waitlist form, on its own page. */
    Upcoming: formStatusStringsSchema,
    /** A closed pool: no form, the other pools instead. */
    Closed: statusStringsSchema,
  }),
  /** The application and waitlist forms. */
  forms: formsStringsSchema,
  /** The closed notice's list of the other pools: its heading and the link to the whole list. */
  otherPools: z.strictObject({ title: textSchema, all: textSchema }),
});

/** The words of every pool page in one language. */
export type PoolPageStrings = z.input<typeof poolPageStringsSchema>;

/** A required checkbox's words: text, and optionally a link within it and text after it. */
export interface CheckboxCopy {
  /** The words before the link, or all of them. */
  text: string;
  /** A link inside the label, after `text` (the risk disclosure, the privacy notice). */
  link?: { label: string; href: string };
  /** Words after the link. */
  after?: string;
}

/** What the pool pages take from the other modules of the same language. */
interface PoolPageSources {
  site: SiteConfig;
  pools: Pool[];
  statusPresentation: PoolStatusPresentation;
  poolsPage: PoolsPage;
  interest: InterestContent;
  locale: Locale;
}

/** Copy shared by every pool page, in one language. */
function buildPoolPageCopy(strings: PoolPageStrings, sources: PoolPageSources) {
  const { site, poolsPage, interest, locale } = sources;
  const { outcomes } = interest;
  const { forms, statuses } = strings;
  const pools = localePath('/pools', locale);
  const { Open, Upcoming, Closed } = statuses;
  // The three checkboxes share one shape, which the forms draw with one component.
  const checkbox = (copy: CheckboxCopy): CheckboxCopy => copy;
  return {
    breadcrumb: {
      label: strings.breadcrumb.label,
      parent: { label: strings.breadcrumb.parent, href: pools },
    },
    eyebrow: strings.eyebrow,
    labels: poolsPage.list.labels,
    keyTerms: strings.keyTerms,
    yieldSource: {
      ...strings.yieldSource,
      link: {
        label: strings.yieldSource.link,
        href: localePath('/how-it-works#yield-sources', locale),
      },
    },
    eligibility: strings.eligibility,
    statuses: {
      Open: {
        ...Open,
        action: {
          ...Open.action,
          intro: fill(Open.action.intro, {
            responseTime: site.responseTime,
            businessHours: site.businessHours,
          }),
        },
      },
      Upcoming,
      Closed,
    },
    forms: {
      application: {
        ...forms.application,
        investorType: { ...forms.application.investorType, options: interest.investorTypes },
        amountBand: { ...forms.application.amountBand, options: interest.amountBands },
        notUsPerson: checkbox({ text: forms.application.notUsPerson }),
        riskRead: checkbox({
          text: forms.application.riskRead.text,
          link: {
            label: forms.application.riskRead.link,
            href: localePath('/docs#risk-disclosure', locale),
          },
          after: forms.application.riskRead.after,
        }),
        consent: checkbox({
          text: interest.consent.application.label,
          link: interest.consent.application.privacyLink,
        }),
        received: outcomes.applied,
      },
      waitlist: {
        ...forms.waitlist,
        consent: checkbox({
          text: interest.consent.waitlist.label,
          link: interest.consent.waitlist.privacyLink,
        }),
        received: outcomes.waitlisted,
      },
      submitting: forms.submitting,
      honeypotLabel: forms.honeypotLabel,
      requiredMark: forms.requiredMark,
      // The same words as the outcome pages a post without JavaScript lands on.
      validation: {
        missing_fields: outcomes.missing,
        invalid_email: outcomes['invalid-email'],
        too_long: outcomes['too-long'],
        invalid_request: outcomes.error,
      } satisfies Record<(typeof FORM_ERROR_CODES)[number], unknown>,
      fieldProblems: forms.fieldProblems,
      requiredFields: {
        application: {
          name: forms.requiredFields.name,
          email: forms.requiredFields.email,
          country: forms.requiredFields.country,
          amountBand: forms.requiredFields.amountBand,
          investorType: forms.requiredFields.investorType,
          notUsPerson: forms.requiredFields.notUsPerson,
          riskRead: forms.requiredFields.riskRead,
          consent: forms.requiredFields.consent,
        },
        waitlist: {
          email: forms.requiredFields.email,
          country: forms.requiredFields.country,
          consent: forms.requiredFields.waitlistConsent,
        },
      },
      confirmations: interest.confirmations,
      nextStepsTitle: interest.nextStepsTitle,
      notAvailable: outcomes['not-available'],
      notAvailableField: forms.notAvailableField,
      notOpen: outcomes['not-open'],
      delivery: { ...forms.delivery, rateLimited: outcomes['rate-limited'] },
    },
    otherPools: {
      title: strings.otherPools.title,
      all: { label: strings.otherPools.all, href: pools },
    },
  };
}

/** Copy shared by every pool page. */
export type PoolPageCopy = ReturnType<typeof buildPoolPageCopy>;

/** Everything one pool page shows: the pool, its meta, and the page of its form. */
export interface PoolPage {
  pool: Pool;
  /** Site path of the page, /pools/<id>, in the page's language. */
  path: string;
  /** Title and description for the <title> and meta tags, unique to the pool. */
  meta: { title: string; description: string };
  /**
   * The page of the pool's form, /pools/<id>/apply (Open) or /pools/<id>/waitlist (Upcoming);
   * none for a Closed pool. Its own page keeps the pool page's first round trip free of the
   * form's select, island and script (bench/README.md).
   */
  form?: {
    /** Site path of the form's page. */
    path: string;
    /** "<action>: <pool>" and the status's description, with the pool's name. */
    meta: { title: string; description: string };
  };
}

/** The copy shared by the pool pages and one page per pool, in display order, in one language. */
export function buildPoolPages(strings: PoolPageStrings, sources: PoolPageSources) {
  const copy = buildPoolPageCopy(strings, sources);
  const { locale, statusPresentation } = sources;
  const pages = sources.pools.map((pool): PoolPage => {
    const page: PoolPage = {
      pool,
      path: localePath(poolPath(pool.id), locale),
      meta: {
        title: pool.name,
        description: fill(strings.description, {
          name: pool.name,
          summary: copy.statuses[pool.status].summary,
          payout: pool.payout,
        }),
      },
    };
    if (pool.status === 'Closed') return page;
    const { action } = copy.statuses[pool.status];
    return {
      ...page,
      form: {
        path: localePath(poolActionPath(pool.id, statusPresentation[pool.status].actionId), locale),
        meta: {
          title: `${action.title}: ${pool.name}`,
          description: fill(action.description, { pool: pool.name }),
        },
      },
    };
  });
  return { copy, pages };
}
