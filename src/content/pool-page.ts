import { z } from 'zod';
import { poolPath } from '../lib/paths';
import { poolSchema, pools, type Pool } from './pools';
import { poolCardLabelsSchema, poolsPage } from './pools-page';
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
    /** An open pool: the application form. */
    Open: statusCopySchema,
    /** An upcoming pool: the waitlist form. */
    Upcoming: statusCopySchema,
    /** A closed pool: no form, the other pools instead. */
    Closed: statusCopySchema,
  }),
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
      },
    },
    Upcoming: {
      summary: 'not open yet, with a waitlist',
      action: {
        title: 'Join the waitlist',
        intro:
          'This pool is not open yet. Leave your e-mail address and we will write to you when it opens.',
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
});

/** One pool page's data. */
export type PoolPage = z.infer<typeof poolPageSchema>;

/** The meta description: what the pool is and where it stands, in 120-160 characters. */
function describe(pool: Pool): string {
  const { summary } = poolPageCopy.statuses[pool.status];
  return `The ${pool.name} is ${summary}. Backed by tokenized sub-leases in Dubai, paid out in ${pool.payout}. Key terms, risks and who can apply.`;
}

/** One page per pool, in display order. */
export const poolPages: PoolPage[] = pools.map((pool) =>
  poolPageSchema.parse({
    pool,
    path: poolPath(pool.id),
    meta: { title: pool.name, description: describe(pool) },
  }),
);
