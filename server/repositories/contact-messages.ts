/**
 * All SQL about contact messages: storing them, listing them for operators, the forwarding
 * queue the mail worker drains, and the persisted IP hash salt.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

/** Where a message stands in the e-mail forwarding queue. */
export type ForwardStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** What the route hands over to store. */
export interface NewContactMessage {
  /** Receipt time, ISO 8601 UTC. */
  receivedAt: string;
  /** Name as sent. */
  name: string;
  /** E-mail as sent. */
  email: string;
  /** Message as sent. */
  message: string;
  /** Salted hash of the client IP, or null when unknown. */
  ipHash: string | null;
  /** User-Agent header, or null. */
  userAgent: string | null;
  /** True when the honeypot was filled in. */
  spam: boolean;
  /** True to queue the message for e-mail forwarding now. */
  forward: boolean;
}

/** A stored contact message. */
export interface StoredContactMessage {
  /** Random identifier (UUID). */
  id: string;
  /** Receipt time, ISO 8601 UTC. */
  receivedAt: string;
  /** Name as sent. */
  name: string;
  /** E-mail as sent. */
  email: string;
  /** Message as sent. */
  message: string;
  /** HMAC-SHA256 of the client IP, hex. */
  ipHash: string | null;
  /** User-Agent header. */
  userAgent: string | null;
  /** Honeypot filled in. */
  spam: boolean;
  /** Forwarding state. */
  forwardStatus: ForwardStatus;
  /** Forwarding attempts made so far. */
  forwardAttempts: number;
  /** Error of the last failed attempt. */
  forwardLastError: string | null;
  /** When the worker may try next, ISO 8601 UTC; null when nothing is left to do. */
  forwardNextAttemptAt: string | null;
  /** When the e-mail was accepted by the SMTP server. */
  forwardedAt: string | null;
}

/** Filters for `list`. */
export interface ListContactMessagesOptions {
  /** Only messages received at or after this ISO 8601 UTC instant. */
  since?: string;
  /** Include honeypot submissions (default false). */
  includeSpam?: boolean;
}

const COLUMNS = `id, received_at, name, email, message, ip_hash, user_agent, spam,
  forward_status, forward_attempts, forward_last_error, forward_next_attempt_at, forwarded_at`;

const IP_HASH_SALT_KEY = 'ip_hash_salt';

function text(row: Record<string, SQLInputValue>, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`contact_messages.${column} is not text`);
  return value;
}

