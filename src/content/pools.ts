import { z } from 'zod';
import type { Locale } from '#contracts/locale.ts';
import { formatPercent } from '../lib/format';
import { figureFormat } from './locales';
import { slugSchema, textSchema } from './schemas';

/**
 * The investment pools (spec section 3) and how each status is presented (spec section 4).
 * Pool data is hard-coded here, once: nothing is fetched. Figures are stored as numbers;
 * src/lib/format.ts turns them into display strings ("up to 40%", "12 months"). Each language
 * supplies the pools' names and the words of their codes under `poolsStringsSchema`.
 */

/** Where a pool stands: open for applications, on a waitlist, or closed. */
export const poolStatusSchema = z.enum(['Open', 'Upcoming', 'Closed']);

/** The stablecoin(s) a pool pays out in. */
export const payoutSchema = z.enum(['USDC/USDT', 'USDC', 'USDT']);

/** What backs a pool. */
export const collateralTypeSchema = z.enum(['Tokenized Sub-Lease']);

/** How often a pool pays out (spec section 9: monthly or quarterly, depending on the pool). */
export const distributionSchema = z.enum(['monthly', 'quarterly']);

/** The ranges the spec gives for the terms it does not set per pool (section 9). */
export const TERM_RANGES = {
  minimumUsd: { min: 1_000, max: 10_000 },
  lockupMonths: { min: 12, max: 24 },
  distribution: distributionSchema.options,
} as const;

/** The pool terms only the operator can set, as named in launch-check's list. */
export const OPERATOR_TERMS = ['minimumUsd', 'lockupMonths', 'distribution'] as const;

/** One pool's data, as in the spec table. */
const poolDataSchema = z.strictObject({
  /** Stable slug, also usable as an HTML id. */
  id: slugSchema,
  /** What backs the pool. */
  collateralType: collateralTypeSchema,
  /** The target APY in percent (40 means "up to 40%"): a target, never a promise. */
  targetApyPercent: z.number().positive().max(100),
  /** The stablecoin(s) distributions are paid in. */
  payout: payoutSchema,
  /** How long the pool runs, in whole months. */
  tenorMonths: z.number().int().positive(),
  /** Current status, which decides the badge and the action button. */
  status: poolStatusSchema,
  /**
   * The terms the spec gives only as ranges across the pools (section 9): each is this pool's
   * own figure once the operator sets it, `null` until then (the page shows the range, labelled
   * as one, and `npm run launch-check` lists the gap). A figure outside the range fails the build.
   */
  minimumUsd: z
    .number()
    .int()
    .min(TERM_RANGES.minimumUsd.min)
    .max(TERM_RANGES.minimumUsd.max)
    .nullable(),
  lockupMonths: z
    .number()
    .int()
    .min(TERM_RANGES.lockupMonths.min)
    .max(TERM_RANGES.lockupMonths.max)
    .nullable(),
  distribution: distributionSchema.nullable(),
});

/** The pool list's data; ids must be unique. */
export const poolsDataSchema = z
  .array(poolDataSchema)
  .min(1)
  .refine(
    (list) => new Set(list.map((pool) => pool.id)).size === list.length,
    'Pool ids must be unique',
  );

/** The pools' data, in display order. */
export const POOLS = poolsDataSchema.parse([
  {
    id: 'dubai-1',
    collateralType: 'Tokenized Sub-Lease',
    targetApyPercent: 40,
    payout: 'USDC/USDT',
    tenorMonths: 12,
    status: 'Open',
    minimumUsd: null,
    lockupMonths: null,
    distribution: null,
  },
  {
    id: 'dubai-2',
    collateralType: 'Tokenized Sub-Lease',
    targetApyPercent: 35,
    payout: 'USDC',
    tenorMonths: 24,
    status: 'Upcoming',
    minimumUsd: null,
    lockupMonths: null,
    distribution: null,
  },
  {
    id: 'dubai-3',
    collateralType: 'Tokenized Sub-Lease',
    targetApyPercent: 30,
    payout: 'USDT',
    tenorMonths: 18,
    status: 'Closed',
    minimumUsd: null,
    lockupMonths: null,
    distribution: null,
  },
]);

