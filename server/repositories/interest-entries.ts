/**
 * All SQL about interest entries (applications and waitlist entries): storing one with its
 * confirmation e-mail (through the outbox, in one transaction) or recording a repeat beside it,
 * confirming one (with the team's notice and the lead event), erasing one (with its erasure
 * event), listing them for operators, and the retention purge.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { DEFAULT_LOCALE } from '#contracts/locale.ts';
import { transaction } from '../db.ts';
import {
  COLUMNS,
  flag,
  text,
  toEntry,
  toRepeat,
  type ConfirmResult,
  type EntryMail,
  type InterestPurgeResult,
  type InterestRepeat,
  type ListInterestOptions,
  type NewInterestEntry,
  type SaveResult,
  type StoredInterestEntry,
} from './interest-entry-rows.ts';
import { createOutboxRepository } from './outbox.ts';

export type * from './interest-entry-rows.ts';

/** The table, as outbox rows name it in `ref_table`. */
export const INTEREST_ENTRIES_TABLE = 'interest_entries';

/**
 * The `ref_table` of an erasure event in the outbox: not the entry's table, so that erasing the
 * entry (which deletes every outbox row about it) leaves the event that tells the CRM to erase.
 */
export const INTEREST_ERASURES_REF = 'interest_entries_erased';

