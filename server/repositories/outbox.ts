/**
 * All SQL about the outbox: the e-mails the server owes someone. A route enqueues an e-mail in
 * the same transaction as the row it is about (see `transaction` in server/db.ts), so either
 * both are stored or neither is; server/outbox-worker.ts claims what is due and records the
 * outcome here.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { transaction } from '../db.ts';
import addressparser from 'nodemailer/lib/addressparser';
import { LEADS_WEBHOOK_KIND, type LeadEvent } from '../leads-webhook.ts';

/** Where an e-mail stands: to be sent (again), sent, or given up after the maximum attempts. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An address as nodemailer takes it; the object form encodes any display name as a header can carry it. */
export type MailAddress = string | { name: string; address: string };

/** A rendered e-mail, stored as JSON and handed to nodemailer as it is. */
export interface OutboxMail {
  from: MailAddress;
  to: MailAddress | MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Optional HTML alternative of `text`. */
  html?: string;
  /**
   * The Message-ID header, set by `enqueue` (callers leave it out): random per row, so no other
   * database (a fresh one, a restored backup) ever makes the same one, and the same on every
   * attempt of the row, so a copy sent again after a crash is recognisable.
   */
  messageId?: string;
}

/** What an enqueued e-mail is about. */
export interface OutboxEntry {
  /** Kind of e-mail, e.g. 'contact-forward'; logs and operators tell them apart by it. */
  kind: string;
  /** The row it is about, e.g. `{ table: 'contact_messages', id }`. */
  ref?: { table: string; id: string };
}

/** Stands for the Message-ID domain of a webhook event's row (it has no sender address). */
export const WEBHOOK_MESSAGE_DOMAIN = 'webhook.invalid';

/**
 * Which kinds a claim takes: one kind (`{ kind }`), every kind but one (`{ kind, except: true }`),
 * or every kind (undefined). The worker gives webhook events their own queue this way.
 */
export interface KindFilter {
  kind: string;
  except?: boolean;
}

/** An e-mail (or, for the leads webhook's kind, an event) a worker has claimed for sending. */
export interface ClaimedMail {
  id: number;
  kind: string;
  /** The rendered e-mail; for LEADS_WEBHOOK_KIND rows, the LeadEvent (see `event`). */
  mail: OutboxMail;
  /** Value of the Message-ID header, the same on every attempt. */
  messageId: string;
  /** Attempts made before this one. */
  attempts: number;
}

/** Delivery state of one outbox row, as operator tools show it. */
export interface OutboxDelivery {
  /** Id of the row the e-mail is about. */
  refId: string;
  status: OutboxStatus;
  attempts: number;
  /** Error of the last failed attempt. */
  lastError: string | null;
  /** When the worker may try next; null once sent or failed. */
  nextAttemptAt: string | null;
  /** When the SMTP server accepted the e-mail. */
  sentAt: string | null;
}

// Used when the From address has no domain (it always should): any domain makes the id unique.
const FALLBACK_MESSAGE_DOMAIN = 'realyield.local';

/** The domain the Message-ID of an e-mail from `from` is made with. */
export function messageDomain(from: MailAddress): string {
  const address =
    typeof from === 'string'
      ? (addressparser(from, { flatten: true })[0]?.address ?? '')
      : from.address;
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  return at > 0 && /^[a-z0-9.-]+$/.test(domain) ? domain : FALLBACK_MESSAGE_DOMAIN;
}

/** A Message-ID no other row of any database has: `<random UUID@domain>`. */
function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}

function toClaimed(row: Record<string, SQLInputValue>): ClaimedMail {
  // Written only by enqueue and render, from an OutboxMail.
  const { messageId, ...mail } = JSON.parse(String(row['mail'])) as OutboxMail;
  return {
    id: Number(row['id']),
    kind: String(row['kind']),
    mail,
    // Rows queued before Message-IDs were random keep the one derived from their row number.
    messageId: messageId ?? String(row['message_id']),
    attempts: Number(row['attempts']),
  };
}

/** The named parameters of a KindFilter, as the statements below test them. */
function kindParameters(filter: KindFilter | undefined) {
  return { kind: filter?.kind ?? null, same: filter?.except === true ? 0 : 1 };
}

/**
 * What stays of a sent row's `mail`: the receipt that proves delivery (the Message-ID the SMTP
 * server accepted, or a webhook event's delivery id), never the recipient nor the text. The
 * privacy notice promises a sent e-mail's body is not kept.
 */