function nullableText(row: Record<string, SQLInputValue>, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

function toMessage(row: Record<string, SQLInputValue>): StoredContactMessage {
  return {
    id: text(row, 'id'),
    receivedAt: text(row, 'received_at'),
    name: text(row, 'name'),
    email: text(row, 'email'),
    message: text(row, 'message'),
    ipHash: nullableText(row, 'ip_hash'),
    userAgent: nullableText(row, 'user_agent'),
    spam: row['spam'] === 1,
    forwardStatus: text(row, 'forward_status') as ForwardStatus,
    forwardAttempts: Number(row['forward_attempts']),
    forwardLastError: nullableText(row, 'forward_last_error'),
    forwardNextAttemptAt: nullableText(row, 'forward_next_attempt_at'),
    forwardedAt: nullableText(row, 'forwarded_at'),
  };
}

/** Creates the repository over an open, migrated database. */
export function createContactMessagesRepository(db: DatabaseSync) {
  const insertStatement = db.prepare(
    `INSERT INTO contact_messages (id, received_at, name, email, message, ip_hash, user_agent, spam,
       forward_status, forward_next_attempt_at)
     VALUES (:id, :receivedAt, :name, :email, :message, :ipHash, :userAgent, :spam,
       :forwardStatus, :nextAttemptAt)
     RETURNING ${COLUMNS}`,
  );
  const getStatement = db.prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`);
  const nextDueStatement = db.prepare(
    `SELECT MIN(forward_next_attempt_at) AS at FROM contact_messages
     WHERE forward_next_attempt_at IS NOT NULL`,
  );
  // Claiming moves next_attempt_at to a lease: a crash mid-send leaves the message due again
  // once the lease ends, so it is retried rather than lost.
  const claimStatement = db.prepare(
    `UPDATE contact_messages SET forward_next_attempt_at = :leaseUntil
     WHERE id = (
       SELECT id FROM contact_messages
       WHERE forward_next_attempt_at IS NOT NULL AND forward_next_attempt_at <= :now
       ORDER BY forward_next_attempt_at, received_at LIMIT 1)
     RETURNING ${COLUMNS}`,
  );
  const markSentStatement = db.prepare(
    `UPDATE contact_messages
     SET forward_status = 'sent', forward_attempts = forward_attempts + 1,
       forward_next_attempt_at = NULL, forwarded_at = :at
     WHERE id = :id`,
  );
  const markFailedStatement = db.prepare(
    `UPDATE contact_messages
     SET forward_status = 'failed', forward_attempts = forward_attempts + 1,
       forward_last_error = :error, forward_next_attempt_at = :nextAttemptAt
     WHERE id = :id
     RETURNING forward_attempts`,
  );
  const getSettingStatement = db.prepare('SELECT value FROM server_settings WHERE key = ?');
  const insertSettingStatement = db.prepare(
    'INSERT INTO server_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
  );

  return {
    /** Stores a message (committed when this returns) and returns the stored row. */
    insert(input: NewContactMessage): StoredContactMessage {
      const row = insertStatement.get({
        id: randomUUID(),
        receivedAt: input.receivedAt,
        name: input.name,
        email: input.email,
        message: input.message,
        ipHash: input.ipHash,
        userAgent: input.userAgent,
        spam: input.spam ? 1 : 0,
        forwardStatus: input.forward ? 'pending' : 'skipped',
        nextAttemptAt: input.forward ? input.receivedAt : null,
      });
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return toMessage(row);
    },

    /** One message by id. */
    get(id: string): StoredContactMessage | undefined {
      const row = getStatement.get(id);
      return row ? toMessage(row) : undefined;
    },

    /** Messages newest first. */
    list(options: ListContactMessagesOptions = {}): StoredContactMessage[] {
      const conditions: string[] = [];
      const parameters: Record<string, SQLInputValue> = {};
      if (options.since !== undefined) {
        conditions.push('received_at >= :since');
        parameters['since'] = options.since;
      }
      if (!options.includeSpam) conditions.push('spam = 0');
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      // rowid breaks ties between messages received in the same millisecond.
      return db
        .prepare(
          `SELECT ${COLUMNS} FROM contact_messages ${where} ORDER BY received_at DESC, rowid DESC`,
        )
        .all(parameters)
        .map(toMessage);
    },

    /** Earliest time any message is due for a forwarding attempt, or null when none is. */
    nextForwardDueAt(): string | null {
      const at = nextDueStatement.get()?.['at'];
      return typeof at === 'string' ? at : null;
    },

    /** Takes the most overdue message due at `now` and leases it until `leaseUntil`. */
    claimDueForForwarding(now: string, leaseUntil: string): StoredContactMessage | undefined {
      const row = claimStatement.get({ now, leaseUntil });
      return row ? toMessage(row) : undefined;
    },

    /** Records a successful forwarding attempt. */
    markForwarded(id: string, at: string): void {
      markSentStatement.run({ id, at });
    },

    /**
     * Records a failed attempt; `nextAttemptAt` null means give up. Returns the attempts so far.
     */
    markForwardFailed(id: string, error: string, nextAttemptAt: string | null): number {
      const row = markFailedStatement.get({ id, error, nextAttemptAt });
      return Number(row?.['forward_attempts'] ?? 0);
    },

    /**
     * The persisted IP hash salt, created with `generate` on first use. Keeping it in the
     * database makes hashes comparable across restarts without configuration.
     */
    ipHashSalt(generate: () => string): string {
      insertSettingStatement.run(IP_HASH_SALT_KEY, generate());
      const value = getSettingStatement.get(IP_HASH_SALT_KEY)?.['value'];
      if (typeof value !== 'string') throw new Error('IP hash salt was not stored');
      return value;
    },
  };
}

/** The contact messages repository. */
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