/** Creates the repository over an open, migrated database. */
export function createInterestEntriesRepository(db: DatabaseSync) {
  const outbox = createOutboxRepository(db);
  const insertStatement = db.prepare(
    `INSERT INTO interest_entries (${COLUMNS}, email_key)
     VALUES (:id, :kind, :poolId, :email, :name, :country, :investorType, :amountBand,
       :notUsPerson, :riskRead, :message, :consentVersion, :consentedAt, :ipHash, :userAgent,
       :locale, :at, :at, NULL, NULL, :emailKey)`,
  );
  const existingStatement = db.prepare(
    'SELECT id FROM interest_entries WHERE kind = ? AND pool_id = ? AND email_key = ?',
  );
  const repeatStatement = db.prepare(
    `INSERT INTO interest_repeats (entry_id, received_at, email, name, country, investor_type,
       amount_band, message, locale, ip_hash, user_agent)
     VALUES (:entryId, :at, :email, :name, :country, :investorType, :amountBand, :message,
       :locale, :ipHash, :userAgent)`,
  );
  const touchStatement = db.prepare('UPDATE interest_entries SET updated_at = :at WHERE id = :id');
  const sentStatement = db.prepare(
    'UPDATE interest_entries SET confirmation_sent_at = :at WHERE id = :id',
  );
  const confirmStatement = db.prepare(
    'UPDATE interest_entries SET confirmed_at = :at WHERE id = :id AND confirmed_at IS NULL',
  );
  const repeatsStatement = db.prepare(
    `SELECT entry_id, received_at, email, name, country, investor_type, amount_band, message,
       locale, ip_hash, user_agent
     FROM interest_repeats WHERE entry_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const getStatement = db.prepare(`SELECT ${COLUMNS} FROM interest_entries WHERE id = ?`);
  const deleteStatement = db.prepare('DELETE FROM interest_entries WHERE id = ?');
  // Retention runs from the confirmation: a stranger's repeat cannot restart it.
  const expiredStatement = db.prepare(
    `SELECT ${COLUMNS} FROM interest_entries
     WHERE confirmed_at IS NOT NULL AND confirmed_at < ?`,
  );
  // An unconfirmed entry lives as long as its latest confirm link (or, when no e-mail could be
  // sent, as long as one would have).
  const unconfirmedStatement = db.prepare(
    `SELECT ${COLUMNS} FROM interest_entries
     WHERE confirmed_at IS NULL AND COALESCE(confirmation_sent_at, created_at) < ?`,
  );

  function withRepeats(rows: Array<Record<string, SQLInputValue>>): StoredInterestEntry[] {
    const ids = rows.map((row) => text(row, 'id'));
    const repeats = new Map<string, InterestRepeat[]>();
    for (const row of repeatsStatement.all(JSON.stringify(ids))) {
      const id = text(row, 'entry_id');
      repeats.set(id, [...(repeats.get(id) ?? []), toRepeat(row)]);
    }
    return rows.map((row) => toEntry(row, repeats.get(text(row, 'id')) ?? []));
  }

  function enqueueAll(
    id: string,
    outgoing: readonly EntryMail[],
    at: string,
    table: string = INTEREST_ENTRIES_TABLE,
  ): void {
    for (const item of outgoing) {
      const about = { kind: item.kind, ref: { table, id } };
      if ('event' in item) outbox.enqueueEvent(item.event, about, at);
      else outbox.enqueue(item.mail, about, at);
    }
  }

  /**
   * Deletes the entries (their repeats go by cascade) and every outbox row about them, then
   * enqueues what `erasure` renders for each (the event that tells the CRM to erase its copy).
   * Returns the number of erasure items enqueued.
   */
  function erase(
    entries: readonly StoredInterestEntry[],
    erasure: (entry: StoredInterestEntry) => readonly EntryMail[],
    at: string,
  ): number {
    let enqueued = 0;
    for (const entry of entries) deleteStatement.run(entry.id);
    outbox.deleteAbout(
      INTEREST_ENTRIES_TABLE,
      entries.map((entry) => entry.id),
    );
    for (const entry of entries) {
      const items = erasure(entry);
      enqueueAll(entry.id, items, at, INTEREST_ERASURES_REF);
      enqueued += items.length;
    }
    return enqueued;
  }

  const get = (id: string): StoredInterestEntry | undefined => {
    const row = getStatement.get(id);
    return row ? withRepeats([row])[0] : undefined;
  };

  return {
    /**
     * Stores a new entry, or records a repeat beside the entry this address (in any case) has
     * for this kind and pool already (which is kept as it was), and enqueues what
     * `confirmation(id, repeated)` renders (the confirmation e-mail, or nothing when the limits
     * or the configuration say no), in one transaction: all are committed when this returns.
     */
    save(
      input: NewInterestEntry,
      confirmation: (id: string, repeated: boolean) => readonly EntryMail[] = () => [],
    ): SaveResult {
      const emailKey = input.email.toLowerCase();
      const locale = input.locale ?? DEFAULT_LOCALE;
      return transaction(db, () => {
        const existing = existingStatement.get(input.kind, input.poolId, emailKey);
        let id: string;
        if (existing === undefined) {
          id = randomUUID();
          insertStatement.run({
            id,
            ...input,
            locale,
            notUsPerson: flag(input.notUsPerson),
            riskRead: flag(input.riskRead),
            emailKey,
          });
        } else {
          id = text(existing, 'id');
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
        }
        const items = confirmation(id, existing !== undefined);
        if (items.length > 0) {
          sentStatement.run({ id, at: input.at });
          enqueueAll(id, items, input.at);
        }
        return { id, repeated: existing !== undefined, enqueued: items.length > 0 };
      });
    },
    get,
    /**
     * Marks the entry confirmed and enqueues what `outgoing(entry)` renders (the team's notice,
     * the lead event), once: a second call finds it confirmed and does nothing.
     */
    confirm(
      id: string,
      at: string,
      outgoing: (entry: StoredInterestEntry) => readonly EntryMail[] = () => [],
    ): ConfirmResult {
      return transaction(db, () => {
        const entry = get(id);
        if (entry === undefined) return { status: 'missing' };
        if (Number(confirmStatement.run({ id, at }).changes) === 0) {
          return { status: 'already', entry };
        }
        const confirmed = { ...entry, confirmedAt: at };
        const items = outgoing(confirmed);
        enqueueAll(id, items, at);
        return { status: 'confirmed', entry: confirmed, enqueued: items.length > 0 };
      });
    },
    /**
     * Erases an entry and every e-mail and event about it still in the outbox (erasure, not a
     * flag), and enqueues what `erasure(entry)` renders. Returns the erased entry, or undefined
     * when there was none (already removed, or never stored).
     */
    remove(
      id: string,
      erasure: (entry: StoredInterestEntry) => readonly EntryMail[] = () => [],
      at: string = new Date().toISOString(),
    ): { entry: StoredInterestEntry; erasures: number } | undefined {
      return transaction(db, () => {
        const entry = get(id);
        if (entry === undefined) return undefined;
        return { entry, erasures: erase([entry], erasure, at) };
      });
    },
    /**
     * Retention: erases confirmed entries confirmed before `confirmedBefore` (with what
     * `erasure` renders for each) and unconfirmed ones whose last confirmation e-mail (or, with
     * none, their first registration) is older than `unconfirmedBefore`: never confirmed, they
     * never left the site, so nothing is rendered for them.
     */
    purge(
      cutoffs: { confirmedBefore: string; unconfirmedBefore: string },
      erasure: (entry: StoredInterestEntry) => readonly EntryMail[] = () => [],
      at: string = new Date().toISOString(),
    ): InterestPurgeResult {
      return transaction(db, () => {
        const confirmed = withRepeats(expiredStatement.all(cutoffs.confirmedBefore));
        const unconfirmed = withRepeats(unconfirmedStatement.all(cutoffs.unconfirmedBefore));
        return {
          confirmed: confirmed.length,
          unconfirmed: unconfirmed.length,
          erasures: erase(confirmed, erasure, at) + erase(unconfirmed, () => [], at),
        };
      });
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
      if (options.confirmed !== undefined) {
        conditions.push(options.confirmed ? 'confirmed_at IS NOT NULL' : 'confirmed_at IS NULL');
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
