import { z } from 'zod';
import { fill, textSchema } from './schemas';

/**
 * Facts only the operator can supply before launch (issue 24): who makes the offering and under
 * which licence, the regulator's risk wording, the basis of the figures, the fees and what a token
 * holder owns. Each one is `null` until supplied: the pages then say plainly that it will be
 * published before launch (never a [bracketed] token), and `npm run launch-check` lists it.
 * Facts that read the same in every language are here; facts in words are in each language's
 * dictionary (`operator.facts`).
 */
export const OPERATOR_FACTS = {
  /** The company that makes the offering, and its licence; all `null` while it is unlicensed. */
  offering: {
    legalName: null as string | null,
    registration: null as string | null,
    licenceNumber: null as string | null,
    regulator: null as string | null,
  },
  /** Where the industry's RWA market cap ($30B) comes from, and the date it is as of. */
  marketCapSource: null as { name: string; asOf: string } | null,
  /** The date the company's own figures ($5M+ revenue, 80+ properties, 10K+ customers) are as of. */
  figuresAsOf: null as string | null,
  /** What supports the "Most Popular" marker on the Gold tier (its share of passports, and when). */
  mostPopularEvidence: null as string | null,
  /**
   * The privacy notice's processors: who hosts the site (and its database and logs), who sends
   * its e-mails (SMTP_URL), and the countries where they process the data; `null` until known.
   */
  processors: null as { hosting: string; mail: string; countries: string } | null,
};

/** The operator's facts in words, and what the pages say while one is missing, in one language. */
export const operatorStringsSchema = z.strictObject({
  /** Facts in words, `null` until the operator supplies them in this language. */
  facts: z.strictObject({
    /** The risk warning the offering's regulator requires, in its exact words. */
    riskWarning: textSchema.nullable(),
    /** Whether the target APYs are net or gross of fees, and the assumptions behind them. */
    apyBasis: textSchema.nullable(),
    /** The fees a pool charges. */
    fees: textSchema.nullable(),
    /** What a token holder owns in law, and what happens if a head lease ends. */
    tokenRights: textSchema.nullable(),
    /** Who counts as a customer in "10K+ customers served" (tenants, guests, investors...). */
    customers: textSchema.nullable(),
  }),
  /** The licence paragraph of /docs: while unlicensed, and once licensed (with the facts' names). */
  offering: z.strictObject({
    pending: textSchema,
    known: textSchema
      .includes('{legalName}')
      .includes('{registration}')
      .includes('{licenceNumber}')
      .includes('{regulator}'),
  }),
  /** The risk disclosure's point for the regulator's warning. */
  riskWarning: z.strictObject({ title: textSchema, pending: textSchema }),
  /** The risk disclosure's point on what a token holder owns. */
  tokenRights: z.strictObject({ title: textSchema, pending: textSchema }),
  /** The risk disclosure's point on fees and the target's basis. */
  fees: z.strictObject({ title: textSchema, pending: textSchema }),
  /** The date the company's figures are as of, in a sentence: until known, and once known. */
  figuresAsOf: z.strictObject({ pending: textSchema, known: textSchema.includes('{date}') }),
  /** Who counts as a customer, until the operator says it (`facts.customers`). */
  customers: z.strictObject({ pending: textSchema }),
  /** The privacy notice's processors and transfers paragraph, until known and once known. */
  processors: z.strictObject({
    pending: textSchema,
    known: textSchema.includes('{hosting}').includes('{mail}').includes('{countries}'),
  }),
  /** After the RWA market cap's note: its source and date, or that they will be published. */
  marketCapSource: z.strictObject({
    pending: textSchema,
    known: textSchema.includes('{name}').includes('{asOf}'),
  }),
});

/** The operator's facts in words in one language. */
export type OperatorStrings = z.input<typeof operatorStringsSchema>;

/** One fact the operator has not supplied yet: where to supply it, and what it is. */
export interface MissingFact {
  where: string;
  what: string;
}

