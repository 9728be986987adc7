/**
 * The e-mails about an interest entry: the applicant's confirmation (what happens next, and a
 * link to withdraw), the team's notice with the application's details, and the waitlist
 * entrant's confirmation (with a link that removes the entry). Plain text, English, no tracking:
 * the only link is the signed removal link. Rendered once, when the entry is stored; the outbox
 * keeps each as it is for every attempt.
 */
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import type { OutboxMail } from '../repositories/outbox.ts';

/** Outbox kind of the applicant's confirmation. */
export const APPLICATION_CONFIRMATION_KIND = 'application-confirmation';
/** Outbox kind of the team's notice of an application. */
export const APPLICATION_NOTICE_KIND = 'application-notice';
/** Outbox kind of a waitlist entrant's confirmation. */
export const WAITLIST_CONFIRMATION_KIND = 'waitlist-confirmation';

/** The team's mailbox (CONTACT_TO) and the sender of every e-mail (CONTACT_FROM). */
export interface InterestMailAddresses {
  to: string;
  from: string;
}

/** What the e-mails say about the entry. */
export interface InterestMailEntry {
  /** Id of the stored entry, shown to the team so `npm run interest` finds it. */
  id: string;
  kind: InterestKind;
  poolId: string;
  /** The pool's display name (from /pools.json). */
  poolName: string;
  email: string;
  name: string | null;
  /** ISO 3166-1 alpha-2, and its English name. */
  country: string;
  countryName: string;
  investorType: InvestorType | null;
  amountBand: AmountBand | null;
  message: string | null;
  consentVersion: string;
  /** Submission time, ISO 8601 UTC. */
  at: string;
}

/** How the amount bands read in an e-mail. */
export const AMOUNT_BAND_TEXT: Record<AmountBand, string> = {
  'under-10k': 'under $10,000',
  '10k-50k': '$10,000-$49,999',
  '50k-100k': '$50,000-$99,999',
  '100k-plus': '$100,000 or more',
};

const INVESTOR_TYPE_TEXT: Record<InvestorType, string> = {
  individual: 'Individual',
  company: 'Company',
};

const RISK_NOTE =
  'Investing in tokenized real-estate pools carries risk, including the loss of some or all of ' +
  'your capital. Target APY figures are targets, not guaranteed.';

// Visitor text on one line: it cannot start a fake line of its own in the body or a header.
function singleLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

function greeting(name: string | null): string {
  const clean = name === null ? '' : singleLine(name);
  return clean === '' ? 'Hello,' : `Hello ${clean},`;
}

/** The applicant's confirmation, with the link that withdraws (deletes) the application. */
export function renderApplicationConfirmation(
  entry: InterestMailEntry,
  addresses: InterestMailAddresses,
  removeUrl: string,
): OutboxMail {
  return {
    from: addresses.from,
    to: entry.email,
    replyTo: addresses.to,
    subject: `We received your application: ${entry.poolName}`,
    text: [
      greeting(entry.name),
      '',
      `Thank you for applying for access to the ${entry.poolName}. Here is what happens next:`,
      '',
      '1. Our team reviews your eligibility and replies within 24-48 hours on business days',
      '   (Mon-Fri 9AM-6PM GST).',
      '2. If you are eligible, you complete KYC/AML verification before any deposit.',
      '3. No money is taken on the website: nothing is due until verification is complete and',
      '   you have agreed to the pool terms.',
      '',
      RISK_NOTE,
      '',
      'Changed your mind? This link withdraws your application and deletes what you sent us:',
      removeUrl,
      '',
      'You received this e-mail because this address was used to apply on the RealYield',
      'website. If that was not you, use the link above and we will delete it.',
      '',
    ].join('\n'),
  };
}

/** The team's notice, replying to the applicant. */
export function renderApplicationNotice(
  entry: InterestMailEntry,
  addresses: InterestMailAddresses,
): OutboxMail {
  const name = singleLine(entry.name ?? '');
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: name === '' ? entry.email : { name, address: entry.email },
    subject: `New application: ${entry.poolName}`,
    text: [
      'New application from the RealYield website.',
      '',
      `Pool: ${entry.poolName} (${entry.poolId})`,
      `Name: ${name}`,
      `Email: ${singleLine(entry.email)}`,
      `Country of residence: ${entry.countryName} (${entry.country})`,
      `Investor type: ${entry.investorType ? INVESTOR_TYPE_TEXT[entry.investorType] : '-'}`,
      `Intended amount: ${entry.amountBand ? AMOUNT_BAND_TEXT[entry.amountBand] : '-'}`,
      'Not a US person: confirmed',
      'Risk disclosure read: confirmed',
      `Consent: ${entry.consentVersion}`,
      `Received: ${entry.at}`,
      `Entry ID: ${entry.id}`,
      '',
      'Message:',
      entry.message ?? '(none)',
      '',
      'A repeat application from the same address updates this entry (npm run interest).',
      '',
    ].join('\n'),
  };
}

/** A waitlist entrant's confirmation, with the link that removes (deletes) the entry. */
export function renderWaitlistConfirmation(
  entry: InterestMailEntry,
  addresses: InterestMailAddresses,
  removeUrl: string,
): OutboxMail {
  return {
    from: addresses.from,
    to: entry.email,
    replyTo: addresses.to,
    subject: `You are on the waitlist: ${entry.poolName}`,
    text: [
      greeting(entry.name),
      '',
      `You are on the waitlist of the ${entry.poolName}. We will e-mail you when it opens for`,
      'applications; nothing else.',
      '',
      'Opening a pool to applications is not an offer: every investor completes an eligibility',
      'check and KYC/AML verification before any deposit.',
      '',
      RISK_NOTE,
      '',
      'To leave the waitlist and have your entry deleted, open this link:',
      removeUrl,
      '',
      'You received this e-mail because this address was added to a waitlist on the RealYield',
      'website. If that was not you, use the link above and we will delete it.',
      '',
    ].join('\n'),
  };
}
