import { z } from 'zod';
import { poolStatusPresentationAr, poolsAr, poolTermLabelsAr, yieldCopyAr } from './ar/pools';
import { localized } from './localized';
import { slugSchema, textSchema } from './schemas';

/**
 * The investment pools (spec section 3) and how each status is presented (spec section 4).
 * Pool data is hard-coded: nothing is fetched. Figures are stored as numbers; src/lib/format.ts
 * turns them into display strings ("up to 40%", "12 months").
 */

/** Where a pool stands: open for applications, on a waitlist, or closed. */
export const poolStatusSchema = z.enum(['Open', 'Upcoming', 'Closed']);

/** The stablecoin(s) a pool pays out in. */
export const payoutSchema = z.enum(['USDC/USDT', 'USDC', 'USDT']);

/** One pool, as in the spec table. */
export const poolSchema = z.strictObject({
  /** Stable slug, also usable as an HTML id. */
  id: slugSchema,
  /** Display name of the pool. */
  name: textSchema,
  /** City and country of the properties behind the pool. */
  location: textSchema,
  /** What backs the pool. */
  collateralType: z.enum(['Tokenized Sub-Lease']),
  /** The target APY in percent (40 means "up to 40%"): a target, never a promise. */
  targetApyPercent: z.number().positive().max(100),
  /** The stablecoin(s) distributions are paid in. */
  payout: payoutSchema,
  /** How long the pool runs, in whole months. */
  tenorMonths: z.number().int().positive(),
  /** Current status, which decides the badge and the action button. */
  status: poolStatusSchema,
});

/** The pool list; ids must be unique. */
export const poolsSchema = z
  .array(poolSchema)
  .min(1)
  .refine(
    (list) => new Set(list.map((pool) => pool.id)).size === list.length,
    'Pool ids must be unique',
  );

/** How a status is drawn: badge variant, button text, button variant and whether it is disabled. */
export const statusPresentationSchema = z.strictObject({
  /** Badge variant of the UI's Badge primitive. */
  badge: z.enum(['success', 'secondary', 'outline']),
  /** Text of the pool card's action button. */
  action: textSchema,
  /** Button variant of the UI's Button primitive. */
  button: z.enum(['highlighted', 'outline']),
  /** Whether the button is disabled. */
  disabled: z.boolean(),
  /**
   * Id of the action band on the pool's own page (/pools/dubai-1#apply) and, for a status with a
   * form, the last segment of the form's page, which an enabled button links to:
   * /pools/dubai-1/apply.
   */
  actionId: slugSchema,
});

const poolStatusPresentationSchema = z.strictObject({
  /** An open pool: highlighted Apply Now. */
  Open: statusPresentationSchema,
  /** An upcoming pool: outlined Join Waitlist. */
  Upcoming: statusPresentationSchema,
  /** A closed pool: disabled Closed button. */
  Closed: statusPresentationSchema,
});

/** The words that must sit beside every target APY figure. */
const yieldCopySchema = z.strictObject({
  /** Label of the figure, e.g. on a pool card. */
  label: textSchema,
  /** The qualifier shown next to the figure. */
  qualifier: textSchema,
});

/**
 * The words drawn for a pool's status and collateral type: the values in a pool are codes, the
 * same in every language (the pages compare them, /pools.json publishes them), so their display
 * text lives here. In English it is the code itself.
 */
const poolTermLabelsSchema = z.strictObject({
  /** The status badge's text of each status. */
  statuses: z.record(poolStatusSchema, textSchema),
  /** The text of each collateral type. */
  collateralTypes: z.record(poolSchema.shape.collateralType, textSchema),
});

/** One investment pool. */
export type Pool = z.infer<typeof poolSchema>;
/** Open, Upcoming or Closed. */
export type PoolStatus = z.infer<typeof poolStatusSchema>;
/** The payout stablecoin(s) of a pool. */
export type Payout = z.infer<typeof payoutSchema>;
/** Badge, button, and the id of the pool page's action section, of one status. */
export type StatusPresentation = z.infer<typeof statusPresentationSchema>;
/** The presentation of every status. */
export type PoolStatusPresentation = z.infer<typeof poolStatusPresentationSchema>;
/** Label and qualifier of a target APY figure. */
export type YieldCopy = z.infer<typeof yieldCopySchema>;
/** The display text of each status and collateral type. */
export type PoolTermLabels = z.infer<typeof poolTermLabelsSchema>;

const location = 'Dubai, UAE';
const collateralType = 'Tokenized Sub-Lease';

/** The three pools, in display order. */
export const pools: Pool[] = poolsSchema.parse([
  {
    id: 'dubai-1',
    name: 'Dubai Premium Sub-Lease Pool',
    location,
    collateralType,
    targetApyPercent: 40,
    payout: 'USDC/USDT',
    tenorMonths: 12,
    status: 'Open',
  },
  {
    id: 'dubai-2',
    name: 'Dubai Hospitality Pool',
    location,
    collateralType,
    targetApyPercent: 35,
    payout: 'USDC',
    tenorMonths: 24,
    status: 'Upcoming',
  },
  {
    id: 'dubai-3',
    name: 'Dubai Residential Pool',
    location,
    collateralType,
    targetApyPercent: 30,
    payout: 'USDT',
    tenorMonths: 18,
    status: 'Closed',
  },
]);

/** Badge and button of each status (spec section 4). */
export const poolStatusPresentation: PoolStatusPresentation = poolStatusPresentationSchema.parse({
  Open: {
    badge: 'success',
    action: 'Apply Now',
    button: 'highlighted',
    disabled: false,
    actionId: 'apply',
  },
  Upcoming: {
    badge: 'secondary',
    action: 'Join Waitlist',
    button: 'outline',
    disabled: false,
    actionId: 'waitlist',
  },
  Closed: {
    badge: 'outline',
    action: 'Closed',
    button: 'outline',
    disabled: true,
    actionId: 'closed',
  },
});

/** The label and qualifier drawn with every target APY figure. */
export const yieldCopy: YieldCopy = yieldCopySchema.parse({
  label: 'Target APY',
  qualifier: 'Target, not guaranteed',
});

/** The display text of each status and collateral type; in English, the codes themselves. */
export const poolTermLabels: PoolTermLabels = poolTermLabelsSchema.parse({
  statuses: { Open: 'Open', Upcoming: 'Upcoming', Closed: 'Closed' },
  collateralTypes: { 'Tokenized Sub-Lease': 'Tokenized Sub-Lease' },
});

/**
 * Codes in a pool, the same in every language: the collateral type and the payout stablecoins
 * (`status` is data for every module).
 */
const poolDataKeys = ['collateralType', 'payout'];

/** The pools in every language (English above, Arabic in ./ar/pools.ts). */
export const poolsByLocale = localized(
  'pools',
  poolsSchema,
  { en: pools, ar: poolsAr },
  { dataKeys: poolDataKeys },
);

/** Badge and button of each status in every language. */
export const poolStatusPresentationByLocale = localized(
  'pools',
  poolStatusPresentationSchema,
  { en: poolStatusPresentation, ar: poolStatusPresentationAr },
  // The badge and button variants are names of UI variants, not words.
  { dataKeys: ['badge', 'button'] },
);

/** The label and qualifier of every target APY figure in every language. */
export const yieldCopyByLocale = localized('pools', yieldCopySchema, {
  en: yieldCopy,
  ar: yieldCopyAr,
});

/** The display text of each status and collateral type in every language. */
export const poolTermLabelsByLocale = localized('pools', poolTermLabelsSchema, {
  en: poolTermLabels,
  ar: poolTermLabelsAr,
});
