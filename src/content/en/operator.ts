import type { OperatorStrings } from '../operator';

/** The operator's facts in English, and what the pages say while one is missing (see ../operator.ts). */
export const operator = {
  facts: { riskWarning: null, apyBasis: null, fees: null, tokenRights: null, customers: null },
  offering: {
    pending:
      'Licence: the offering is not yet licensed. The company that will make it, its registration, its licence number and its regulator will be published here before launch; until then no investment is accepted, and applying only registers your interest.',
    known:
      'Licence: the pools are offered by {legalName} (registration {registration}), licensed by {regulator} under licence {licenceNumber}.',
  },
  riskWarning: {
    title: "The regulator's risk warning",
    pending:
      "The risk warning that the offering's regulator requires will be published here, in its exact words, before launch.",
  },
  tokenRights: {
    title: 'What you own',
    pending:
      "A pool token represents a share in the pool's tokenized sub-leases, not ownership of the properties. What it gives you in law, and what happens if the head lease behind a sub-lease ends early, will be set out in the pool's terms, published before launch.",
  },
  fees: {
    title: "Fees and the target's basis",
    pending:
      'The fees a pool charges, and whether its target APY is stated before or after them, will be published before launch. Fees reduce what you receive.',
  },
  figuresAsOf: {
    pending: 'The date these figures are as of will be published before launch.',
    known: 'As of {date}.',
  },
  customers: {
    pending: 'Who counts as a customer will be published before launch.',
  },
  processors: {
    pending:
      'The companies that host this site (with its database and logs) and send its e-mails on our behalf, our processors, and the countries where they process your data, will be named here before launch, with the safeguards for any transfer out of your country. How long the host keeps the server log will be stated with them.',
    known:
      'Our processors: {hosting} hosts this site, its database and its log, and {mail} sends its e-mails, on our behalf and under contract. They process your data in {countries}.',
  },
  marketCapSource: {
    pending: 'Its source and date will be published before launch.',
    known: 'Source: {name}, as of {asOf}.',
  },
} satisfies OperatorStrings;
