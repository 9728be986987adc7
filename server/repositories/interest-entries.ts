/**
 * All SQL about interest entries (applications and waitlist entries): storing one with its
 * e-mails (through the outbox, in one transaction), erasing one, listing them for operators,
 * the retention purge, and the persisted secret that signs the e-mails' removal links.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { AmountBand, InterestKind, InvestorType } from '#contracts/interest.ts';
import { DEFAULT_LOCALE, type Locale } from '#contracts/locale.ts';
import { transaction } from '../db.ts';
import { storedLocale } from './contact-messages.ts';
import { createOutboxRepository, type OutboxMail } from './outbox.ts';

/** The table, as outbox rows name it in `ref_table`. */
export const INTEREST_ENTRIES_TABLE = 'interest_entries';

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
  /** The language of the page it was sent from (absent: DEFAULT_LOCALE); a repeat takes the latest. */
  locale?: Locale;
  /** ISO 8601 UTC: the submission's time; created_at of a new row, updated_at of every row. */
  at: string;
}

/** A stored entry, as operators see it (`npm run interest -- --json`). */
export interface StoredInterestEntry extends Omit<NewInterestEntry, 'at' | 'locale'> {
  /** The language of the page it was sent from (`en` for entries from before it was kept). */
  locale: Locale;
  /** Random identifier (UUID), kept when a repeat updates the entry. */
  id: string;
  /** First registration, ISO 8601 UTC. */
  createdAt: string;
  /** Latest registration (a repeat updates the row), ISO 8601 UTC. */
  updatedAt: string;
}

/** One e-mail to enqueue about the stored entry. */
export interface EntryMail {
  /** Outbox kind, e.g. 'application-confirmation'. */
  kind: string;
  mail: OutboxMail;
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

const LINK_SECRET_KEY = 'link_signing_secret';

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

function toEntry(row: Record<string, SQLInputValue>): StoredInterestEntry {
  return {
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
  // A repeat (same kind, pool and address in any case) keeps its id and created_at and takes
  // every field of the new submission: the latest answers and consent are what count.
  const upsertStatement = db.prepare(
    `INSERT INTO interest_entries (${COLUMNS}, email_key)
     VALUES (:id, :kind, :poolId, :email, :name, :country, :investorType, :amountBand,
       :notUsPerson, :riskRead, :message, :consentVersion, :consentedAt, :ipHash, :userAgent,
       :locale, :at, :at, :emailKey)
     ON CONFLICT (kind, pool_id, email_key) DO UPDATE SET
       email = excluded.email, name = excluded.name, country = excluded.country,
       investor_type = excluded.investor_type, amount_band = excluded.amount_band,
       not_us_person = excluded.not_us_person, risk_read = excluded.risk_read,
       message = excluded.message, consent_version = excluded.consent_version,
       consented_at = excluded.consented_at, ip_hash = excluded.ip_hash,
       user_agent = excluded.user_agent, locale = excluded.locale,
       updated_at = excluded.updated_at`,
  );
  const idByKeyStatement = db.prepare(
    'SELECT id FROM interest_entries WHERE kind = ? AND pool_id = ? AND email_key = ?',
  );
  const getStatement = db.prepare(`SELECT ${COLUMNS} FROM interest_entries WHERE id = ?`);
  const deleteStatement = db.prepare('DELETE FROM interest_entries WHERE id = ?');
  const expiredStatement = db.prepare('SELECT id FROM interest_entries WHERE updated_at < ?');
  const getSettingStatement = db.prepare('SELECT value FROM server_settings WHERE key = ?');
  const insertSettingStatement = db.prepare(
    'INSERT INTO server_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
  );

  function erase(ids: readonly string[]): number {
    let deleted = 0;
    for (const id of ids) deleted += Number(deleteStatement.run(id).changes);
    outbox.deleteAbout(INTEREST_ENTRIES_TABLE, ids);
    return deleted;
  }

  return {
    /**
     * Stores an entry, or updates the one with the same kind, pool and address, and enqueues
     * the e-mails `mails(id)` renders for it, in one transaction: all are committed when this
     * returns, or none is. Returns the entry's id (the same for a repeat).
     */
    save(input: NewInterestEntry, mails: (id: string) => readonly EntryMail[] = () => []): string {
      const emailKey = input.email.toLowerCase();
      return transaction(db, () => {
        upsertStatement.run({
          id: randomUUID(),
          ...input,
          locale: input.locale ?? DEFAULT_LOCALE,
          notUsPerson: flag(input.notUsPerson),
          riskRead: flag(input.riskRead),
          emailKey,
        });
        const id = String(idByKeyStatement.get(input.kind, input.poolId, emailKey)?.['id']);
        for (const { kind, mail } of mails(id)) {
          outbox.enqueue(mail, { kind, ref: { table: INTEREST_ENTRIES_TABLE, id } }, input.at);
        }
        return id;
      });
    },
    get(id: string): StoredInterestEntry | undefined {
      const row = getStatement.get(id);
      return row ? toEntry(row) : undefined;
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
      return db
        .prepare(
          `SELECT ${COLUMNS} FROM interest_entries ${where} ORDER BY updated_at DESC, rowid DESC`,
        )
        .all(parameters)
        .map(toEntry);
    },
    /**
     * The persisted secret for signing e-mail links (when LINK_SIGNING_SECRET is not set),
     * created with `generate` on first use, so links keep working across restarts.
     * (server_settings also holds the contact repository's IP hash salt.)
     */
    linkSigningSecret(generate: () => string): string {
      insertSettingStatement.run(LINK_SECRET_KEY, generate());
      const value = getSettingStatement.get(LINK_SECRET_KEY)?.['value'];
      if (typeof value !== 'string') throw new Error('Link signing secret was not stored');
      return value;
    },
  };
}

export type InterestEntriesRepository = ReturnType<typeof createInterestEntriesRepository>;
