/**
 * The shapes of interest entries (what a route stores, what operators see, what is enqueued
 * about one) and the mapping of their rows: apart from interest-entries.ts, which holds the SQL.
 */
import type { SQLInputValue } from 'node:sqlite';
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import type { Locale } from '#contracts/locale.ts';
import type { LeadEvent } from '../leads-webhook.ts';
import { storedLocale } from './contact-messages.ts';
import type { OutboxMail } from './outbox.ts';

/** What a route hands over to store. Application-only fields are null on a waitlist entry. */
export interface NewInterestEntry {
  kind: InterestKind;
  /** Id of the pool (slug). */
  poolId: string;
  /** As typed; repeats are matched on its lower-case form. */
  email: string;
  name: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  investorType: InvestorType | null;
  amountBand: AmountBand | null;
  /** Ticked "I am not a US person" (applications). */
  notUsPerson: boolean | null;
  /** Ticked "I have read the risk disclosure" (applications). */
  riskRead: boolean | null;
  message: string | null;
  /** Version of the consent wording agreed to (contracts/interest.ts CONSENT_VERSIONS). */
  consentVersion: string;
  /** ISO 8601 UTC: when the consent was given (the time of the submission). */
  consentedAt: string;
  /** Salted hash of the client IP, or null when unknown. */
  ipHash: string | null;
  userAgent: string | null;
  /** The language of the page it was sent from (absent: DEFAULT_LOCALE). */
  locale?: Locale;
  /** ISO 8601 UTC: the submission's time; created_at of a new row, updated_at of every row. */
  at: string;
}

/** A repeat of an entry from the same address: its answers, kept beside the first ones. */
export interface InterestRepeat {
  receivedAt: string;
  email: string;
  name: string | null;
  country: string;
  investorType: InvestorType | null;
  amountBand: AmountBand | null;
  message: string | null;
  locale: Locale;
  ipHash: string | null;
  userAgent: string | null;
}

/** A stored entry, as operators see it (`npm run interest -- --json`). */
export interface StoredInterestEntry extends Omit<NewInterestEntry, 'at' | 'locale'> {
  /** The language of the page it was sent from (`en` for entries from before it was kept). */
  locale: Locale;
  /** Random identifier (UUID). */
  id: string;
  /** First registration, ISO 8601 UTC. */
  createdAt: string;
  /** Latest registration (the first, or the latest repeat), ISO 8601 UTC. */
  updatedAt: string;
  /** When the owner followed the confirm link (ISO 8601 UTC); null: not confirmed, not a lead. */
  confirmedAt: string | null;
  /** When the last confirmation e-mail was queued; null: none was. */
  confirmationSentAt: string | null;
  /** Later submissions from the same address, oldest first; they changed nothing above. */
  repeats: InterestRepeat[];
}

/** One e-mail, or leads-webhook event, to enqueue about the stored entry. */
export type EntryMail =
  | {
      /** Outbox kind, e.g. 'application-confirmation'. */
      kind: string;
      mail: OutboxMail;
    }
  | {
      /** LEADS_WEBHOOK_KIND. */
      kind: string;
      event: LeadEvent;
    };

/** What `save` did. */
export interface SaveResult {
  /** The entry's id (the first entry's, for a repeat). */
  id: string;
  /** True when the address had an entry for this kind and pool already: it is kept as it was. */
  repeated: boolean;
  /** True when something was enqueued (the confirmation e-mail). */
  enqueued: boolean;
}

/** What `confirm` did. */
export type ConfirmResult =
  | { status: 'confirmed'; entry: StoredInterestEntry; enqueued: boolean }
  /** Confirmed before: nothing new was done. */
  | { status: 'already'; entry: StoredInterestEntry }
  /** No such entry (removed, expired, or never stored). */
  | { status: 'missing' };

/** What a retention purge of interest entries deleted. */
export interface InterestPurgeResult {
  /** Confirmed entries past retention (each with its erasure event, when one was rendered). */
  confirmed: number;
  /** Unconfirmed entries whose confirm link has expired (they never left the site). */
  unconfirmed: number;
  /** Erasure events enqueued. */
  erasures: number;
}

/** Filters for `list`. */
export interface ListInterestOptions {
  /** Only entries registered (or updated) at or after this ISO 8601 UTC instant. */
  since?: string;
  poolId?: string;
  kind?: InterestKind;
  /** Only confirmed entries (true) or only unconfirmed ones (false). */
  confirmed?: boolean;
}

export const COLUMNS = `id, kind, pool_id, email, name, country, investor_type, amount_band, not_us_person,
  risk_read, message, consent_version, consented_at, ip_hash, user_agent, locale, created_at,
  updated_at, confirmed_at, confirmation_sent_at`;

export function text(row: Record<string, SQLInputValue>, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`interest_entries.${column} is not text`);
  return value;
}

export function nullableText(row: Record<string, SQLInputValue>, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

function nullableFlag(row: Record<string, SQLInputValue>, column: string): boolean | null {
  const value = row[column];
  return value === null || value === undefined ? null : value === 1;
}

export function flag(value: boolean | null): number | null {
  return value === null ? null : value ? 1 : 0;
}

/** What a submission answered, as a row holds it: an entry's first answers or a repeat's. */
function answers(row: Record<string, SQLInputValue>): Omit<InterestRepeat, 'receivedAt'> {
  return {
    email: text(row, 'email'),
    name: nullableText(row, 'name'),
    country: text(row, 'country'),
    investorType: nullableText(row, 'investor_type') as InvestorType | null,
    amountBand: nullableText(row, 'amount_band') as AmountBand | null,
    message: nullableText(row, 'message'),
    locale: storedLocale(row['locale']),
    ipHash: nullableText(row, 'ip_hash'),
    userAgent: nullableText(row, 'user_agent'),
  };
}

export function toRepeat(row: Record<string, SQLInputValue>): InterestRepeat {
  return { receivedAt: text(row, 'received_at'), ...answers(row) };
}

export function toEntry(
  row: Record<string, SQLInputValue>,
  repeats: InterestRepeat[] = [],
): StoredInterestEntry {
  return {
    repeats,
    id: text(row, 'id'),
    kind: text(row, 'kind') as InterestKind,
    poolId: text(row, 'pool_id'),
    ...answers(row),
    notUsPerson: nullableFlag(row, 'not_us_person'),
    riskRead: nullableFlag(row, 'risk_read'),
    consentVersion: text(row, 'consent_version'),
    consentedAt: text(row, 'consented_at'),
    createdAt: text(row, 'created_at'),
    updatedAt: text(row, 'updated_at'),
    confirmedAt: nullableText(row, 'confirmed_at'),
    confirmationSentAt: nullableText(row, 'confirmation_sent_at'),
  };
}
