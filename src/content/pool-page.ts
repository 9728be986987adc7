import { z } from 'zod';
import type { FORM_ERROR_CODES, FieldProblem } from '#contracts/form-fields.ts';
import { localePath, type Locale } from '#contracts/locale.ts';
import { formatTenor, formatUsd, type FigureFormat } from '../lib/format';
import { poolActionPath, poolPath } from '../lib/paths';
import type { InterestContent } from './interest';
import { figureFormat } from './locales';
import { TERM_RANGES, type Pool, type PoolStatusPresentation, type PoolTermLabels } from './pools';
import { POOL_PROOF, poolContract } from './proof';
import type { PoolsPage } from './pools-page';
import { cardSchema, fill, textSchema } from './schemas';
import type { SiteConfig } from './site';

/**
 * The words of the page of one pool, /pools/<id>, and of its form's page, and each page's model:
 * the pool's own terms (tenor and payout from the spec; minimum, lockup and distributions the
 * operator's figure in ./pools.ts, or until then the spec's range, marked as one), its own copy,
 * its yield flow and its proof slots (./proof.ts). The forms' consent, choices and outcomes are
 * the interest forms' words (./interest.ts), said once there.
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

/** What one pool says of itself: its pitch and its own money flow. */
const poolCopySchema = z.strictObject({
  /** One or two sentences under the h1: what the pool is and where it stands. */
  lead: textSchema,
  /** Where its income comes from. */
  revenue: textSchema,
  /** What is paid out of that income before investors, one item each. */
  costs: z.array(textSchema).min(1).max(3),
  /** Who is paid what is left, and in what. */
  distributions: textSchema,
  /** What decides the income, and what happens if it falls short. */
  drivers: textSchema,
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
  /** Name of the links beside the lead to the page's bands (wide screens), e.g. "On this page". */
  contentsLabel: textSchema,
  /**
   * The term sheet beside the pool's name: this pool's own terms. The spec sets tenor and payout
   * per pool; minimum, lockup and distributions only as ranges across the pools (section 9), so
   * until the operator sets this pool's own figure (./pools.ts) the range is shown, marked as one.
   */
  keyTerms: z.strictObject({
    /** Heading of the term sheet (for assistive technology; the sheet is under the h1). */
    title: textSchema,
    /** Labels of the terms the pool cards do not show. */
    labels: z.strictObject({
      minimum: textSchema,
      lockup: textSchema,
      distributions: textSchema,
    }),
    /** A pool's own distribution frequency. */
    frequencies: z.strictObject({ monthly: textSchema, quarterly: textSchema }),
    /** The minimum's and the lockup's ranges across the pools, with `{min}` and `{max}`. */
    ranges: z.strictObject({
      minimum: textSchema.includes('{min}').includes('{max}'),
      lockup: textSchema.includes('{min}').includes('{max}'),
    }),
    /** The distributions' range across the pools ("Monthly or quarterly"). */
    distributionRange: textSchema,
    /** The short mark after a figure that is the range across the pools, not this pool's. */
    rangeMark: textSchema,
    /** Says once what the mark means and that the exact figure comes before launch. */
    rangeNote: textSchema,
  }),
  /** Where the yield comes from: a figure of the pool's own money flow, and the full explanation. */
  yieldSource: z.strictObject({
    /** Heading of the band. */
    title: textSchema,
    /** The figure's caption, its text alternative's lead; `{name}` is the pool's name. */
    caption: textSchema.includes('{name}'),
    /** The three steps' titles. */
    steps: z.strictObject({ revenue: textSchema, costs: textSchema, distributions: textSchema }),
    /** Labels of the distributions step's figures. */
    rows: z.strictObject({ paidIn: textSchema, frequency: textSchema, term: textSchema }),
    /** The link to the full explanation on /how-it-works. */
    link: textSchema,
  }),
  /** What each pool says of itself, true of it alone (a closed pool in the past tense). */
  pools: z.strictObject({
    'dubai-1': poolCopySchema,
    'dubai-2': poolCopySchema,
    'dubai-3': poolCopySchema,
  }),
  /** The proof band: each fact the operator publishes, or that it is still to come. */
  proof: z.strictObject({
    title: textSchema,
    intro: textSchema,
    /** An empty slot's state. */
    pending: textSchema,
    /** Each slot's title and what it is. */
    slots: z.strictObject({
      legalVehicle: cardSchema,
      property: cardSchema,
      contract: cardSchema,
      custodian: cardSchema,
      reports: cardSchema,
      distributions: cardSchema,
    }),
    /** The caption of the drawing shown until the operator's photos are in. */
    illustration: textSchema,
    /** The link to a contract's page on its block explorer. */
    explorer: textSchema,
    /** The link to a transaction, a registry entry. */
    view: textSchema,
    /** Distributions: none paid yet (the operator confirmed), and none for a pool not open. */
    noDistributions: textSchema,
    notOpenYet: textSchema,
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
  termLabels: PoolTermLabels;
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
    contentsLabel: strings.contentsLabel,
    labels: poolsPage.list.labels,
    keyTerms: strings.keyTerms,
    proof: strings.proof,
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
  /** One or two sentences under the h1, the pool's own. */
  lead: string;
  /** The term sheet after the target APY: this pool's terms, ranges marked as such. */
  terms: PoolTerm[];
  /** Whether a term is still the range across the pools (then the range note is shown). */
  hasRange: boolean;
  /** Where the yield comes from, as a figure of this pool's own terms. */
  flow: YieldFlow;
  /** The proof slots, each filled or pending. */
  proof: ProofSlot[];
  /** Photos of the property (files under src/assets/pools/); none: an illustration. */
  photos: Array<{ file: string; alt: string }>;
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

/** One row of a pool's term sheet. */
export interface PoolTerm {
  label: string;
  value: string;
  /** The value is the range across the pools, not this pool's own figure (yet). */
  range: boolean;
}

/** Where a pool's yield comes from: revenue, then costs, then distributions. */
export interface YieldFlow {
  caption: string;
  revenue: { title: string; text: string };
  costs: { title: string; items: string[] };
  distributions: { title: string; text: string; rows: PoolTerm[] };
  drivers: string;
}

/** One proof slot: filled with lines (each maybe a link), or pending. */
export interface ProofSlot {
  id: 'legal-vehicle' | 'property' | 'contract' | 'custodian' | 'reports' | 'distributions';
  title: string;
  text: string;
  /** What is published; empty while pending. */
  lines: Array<{ text: string; href?: string; mono?: boolean }>;
  pending: boolean;
}

/** A range's words with its two ends as the language writes numbers ("1,000"). */
function formatRange(template: string, range: { min: number; max: number }, figures: FigureFormat) {
  const number = new Intl.NumberFormat(figures.numberLocale);
  return fill(template, { min: number.format(range.min), max: number.format(range.max) });
}

/** This pool's terms, in the order a visitor weighs them. */
function poolTerms(
  pool: Pool,
  copy: PoolPageCopy,
  figures: FigureFormat,
  termLabels: PoolTermLabels,
): PoolTerm[] {
  const { keyTerms, labels } = copy;
  const minimum =
    pool.minimumUsd === null
      ? {
          value: formatRange(keyTerms.ranges.minimum, TERM_RANGES.minimumUsd, figures),
          range: true,
        }
      : { value: formatUsd(pool.minimumUsd, figures), range: false };
  const lockup =
    pool.lockupMonths === null
      ? {
          value: formatRange(keyTerms.ranges.lockup, TERM_RANGES.lockupMonths, figures),
          range: true,
        }
      : { value: formatTenor(pool.lockupMonths, figures), range: false };
  return [
    { label: labels.tenor, value: formatTenor(pool.tenorMonths, figures), range: false },
    { label: labels.payout, value: pool.payout, range: false },
    { label: keyTerms.labels.minimum, ...minimum },
    { label: keyTerms.labels.lockup, ...lockup },
    { label: keyTerms.labels.distributions, ...distribution(pool, copy) },
    {
      label: labels.collateralType,
      value: termLabels.collateralTypes[pool.collateralType],
      range: false,
    },
  ];
}

function distribution(pool: Pool, copy: PoolPageCopy) {
  return pool.distribution === null
    ? { value: copy.keyTerms.distributionRange, range: true }
    : { value: copy.keyTerms.frequencies[pool.distribution], range: false };
}

/** The pool's proof slots, from ./proof.ts and the contracts in ./site.ts. */
function proofSlots(pool: Pool, copy: PoolPageCopy, locale: Locale): ProofSlot[] {
  const { proof } = copy;
  const own = POOL_PROOF[pool.id];
  if (own === undefined) throw new Error(`proof: no entry for the pool ${pool.id}`);
  const figures = figureFormat(locale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(figures.numberLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const slot = (
    id: ProofSlot['id'],
    card: { title: string; text: string },
    lines: ProofSlot['lines'] | null,
  ): ProofSlot => ({ id, ...card, lines: lines ?? [], pending: lines === null });
  const contract = poolContract(pool.id);
  const vehicle = own.legalVehicle;
  const distributions =
    pool.status === 'Upcoming'
      ? [{ text: proof.notOpenYet }]
      : own.distributions === null
        ? null
        : own.distributions.length === 0
          ? [{ text: proof.noDistributions }]
          : own.distributions.map((paid) => ({
              text: `${date(paid.date)}: ${formatUsd(paid.amountUsd, figures)}`,
              href: paid.txUrl,
            }));
  return [
    slot(
      'legal-vehicle',
      proof.slots.legalVehicle,
      vehicle && [
        { text: vehicle.name, ...(vehicle.href ? { href: vehicle.href } : {}) },
        { text: vehicle.jurisdiction },
        ...(vehicle.registration ? [{ text: vehicle.registration }] : []),
      ],
    ),
    slot(
      'contract',
      proof.slots.contract,
      contract && [
        { text: contract.chain },
        { text: contract.address, mono: true },
        { text: proof.explorer, href: contract.explorerUrl },
      ],
    ),
    slot(
      'custodian',
      proof.slots.custodian,
      own.custodian && [
        { text: own.custodian.name, ...(own.custodian.href ? { href: own.custodian.href } : {}) },
      ],
    ),
    slot(
      'reports',
      proof.slots.reports,
      own.reports &&
        own.reports.map((report) => ({
          text: `${report.title} (${date(report.date)})`,
          href: report.href,
        })),
    ),
    slot('distributions', proof.slots.distributions, distributions),
  ];
}

/** The copy shared by the pool pages and one page per pool, in display order, in one language. */
export function buildPoolPages(strings: PoolPageStrings, sources: PoolPageSources) {
  const copy = buildPoolPageCopy(strings, sources);
  const { locale, statusPresentation } = sources;
  const figures = figureFormat(locale);
  const pages = sources.pools.map((pool): PoolPage => {
    const own = strings.pools[pool.id as keyof typeof strings.pools];
    if (own === undefined) throw new Error(`poolPage: no copy for the pool ${pool.id}`);
    const terms = poolTerms(pool, copy, figures, sources.termLabels);
    const { yieldSource } = copy;
    const page: PoolPage = {
      lead: own.lead,
      terms,
      hasRange: terms.some((term) => term.range),
      flow: {
        caption: fill(yieldSource.caption, { name: pool.name }),
        revenue: { title: yieldSource.steps.revenue, text: own.revenue },
        costs: { title: yieldSource.steps.costs, items: own.costs },
        distributions: {
          title: yieldSource.steps.distributions,
          text: own.distributions,
          rows: [
            { label: yieldSource.rows.paidIn, value: pool.payout, range: false },
            { label: yieldSource.rows.frequency, ...distribution(pool, copy) },
            {
              label: yieldSource.rows.term,
              value: formatTenor(pool.tenorMonths, figures),
              range: false,
            },
          ],
        },
        drivers: own.drivers,
      },
      proof: proofSlots(pool, copy, locale),
      photos: (POOL_PROOF[pool.id]?.photos ?? []).map((photo) => ({
        file: photo.file,
        alt: photo.alt[locale],
      })),
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