const RECEIPT_SQL = `CASE WHEN kind = '${LEADS_WEBHOOK_KIND}'
  THEN json_object('deliveryId', mail ->> '$.id')
  ELSE json_object('messageId', coalesce(mail ->> '$.messageId', message_id)) END`;

function nullableText(value: SQLInputValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** Creates the repository over an open, migrated database. */
export function createOutboxRepository(db: DatabaseSync) {
  // No statement here uses RETURNING through .get() or .run(): node:sqlite steps those once and
  // commits on reset, which skips SQLite's automatic WAL checkpoint (the WAL then grows for
  // ever). A write is stepped to its end with .run(), a RETURNING one with .all().
  const insertStatement = db.prepare(
    `INSERT INTO outbox (kind, mail, message_domain, ref_table, ref_id, status, next_attempt_at,
       created_at)
     VALUES (:kind, :mail, :domain, :refTable, :refId, 'pending', :now, :now)`,
  );
  const nextDueStatement = db.prepare(
    `SELECT MIN(next_attempt_at) AS at FROM outbox
     WHERE status = 'pending' AND mail IS NOT NULL AND next_attempt_at IS NOT NULL
       AND (:kind IS NULL OR (kind = :kind) = :same)`,
  );
  // The claim moves next_attempt_at to the end of the lease: should the process die mid-send,
  // the row is due again then and another attempt sends it (at least once, same Message-ID).
  // Several rows per claim: each commit costs an fsync (~10 ms on a busy disk), and one per e-mail
  // capped the worker near 90 e-mails a second however many SMTP connections it had.
  const claimStatement = db.prepare(
    `UPDATE outbox SET lease_until = :leaseUntil, next_attempt_at = :leaseUntil
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND mail IS NOT NULL AND next_attempt_at <= :now
         AND (:kind IS NULL OR (kind = :kind) = :same)
       ORDER BY next_attempt_at, id LIMIT :limit)
     RETURNING id, kind, mail, message_id, attempts`,
  );
  const deleteAboutStatement = db.prepare(
    `DELETE FROM outbox
     WHERE ref_table = :refTable AND ref_id IN (SELECT value FROM json_each(:refIds))`,
  );
  const deleteBeforeStatement = db.prepare('DELETE FROM outbox WHERE created_at < ?');
  const markSentStatement = db.prepare(
    `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = :at,
       next_attempt_at = NULL, lease_until = NULL, mail = ${RECEIPT_SQL}
     WHERE id = :id`,
  );
  // Rows sent before bodies were dropped on sending: a receipt has neither `text` nor `data`.
  const dropSentBodiesStatement = db.prepare(
    `UPDATE outbox SET mail = ${RECEIPT_SQL}
     WHERE status = 'sent' AND mail IS NOT NULL
       AND (mail ->> '$.text' IS NOT NULL OR mail ->> '$.data' IS NOT NULL)`,
  );
  const markFailedStatement = db.prepare(
    `UPDATE outbox SET status = :status, attempts = attempts + 1, last_error = :error,
       next_attempt_at = :nextAttemptAt, lease_until = NULL
     WHERE id = :id`,
  );
  const unrenderedStatement = db.prepare(
    `SELECT id, ref_id FROM outbox
     WHERE kind = ? AND status = 'pending' AND mail IS NULL ORDER BY id`,
  );
  const renderStatement = db.prepare(
    'UPDATE outbox SET mail = :mail, message_domain = :domain WHERE id = :id AND mail IS NULL',
  );
  const deliveriesStatement = db.prepare(
    `SELECT ref_id, status, attempts, last_error, next_attempt_at, sent_at FROM outbox
     WHERE kind = :kind AND ref_table = :refTable
       AND ref_id IN (SELECT value FROM json_each(:refIds))
     ORDER BY id`,
  );

  return {
    /**
     * Queues `mail`, due now. Call it inside the transaction that writes the row it is about,
     * so both are committed together. Returns the outbox id.
     */
    enqueue(mail: OutboxMail, entry: OutboxEntry, now: string = new Date().toISOString()): number {
      const domain = messageDomain(mail.from);
      const result = insertStatement.run({
        kind: entry.kind,
        mail: JSON.stringify({ ...mail, messageId: newMessageId(domain) }),
        domain,
        refTable: entry.ref?.table ?? null,
        refId: entry.ref?.id ?? null,
        now,
      });
      return Number(result.lastInsertRowid);
    },

    /**
     * Queues a leads-webhook event, due now, like `enqueue` (same transaction rule): the row's
     * `mail` column holds the event, and erasing its lead erases it with the e-mails.
     */
    enqueueEvent(
      event: LeadEvent,
      entry: OutboxEntry,
      now: string = new Date().toISOString(),
    ): number {
      const result = insertStatement.run({
        kind: entry.kind,
        mail: JSON.stringify(event),
        domain: WEBHOOK_MESSAGE_DOMAIN,
        refTable: entry.ref?.table ?? null,
        refId: entry.ref?.id ?? null,
        now,
      });
      return Number(result.lastInsertRowid);
    },

    /** Earliest time an e-mail (of the kinds `filter` takes) is due, or null when none is. */
    nextDueAt(filter?: KindFilter): string | null {
      return nullableText(nextDueStatement.get(kindParameters(filter))?.['at']);
    },

    /** Takes the most overdue e-mail due at `now` and leases it until `leaseUntil`. */
    claimDue(now: string, leaseUntil: string, filter?: KindFilter): ClaimedMail | undefined {
      const [row] = claimStatement.all({ now, leaseUntil, limit: 1, ...kindParameters(filter) });
      return row ? toClaimed(row) : undefined;
    },

    /** Takes up to `limit` e-mails due at `now`, most overdue first, in one statement. */
    claimDueBatch(
      now: string,
      leaseUntil: string,
      limit: number,
      filter?: KindFilter,
    ): ClaimedMail[] {
      return claimStatement
        .all({ now, leaseUntil, limit, ...kindParameters(filter) })
        .map(toClaimed)
        .sort((a, b) => a.id - b.id);
    },

    /** Runs `record` (markSent, reschedule, giveUp calls) in one transaction: one commit. */
    recordAll(record: () => void): void {
      transaction(db, record);
    },

    /** Records that the SMTP server accepted the e-mail, keeping only its receipt. */
    markSent(id: number, at: string): void {
      markSentStatement.run({ id, at });
    },

    /** Drops the bodies of rows sent by a version that kept them; returns how many. */
    dropSentBodies(): number {
      return Number(dropSentBodiesStatement.run().changes);
    },

    /** Records a failed attempt; the e-mail is tried again at `nextAttemptAt`. */
    reschedule(id: number, error: string, nextAttemptAt: string): void {
      markFailedStatement.run({ id, error, nextAttemptAt, status: 'pending' });
    },

    /** Records a failed attempt and gives up: the e-mail stays `failed` for operators. */
    giveUp(id: number, error: string): void {
      markFailedStatement.run({ id, error, nextAttemptAt: null, status: 'failed' });
    },

    /**
     * Deletes every e-mail about the given rows, sent or not: erasure of a row takes the copies
     * of its data in rendered e-mails with it. Returns how many were deleted.
     */
    deleteAbout(refTable: string, refIds: readonly string[]): number {
      return Number(deleteAboutStatement.run({ refTable, refIds: JSON.stringify(refIds) }).changes);
    },
    /** Deletes e-mails created before `cutoff` (ISO 8601 UTC), for retention. */
    deleteCreatedBefore(cutoff: string): number {
      return Number(deleteBeforeStatement.run(cutoff).changes);
    },
    /** Pending rows of `kind` migrated without a rendered e-mail, with the id of their row. */
    unrendered(kind: string): Array<{ id: number; refId: string | null }> {
      return unrenderedStatement
        .all(kind)
        .map((row) => ({ id: Number(row['id']), refId: nullableText(row['ref_id']) }));
    },

    /** Gives an unrendered row its e-mail (and so its Message-ID); it is then sent when due. */
    render(id: number, mail: OutboxMail): void {
      const domain = messageDomain(mail.from);
      renderStatement.run({
        id,
        mail: JSON.stringify({ ...mail, messageId: newMessageId(domain) }),
        domain,
      });
    },

    /** Delivery state of the `kind` e-mails about the given rows, by row id (latest row wins). */
    deliveries(
      kind: string,
      refTable: string,
      refIds: readonly string[],
    ): Map<string, OutboxDelivery> {
      const rows = deliveriesStatement.all({ kind, refTable, refIds: JSON.stringify(refIds) });
      return new Map(
        rows.map((row) => {
          const refId = String(row['ref_id']);
          const delivery: OutboxDelivery = {
            refId,
            status: String(row['status']) as OutboxStatus,
            attempts: Number(row['attempts']),
            lastError: nullableText(row['last_error']),
            nextAttemptAt: nullableText(row['next_attempt_at']),
            sentAt: nullableText(row['sent_at']),
          };
          return [refId, delivery];
        }),
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
