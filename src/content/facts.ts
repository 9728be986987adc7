import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { LOCALES, type Locale } from '#contracts/locale.ts';

/**
 * The operator's facts (facts.yaml): the schema that describes each field in one line, and the
 * one parsed copy the pages, the build's JSON for the server and `npm run launch-check` read. A
 * `null` is a fact not given yet; `missingFacts` lists every one of them from this schema, so a
 * new fact is one field here and its value in the file. `SITE_FACTS` names another file (the
 * labelled sample, facts.sample.yaml, for tests and screenshots of the launched site).
 */

/** The ranges the spec gives for the terms it does not set per pool (its section 9). */
export const TERM_RANGES = {
  minimumUsd: { min: 1_000, max: 10_000 },
  lockupMonths: { min: 12, max: 24 },
} as const;

const text = z.string().trim().min(1);
const https = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();
/** A yes the operator gives once a thing is checked: `false` until then is a missing fact. */
const confirmation = (line: string) => z.boolean().meta({ description: line, confirmation: true });
/**
 * Arabic words, with each percentage written as the site's formatter writes it (formatPercent,
 * Intl's "2\u200e%\u200e": a left-to-right mark either side of the sign). The operator types a
 * plain "2%"; among Arabic words it would show as "%2", its sign on the other side from every
 * figure the site formats beside it. A sign already marked is left as it is.
 */
const arabicText = text.overwrite((value) =>
  value.replace(/(\d)\u200e?%\u200e?/gu, '$1\u200e%\u200e'),
);
/** A fact in words: the same fact in every language of the site. */
const localized = z.strictObject(
  Object.fromEntries(
    LOCALES.map((locale) => [locale, (locale === 'ar' ? arabicText : text).nullable()]),
  ) as Record<Locale, z.ZodNullable<typeof text>>,
);
/** A document the operator publishes (a report, an audit, the terms). */
const document = z.strictObject({
  title: text.describe('What the document is, as its link reads'),
  date: isoDate.describe('Its date (YYYY-MM-DD)'),
  href: https.describe('Where it is published (https)'),
});

const poolSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .describe("The pool's slug: its page is /pools/<id>; its words are under pools.<id>"),
  status: z.enum(['Open', 'Upcoming', 'Closed']).describe('Open, Upcoming or Closed'),
  targetApyPercent: z
    .number()
    .positive()
    .max(100)
    .describe('The target APY in percent (40 is "up to 40%"): a target, never a promise'),
  payout: z.enum(['USDC/USDT', 'USDC', 'USDT']).describe('The stablecoin(s) it pays out in'),
  tenorMonths: z
    .number()
    .int()
    .positive()
    .describe('The term of each deposit, in months, counted from the day it is made'),
  minimumUsd: z
    .number()
    .int()
    .min(TERM_RANGES.minimumUsd.min)
    .max(TERM_RANGES.minimumUsd.max)
    .nullable()
    .describe('Its minimum investment in US dollars (the spec allows $1,000-$10,000)'),
  lockupMonths: z
    .number()
    .int()
    .min(TERM_RANGES.lockupMonths.min)
    .max(TERM_RANGES.lockupMonths.max)
    .nullable()
    .describe('Months a deposit stays locked, counted from the deposit (12-24)'),
  distribution: z
    .enum(['monthly', 'quarterly'])
    .nullable()
    .describe('How often it pays distributions: monthly or quarterly'),
  legalVehicle: z
    .strictObject({
      name: text,
      jurisdiction: text,
      registration: text,
      registryUrl: https.optional(),
    })
    .nullable()
    .describe("The company that holds the pool's sub-leases and issues its tokens"),
  custodian: z
    .strictObject({ name: text, href: https.optional() })
    .nullable()
    .describe("Who holds the pool's stablecoins"),
  contract: z
    .strictObject({ chain: text, address: text, explorerUrl: https })
    .nullable()
    .describe("The pool's token contract: chain, address and its block-explorer page"),
  property: z
    .strictObject({
      address: text,
      photos: z
        .array(
          z.strictObject({
            file: z.string().regex(/^[\w-]+\/[\w.-]+\.(jpe?g|png|webp|avif)$/),
            alt: localized,
          }),
        )
        .min(1),
    })
    .nullable()
    .describe('The property: its address and photos (files under src/assets/pools/<id>/)'),
  reports: z.array(document).min(1).nullable().describe('Audits and reports, newest first'),
  distributions: z
    .array(
      z.strictObject({
        date: isoDate,
        amountUsd: z.number().positive(),
        apyPercent: z.number().nonnegative().describe('The yield it represents, annualised'),
        txUrl: https,
      }),
    )
    .nullable()
    .describe('Distributions paid, newest first, each with its transaction ([] when none is due)'),
});

