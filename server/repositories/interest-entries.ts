/**
 * All SQL about interest entries (applications and waitlist entries): storing one with its
 * e-mails (through the outbox, in one transaction) or recording a repeat beside it, erasing
 * one, listing them for operators, and the retention purge.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import { DEFAULT_LOCALE, type Locale } from '#contracts/locale.ts';
import { transaction } from '../db.ts';
import type { LeadEvent } from '../leads-webhook.ts';
import { storedLocale } from './contact-messages.ts';
import { createOutboxRepository, type OutboxMail } from './outbox.ts';

/** The table, as outbox rows name it in `ref_table`. */
export const INTEREST_ENTRIES_TABLE = 'interest_entries';

/**
 * A repeat within this time of the last confirmation sends nothing: at most one confirmation per
 * address and pool a day, however often the form is sent with that address.
 */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

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
  /** True when the outgoing mail was enqueued (a new entry, or a repeat past the window). */
  enqueued: boolean;
}

/** Filters for `list`. */
export interface ListInterestOptions {
  /** Only entries registered (or updated) at or after this ISO 8601 UTC instant. */
  since?: string;
  poolId?: string;
  kind?: InterestKind;
}

const COLUMNS = `id, kind, pool_id, email, name, country, investor_type, amount_band, not_us_person,
  risk_read, message, consent_version, consented_at, ip_hash, user_agent, locale, created_at,
  updated_at`;

function text(row: Record<string, SQLInputValue>, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`interest_entries.${column} is not text`);
  return value;
}