/**
 * Each pool's target APY as `locale` writes it, for the copy that names it: `{apy-dubai-1}` is
 * "40%" (in Arabic "40‎%‎"), so no language writes a figure of its own.
 */
export function apyFigures(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    POOLS.map((pool) => [
      `apy-${pool.id}`,
      formatPercent(pool.targetApyPercent, figureFormat(locale)),
    ]),
  );
}

/** The pool the home page shows and Apply for Access leads to. */
const open = POOLS.find((pool) => pool.status === 'Open');
if (open === undefined) throw new Error('The home page needs an open pool to show and apply to');
export const OPEN_POOL_ID: string = open.id;

/**
 * How each status is drawn (spec section 4): badge variant, button variant, whether the button
 * is disabled, and the id of the action band on the pool's own page (/pools/dubai-1#apply),
 * which for a status with a form is also the last segment of the form's page:
 * /pools/dubai-1/apply.
 */
export const STATUS_PRESENTATION = {
  Open: { badge: 'success', button: 'highlighted', disabled: false, actionId: 'apply' },
  Upcoming: { badge: 'secondary', button: 'outline', disabled: false, actionId: 'waitlist' },
  Closed: { badge: 'outline', button: 'outline', disabled: true, actionId: 'closed' },
} as const satisfies Record<
  PoolStatus,
  {
    badge: 'success' | 'secondary' | 'outline';
    button: 'highlighted' | 'outline';
    disabled: boolean;
    actionId: string;
  }
>;

const byStatus = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ Open: schema, Upcoming: schema, Closed: schema });

/** The pools' words in one language. */
export const poolsStringsSchema = z.strictObject({
  /** Each pool's display name, by id. */
  names: z.strictObject({ 'dubai-1': textSchema, 'dubai-2': textSchema, 'dubai-3': textSchema }),
  /** City and country of the properties behind the pools. */
  location: textSchema,
  /** Text of the pool card's action button, by status. */
  actions: byStatus(textSchema),
  /** The words that must sit beside every target APY figure. */
  yield: z.strictObject({
    /** Label of the figure, e.g. on a pool card. */
    label: textSchema,
    /** The qualifier shown next to the figure. */
    qualifier: textSchema,
  }),
  /** The status badge's text of each status (in English, the code itself). */
  statuses: byStatus(textSchema),
  /** The text of each collateral type. */
  collateralTypes: z.strictObject({ 'Tokenized Sub-Lease': textSchema }),
});

/** The pools' words in one language. */
export type PoolsStrings = z.input<typeof poolsStringsSchema>;

/** The pools in one language, with how each status is presented and the words of their codes. */
export function buildPools(strings: PoolsStrings) {
  const names: Record<string, string> = strings.names;
  return {
    pools: POOLS.map((pool) => {
      const name = names[pool.id];
      if (name === undefined) throw new Error(`pools: no name for the pool ${pool.id}`);
      return { ...pool, name, location: strings.location };
    }),
    statusPresentation: {
      Open: { ...STATUS_PRESENTATION.Open, action: strings.actions.Open },
      Upcoming: { ...STATUS_PRESENTATION.Upcoming, action: strings.actions.Upcoming },
      Closed: { ...STATUS_PRESENTATION.Closed, action: strings.actions.Closed },
    },
    yieldCopy: strings.yield,
    termLabels: { statuses: strings.statuses, collateralTypes: strings.collateralTypes },
  };
}

type PoolsContent = ReturnType<typeof buildPools>;

/** One investment pool. */
export type Pool = PoolsContent['pools'][number];
/** Open, Upcoming or Closed. */
export type PoolStatus = z.infer<typeof poolStatusSchema>;
/** How often a pool pays out. */
export type Distribution = z.infer<typeof distributionSchema>;
/** The payout stablecoin(s) of a pool. */
export type Payout = z.infer<typeof payoutSchema>;
/** The presentation of every status. */
export type PoolStatusPresentation = PoolsContent['statusPresentation'];
/** Badge, button, and the id of the pool page's action section, of one status. */
export type StatusPresentation = PoolStatusPresentation[PoolStatus];
/** Label and qualifier of a target APY figure. */
export type YieldCopy = PoolsContent['yieldCopy'];
/** The display text of each status and collateral type. */
export type PoolTermLabels = PoolsContent['termLabels'];