/** Every fact of the operator, as facts.yaml gives it. */
export const factsSchema = z.strictObject({
  brand: z.strictObject({
    name: text.describe('The brand, written the same in every language'),
    confirmed: confirmation('True once the brand name and tagline are the ones to launch with'),
  }),
  contact: z.strictObject({
    email: z.email().describe('The contact address every page and e-mail gives'),
    x: https.describe('The X profile'),
    telegram: https.describe('The Telegram channel'),
    handlesConfirmed: confirmation('True once the address and handles are live'),
  }),
  controller: z.strictObject({
    legalName: text.nullable().describe('Legal name of the data controller (runs the site)'),
    address: text.nullable().describe("The data controller's registered address"),
  }),
  offering: z.strictObject({
    legalName: text.nullable().describe('Legal name of the company that offers the pools'),
    registration: text.nullable().describe('Its company registration number'),
    registryUrl: https.nullable().describe("Its entry in the company registry's public search"),
    address: text.nullable().describe('Its registered address, on one line'),
    licenceNumber: text.nullable().describe('The licence it offers the pools under'),
    regulator: text.nullable().describe('The regulator that granted the licence'),
    regulatorUrl: https.nullable().describe("The regulator's public register entry"),
    riskWarning: localized.describe('The risk warning the regulator requires, in its words'),
    apyBasis: localized.describe(
      'Whether target APYs are net or gross of fees, and the model date',
    ),
    fees: localized.describe('The fees a pool charges'),
    tokenRights: localized.describe('What a token holder owns in law, and if a head lease ends'),
    principalAtEnd: localized.describe(
      "What happens to a deposit's principal at the end of the term",
    ),
    terms: localized.describe('The Terms of Service, as one paragraph or a link'),
  }),
  figures: z.strictObject({
    asOf: isoDate.nullable().describe("The date the company's own figures are as of"),
    customersAre: localized.describe('Who counts as a customer in "10K+ customers served"'),
    lifetimeRevenueUsd: z.number().positive().describe("RealYield's own revenue since 2021"),
    premiumProperties: z.number().int().positive().describe('Properties under management'),
    propertiesTokenized: z.number().int().positive().describe('Of those, tokenized ones'),
    customersServed: z.number().int().positive().describe('Customers served'),
    rwaMarketCapUsd: z.number().positive().describe("The industry's tokenized RWA market cap"),
    rwaMarketCapSource: z
      .strictObject({ name: text, asOf: isoDate, href: https.optional() })
      .nullable()
      .describe('Where the RWA market cap comes from, and its date'),
  }),
  passports: z.strictObject({
    mostPopularEvidence: text
      .nullable()
      .describe('What supports "Most Popular" on its tier (share of passports, and when)'),
    tiers: z
      .array(
        z.strictObject({
          id: z.enum(['bronze', 'silver', 'gold']),
          minInvestmentUsd: z.number().int().positive(),
          openEnded: z.boolean(),
          mostPopular: z.boolean(),
        }),
      )
      .min(1)
      .describe('The passport tiers, cheapest first'),
  }),
  retention: z.strictObject({
    serverLog: localized.describe('How long the host keeps the server log, e.g. "14 days"'),
    backups: localized.describe('How long database backups are kept, e.g. "30 days"'),
  }),
  processors: z
    .strictObject({ hosting: text, mail: text, webhook: text, countries: text })
    .nullable()
    .describe('Who hosts the site, sends its e-mails and receives the leads webhook, and where'),
  excludedCountriesReviewed: confirmation(
    'True once counsel has reviewed contracts/excluded-countries.ts',
  ),
  translationsReviewed: z
    .record(
      z.enum(LOCALES.filter((locale) => locale !== 'en') as [Locale, ...Locale[]]),
      z.strictObject({
        site: confirmation("True once a qualified translator reviewed the site's words"),
        emails: confirmation('True once they reviewed the e-mails'),
      }),
    )
    .describe('Translation reviews, by language'),
  pools: z
    .array(poolSchema)
    .min(1)
    .refine((pools) => new Set(pools.map((pool) => pool.id)).size === pools.length, 'Ids repeat')
    .describe('The pools, in display order'),
});