function nullableText(row: Record<string, SQLInputValue>, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

function nullableFlag(row: Record<string, SQLInputValue>, column: string): boolean | null {
  const value = row[column];
  return value === null || value === undefined ? null : value === 1;
}

function flag(value: boolean | null): number | null {
  return value === null ? null : value ? 1 : 0;
}

function toRepeat(row: Record<string, SQLInputValue>): InterestRepeat {
  return {
    receivedAt: text(row, 'received_at'),
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

function toEntry(
  row: Record<string, SQLInputValue>,
  repeats: InterestRepeat[] = [],
): StoredInterestEntry {
  return {
    repeats,
    id: text(row, 'id'),
    kind: text(row, 'kind') as InterestKind,
    poolId: text(row, 'pool_id'),
    email: text(row, 'email'),
    name: nullableText(row, 'name'),
    country: text(row, 'country'),
    investorType: nullableText(row, 'investor_type') as InvestorType | null,
    amountBand: nullableText(row, 'amount_band') as AmountBand | null,
    notUsPerson: nullableFlag(row, 'not_us_person'),
    riskRead: nullableFlag(row, 'risk_read'),
    message: nullableText(row, 'message'),
    consentVersion: text(row, 'consent_version'),
    consentedAt: text(row, 'consented_at'),
    ipHash: nullableText(row, 'ip_hash'),
    userAgent: nullableText(row, 'user_agent'),
    locale: storedLocale(row['locale']),
    createdAt: text(row, 'created_at'),
    updatedAt: text(row, 'updated_at'),
  };
}

/** Creates the repository over an open, migrated database. */
export function createInterestEntriesRepository(db: DatabaseSync) {
  const outbox = createOutboxRepository(db);
  const insertStatement = db.prepare(
    `INSERT INTO interest_entries (${COLUMNS}, email_key, confirmed_at)
     VALUES (:id, :kind, :poolId, :email, :name, :country, :investorType, :amountBand,
       :notUsPerson, :riskRead, :message, :consentVersion, :consentedAt, :ipHash, :userAgent,
       :locale, :at, :at, :emailKey, :at)`,
  );
  const existingStatement = db.prepare(
    `SELECT id, confirmed_at FROM interest_entries
     WHERE kind = ? AND pool_id = ? AND email_key = ?`,
  );
  const repeatStatement = db.prepare(
    `INSERT INTO interest_repeats (entry_id, received_at, email, name, country, investor_type,
       amount_band, message, locale, ip_hash, user_agent)
     VALUES (:entryId, :at, :email, :name, :country, :investorType, :amountBand, :message,
       :locale, :ipHash, :userAgent)`,
  );
  const touchStatement = db.prepare('UPDATE interest_entries SET updated_at = :at WHERE id = :id');
  const confirmedStatement = db.prepare(
    'UPDATE interest_entries SET confirmed_at = :at WHERE id = :id',
  );
  const repeatsStatement = db.prepare(
    `SELECT entry_id, received_at, email, name, country, investor_type, amount_band, message,
       locale, ip_hash, user_agent
     FROM interest_repeats WHERE entry_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const getStatement = db.prepare(`SELECT ${COLUMNS} FROM interest_entries WHERE id = ?`);
  const deleteStatement = db.prepare('DELETE FROM interest_entries WHERE id = ?');
  const expiredStatement = db.prepare('SELECT id FROM interest_entries WHERE updated_at < ?');

  function withRepeats(rows: Array<Record<string, SQLInputValue>>): StoredInterestEntry[] {
    const ids = rows.map((row) => text(row, 'id'));
    const repeats = new Map<string, InterestRepeat[]>();
    for (const row of repeatsStatement.all(JSON.stringify(ids))) {
      const id = text(row, 'entry_id');
      repeats.set(id, [...(repeats.get(id) ?? []), toRepeat(row)]);
    }
    return rows.map((row) => toEntry(row, repeats.get(text(row, 'id')) ?? []));
  }

  function enqueueAll(id: string, outgoing: readonly EntryMail[], at: string): void {
    for (const item of outgoing) {
      const about = { kind: item.kind, ref: { table: INTEREST_ENTRIES_TABLE, id } };
      if ('event' in item) outbox.enqueueEvent(item.event, about, at);
      else outbox.enqueue(item.mail, about, at);
    }
  }

  function erase(ids: readonly string[]): number {
    let deleted = 0;
    for (const id of ids) deleted += Number(deleteStatement.run(id).changes);
    outbox.deleteAbout(INTEREST_ENTRIES_TABLE, ids);
    return deleted;
  }

  return {
    /**
     * Stores a new entry with what `outgoing(id, repeated)` renders for it (its e-mails, its
     * leads-webhook event), in one transaction: all are committed when this returns, or none is.
     * An address that has an entry of this kind for this pool already (in any case) keeps it as
     * it was: the submission is recorded as a repeat beside it, and `outgoing(id, true)` is
     * enqueued only when the last confirmation is older than CONFIRMATION_WINDOW_MS.
     */
    save(
      input: NewInterestEntry,
      outgoing: (id: string, repeated: boolean) => readonly EntryMail[] = () => [],
    ): SaveResult {
      const emailKey = input.email.toLowerCase();
      const locale = input.locale ?? DEFAULT_LOCALE;
      return transaction(db, () => {
        const existing = existingStatement.get(input.kind, input.poolId, emailKey);
        if (existing === undefined) {
          const id = randomUUID();
          insertStatement.run({
            id,
            ...input,
            locale,
            notUsPerson: flag(input.notUsPerson),
            riskRead: flag(input.riskRead),
            emailKey,
          });
          enqueueAll(id, outgoing(id, false), input.at);
          return { id, repeated: false, enqueued: true };
        }
        const id = text(existing, 'id');
        repeatStatement.run({
          entryId: id,
          at: input.at,
          email: input.email,
          name: input.name,
          country: input.country,
          investorType: input.investorType,
          amountBand: input.amountBand,
          message: input.message,
          locale,
          ipHash: input.ipHash,
          userAgent: input.userAgent,
        });
        touchStatement.run({ id, at: input.at });
        const confirmedAt = Date.parse(String(existing['confirmed_at'] ?? ''));
        const due = !(Date.parse(input.at) - confirmedAt < CONFIRMATION_WINDOW_MS);
        if (due) {
          confirmedStatement.run({ id, at: input.at });
          enqueueAll(id, outgoing(id, true), input.at);
        }
        return { id, repeated: true, enqueued: due };
      });
    },
    get(id: string): StoredInterestEntry | undefined {
      const row = getStatement.get(id);
      return row ? withRepeats([row])[0] : undefined;
    },
    /**
     * Erases an entry and every e-mail about it still in the outbox (erasure, not a flag).
     * Returns false when there was none (already removed, or never stored).
     */
    remove(id: string): boolean {
      return transaction(db, () => erase([id]) > 0);
    },
    /** Erases entries last updated before `cutoff` (ISO 8601 UTC), for retention. */
    deleteUpdatedBefore(cutoff: string): number {
      return transaction(db, () =>
        erase(expiredStatement.all(cutoff).map((row) => text(row, 'id'))),
      );
    },
    /** Entries newest first (by their latest registration). */
    list(options: ListInterestOptions = {}): StoredInterestEntry[] {
      const conditions: string[] = [];
      const parameters: Record<string, SQLInputValue> = {};
      if (options.since !== undefined) {
        conditions.push('updated_at >= :since');
        parameters['since'] = options.since;
      }
      if (options.poolId !== undefined) {
        conditions.push('pool_id = :poolId');
        parameters['poolId'] = options.poolId;
      }
      if (options.kind !== undefined) {
        conditions.push('kind = :kind');
        parameters['kind'] = options.kind;
      }
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      // rowid breaks ties between entries written in the same millisecond.
      const rows = db
        .prepare(
          `SELECT ${COLUMNS} FROM interest_entries ${where} ORDER BY updated_at DESC, rowid DESC`,
        )
        .all(parameters);
      return withRepeats(rows);
    },
  };
}

export type InterestEntriesRepository = ReturnType<typeof createInterestEntriesRepository>;
