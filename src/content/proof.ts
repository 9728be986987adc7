import { z } from 'zod';
import { LOCALES } from '#contracts/locale.ts';
import { OPERATOR_TERMS, POOLS } from './pools';
import { textSchema } from './schemas';
import { siteData } from './site';

/**
 * The proof behind each pool that only the operator can supply: the legal vehicle, photos of the
 * property, the custodian, audits and reports, distributions paid (and, in ./site.ts, the pool's
 * contract). Each is `null` (or an empty photo list) until supplied; the pool's page then shows
 * "to be published before launch" and `npm run launch-check` names the slot (`operatorSlots`).
 * Written once: names, dates, amounts and links read the same in every language; only photo
 * descriptions are per language.
 */

/** A link the operator publishes (a registry entry, a report, a transaction): https only. */
const httpsUrl = z.url({ protocol: /^https$/ });

/** One photo of the property, a file under src/assets/pools/ (e.g. `dubai-1/lobby.jpg`). */
const photoSchema = z.strictObject({
  /** Path under src/assets/pools/: the page builds AVIF and WebP at several widths from it. */
  file: z.string().regex(/^[\w-]+\/[\w.-]+\.(jpe?g|png|webp|avif)$/),
  /** What the photo shows, in each language: it is the property, so say which part. */
  alt: z.record(z.enum(LOCALES), textSchema),
});

/** The proof of one pool. */
const poolProofSchema = z.strictObject({
  /** The company that holds the pool's sub-leases and issues its tokens. */
  legalVehicle: z
    .strictObject({
      name: textSchema,
      jurisdiction: textSchema,
      /** Its registration number, and the registry's page for it if public. */
      registration: textSchema.optional(),
      href: httpsUrl.optional(),
    })
    .nullable(),
  /** Who holds the pool's stablecoins. */
  custodian: z.strictObject({ name: textSchema, href: httpsUrl.optional() }).nullable(),
  /** Photos of the property; until there is one the page shows a labelled illustration. */
  photos: z.array(photoSchema),
  /** Audits and reports, newest first; `[]` is never right: publish one or leave `null`. */
  reports: z
    .array(z.strictObject({ title: textSchema, date: z.iso.date(), href: httpsUrl }))
    .min(1)
    .nullable(),
  /**
   * Distributions paid, newest first, each with its transaction. `[]` once the operator confirms
   * none is due yet; an upcoming pool has paid none and needs nothing here.
   */
  distributions: z
    .array(
      z.strictObject({ date: z.iso.date(), amountUsd: z.number().positive(), txUrl: httpsUrl }),
    )
    .nullable(),
});

/** One pool's proof. */
export type PoolProofData = z.infer<typeof poolProofSchema>;

const EMPTY: PoolProofData = {
  legalVehicle: null,
  custodian: null,
  photos: [],
  reports: null,
  distributions: null,
};

/** Each pool's proof, by pool id. */
export const POOL_PROOF: Readonly<Record<string, PoolProofData>> = z
  .record(z.string(), poolProofSchema)
  .refine(
    (proof) => POOLS.every((pool) => pool.id in proof),
    'Every pool needs an entry in POOL_PROOF',
  )
  .parse({
    'dubai-1': EMPTY,
    'dubai-2': EMPTY,
    'dubai-3': EMPTY,
  });

/** A pool's contract as published in ./site.ts, or null. */
export function poolContract(poolId: string) {
  const contract = siteData.operator.contracts.find((entry) => entry.poolId === poolId);
  if (contract?.address == null || contract.chain === null || contract.explorerUrl === null) {
    return null;
  }
  return { chain: contract.chain, address: contract.address, explorerUrl: contract.explorerUrl };
}

/** One fact the operator supplies for a pool, and whether it is in. */
export interface OperatorSlot {
  /** Where to supply it, e.g. `src/content/proof.ts: dubai-1.custodian`. */
  where: string;
  /** What it is, for launch-check's line. */
  what: string;
  filled: boolean;
}

const SLOT_NAMES = {
  legalVehicle: "the pool's legal vehicle",
  photos: 'photos of the property (the page shows an illustration)',
  custodian: "the custodian of the pool's stablecoins",
  reports: 'audits and reports',
  distributions: 'distributions paid',
} as const;

const TERM_NAMES: Record<(typeof OPERATOR_TERMS)[number], string> = {
  minimumUsd: 'minimum investment (the page shows the $1,000-$10,000 range)',
  lockupMonths: 'lockup in months (the page shows the 12-24 month range)',
  distribution: 'distribution frequency (the page shows "monthly or quarterly")',
};

/** Every operator fact of every pool's page: its terms, contract and proof, filled or not. */
export function operatorSlots(
  pools: typeof POOLS = POOLS,
  proof: Readonly<Record<string, PoolProofData>> = POOL_PROOF,
  contract: (poolId: string) => unknown = poolContract,
): OperatorSlot[] {
  return pools.flatMap((pool) => {
    const own = proof[pool.id] ?? EMPTY;
    const slot = (where: string, what: string, filled: boolean): OperatorSlot => ({
      where,
      what: `${pool.id}: ${what}`,
      filled,
    });
    return [
      ...OPERATOR_TERMS.map((term) =>
        slot(`src/content/pools.ts: ${pool.id}.${term}`, TERM_NAMES[term], pool[term] !== null),
      ),
      slot(
        'src/content/site.ts: siteData.operator.contracts',
        "the pool's contract: chain, address and explorer link",
        contract(pool.id) !== null,
      ),
      slot(
        `src/content/proof.ts: ${pool.id}.legalVehicle`,
        SLOT_NAMES.legalVehicle,
        own.legalVehicle !== null,
      ),
      slot(`src/content/proof.ts: ${pool.id}.photos`, SLOT_NAMES.photos, own.photos.length > 0),
      slot(
        `src/content/proof.ts: ${pool.id}.custodian`,
        SLOT_NAMES.custodian,
        own.custodian !== null,
      ),
      slot(`src/content/proof.ts: ${pool.id}.reports`, SLOT_NAMES.reports, own.reports !== null),
      // A pool that has not opened has paid nothing, and has nothing to publish yet.
      ...(pool.status === 'Upcoming'
        ? []
        : [
            slot(
              `src/content/proof.ts: ${pool.id}.distributions`,
              SLOT_NAMES.distributions,
              own.distributions !== null,
            ),
          ]),
    ];
  });
}