/** The operator's facts. */
export type Facts = z.output<typeof factsSchema>;
/** One pool's facts. */
export type Pool = Facts['pools'][number];
/** Where a pool stands. */
export type PoolStatus = Pool['status'];

/** Reads and checks a facts file; the error names each field that does not fit. */
export function loadFacts(file: string): Facts {
  const parsed = factsSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `- ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`${file} does not fit src/content/facts.ts:\n${problems.join('\n')}`);
}

/** The facts file the site is built from. */
export const FACTS_FILE = process.env['SITE_FACTS'] ?? 'src/content/facts.yaml';

/** The operator's facts, read once. */
export const facts: Facts = loadFacts(FACTS_FILE);

/**
 * Pre-launch until the offering's entity, licence and regulator are given: every page then says
 * so once, and an application only registers interest.
 */
export function isLaunched(given: Facts = facts): boolean {
  const { legalName, licenceNumber, regulator } = given.offering;
  return legalName !== null && licenceNumber !== null && regulator !== null;
}

/**
 * The social profiles pages link to, in order: none until the operator confirms they are live. A
 * placeholder handle is someone else's to register, and a link to it would vouch for them.
 */
export function socialProfiles(given: Facts = facts) {
  const networks = given.contact.handlesConfirmed ? (['x', 'telegram'] as const) : [];
  return networks.map((network) => ({ network, href: given.contact[network] }));
}

/** A fact not given yet: its path in the facts file and the schema's line for it. */
export interface MissingFact {
  path: string;
  description: string;
}

/**
 * Every `null` (and every confirmation still `false`) in `given`, with the line the schema gives it: the
 * list `npm run launch-check` prints, derived from the schema alone.
 */
export function missingFacts(given: Facts = facts): MissingFact[] {
  const missing: MissingFact[] = [];
  const walk = (schema: z.ZodType, value: unknown, path: string, description: string) => {
    const line = schema.description ?? description;
    if (value === null || (value === false && schema.meta()?.['confirmation'] === true)) {
      missing.push({ path, description: line });
    } else if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
      walk(schema.unwrap() as z.ZodType, value, path, line);
    } else if (schema instanceof z.ZodObject && typeof value === 'object') {
      for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        walk(child, (value as Record<string, unknown>)[key], `${path}.${key}`, line);
      }
    } else if (schema instanceof z.ZodRecord && typeof value === 'object') {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        walk(schema.valueType as z.ZodType, child, `${path}.${key}`, line);
      }
    } else if (schema instanceof z.ZodArray && Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        const id = (item as { id?: unknown }).id;
        walk(schema.element as z.ZodType, item, `${path}.${typeof id === 'string' ? id : i}`, line);
      });
    }
  };
  for (const [key, child] of Object.entries(factsSchema.shape)) {
    walk(child as z.ZodType, given[key as keyof Facts], key, '');
  }
  return missing;
}