/** What the pages say of the operator's facts in one language, and which facts are missing. */
export function buildOperator(
  strings: OperatorStrings,
  locale: string,
  operatorFacts: typeof OPERATOR_FACTS = OPERATOR_FACTS,
) {
  const { offering, marketCapSource } = operatorFacts;
  const facts = strings.facts;
  const missing: MissingFact[] = [];
  const here = 'src/content/operator.ts: OPERATOR_FACTS';
  const inWords = `src/content/${locale}/operator.ts: facts`;
  const licensed = Object.values(offering).every((value) => value !== null);
  const offeringLabels = {
    legalName: 'legal name',
    registration: 'registration',
    licenceNumber: 'licence number',
    regulator: 'regulator',
  } satisfies Record<keyof typeof offering, string>;
  for (const key of Object.keys(offeringLabels) as Array<keyof typeof offering>) {
    if (offering[key] === null) {
      missing.push({
        where: `${here}.offering.${key}`,
        what: `the offering entity's ${offeringLabels[key]} (until all four are set, the site says the offering is not yet licensed and no investment is accepted)`,
      });
    }
  }
  if (marketCapSource === null) {
    missing.push({
      where: `${here}.marketCapSource`,
      what: 'the $30B figure needs its source and date',
    });
  }
  if (operatorFacts.figuresAsOf === null) {
    missing.push({
      where: `${here}.figuresAsOf`,
      what: 'the company figures ($5M+, 80+, 40+, 10K+) need the date they are as of',
    });
  }
  if (operatorFacts.processors === null) {
    missing.push({
      where: `${here}.processors`,
      what: "the privacy notice's processors (hosting, e-mail) and the countries they process data in",
    });
  }
  if (operatorFacts.mostPopularEvidence === null) {
    missing.push({
      where: `${here}.mostPopularEvidence`,
      what: '"Most Popular" on the Gold tier is a claim the operator must be able to support',
    });
  }
  const labels = {
    riskWarning: "the regulator's required risk warning",
    apyBasis: 'the basis of the target APYs (net or gross of fees, assumptions)',
    fees: 'the fees',
    tokenRights: 'what a token holder owns and what happens if a head lease ends',
    customers: 'who counts as a customer in "10K+ customers served"',
  } satisfies Record<keyof typeof facts, string>;
  for (const key of Object.keys(labels) as Array<keyof typeof labels>) {
    if (facts[key] === null) missing.push({ where: `${inWords}.${key}`, what: labels[key] });
  }
  const feesText =
    facts.fees !== null && facts.apyBasis !== null
      ? `${facts.fees} ${facts.apyBasis}`
      : strings.fees.pending;
  return {
    /** The licence paragraph of /docs. */
    offering: licensed
      ? fill(strings.offering.known, offering as Record<keyof typeof offering, string>)
      : strings.offering.pending,
    /** The risk disclosure's points the operator's facts complete. */
    riskPoints: [
      { title: strings.riskWarning.title, text: facts.riskWarning ?? strings.riskWarning.pending },
      { title: strings.tokenRights.title, text: facts.tokenRights ?? strings.tokenRights.pending },
      { title: strings.fees.title, text: feesText },
    ],
    /** The date the company's figures are as of, or that it will be published. */
    figuresAsOf:
      operatorFacts.figuresAsOf === null
        ? strings.figuresAsOf.pending
        : fill(strings.figuresAsOf.known, { date: operatorFacts.figuresAsOf }),
    /** Who counts as a customer, or that it will be published. */
    customers: facts.customers ?? strings.customers.pending,
    /** The privacy notice's processors and transfers, or that they will be published. */
    processors:
      operatorFacts.processors === null
        ? strings.processors.pending
        : fill(strings.processors.known, operatorFacts.processors),
    /** The RWA market cap's source and date, or that they will be published. */
    marketCapSource:
      marketCapSource === null
        ? strings.marketCapSource.pending
        : fill(strings.marketCapSource.known, marketCapSource),
    missing,
  };
}

/** What the pages say of the operator's facts in one language. */
export type OperatorContent = ReturnType<typeof buildOperator>;
