/**
 * All SQL about contact messages: storing them (with their e-mail forward, through the outbox,
 * in one transaction), listing them for operators.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { DEFAULT_LOCALE, localeSchema, type Locale } from '#contracts/locale.ts';
import { transaction } from '../db.ts';
import {
  CONTACT_FORWARD_KIND,
  renderContactForward,
  type ContactForwardAddresses,
} from '../mail/contact-forward.ts';
import { LEADS_WEBHOOK_KIND, type LeadEvent } from '../leads-webhook.ts';
import { createOutboxRepository, type OutboxDelivery } from './outbox.ts';

/**
 * Where a message stands in e-mail forwarding, derived from its outbox row: `skipped` when it
 * has none (spam, or forwarding off when it arrived), `failed` after a failed attempt (still
 * retried while `forwardNextAttemptAt` is set).
 */
export type ForwardStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** What the route hands over to store. */
export interface NewContactMessage {
  /** Receipt time, ISO 8601 UTC. */
  receivedAt: string;
  name: string;
  email: string;
  message: string;
  /** Salted hash of the client IP, or null when unknown. */
  ipHash: string | null;
  /** User-Agent header, or null. */
  userAgent: string | null;
  /** True when the honeypot was filled in: stored, never forwarded. */
  spam: boolean;
  /** The language of the page the message was sent from; absent is DEFAULT_LOCALE. */
  locale?: Locale;
  /** The island's key for this submission (contracts SUBMISSION_FIELD); absent from native posts. */
  submissionId?: string | undefined;
}

/** What `store` did: the message's id, and whether a message with its submission key was kept already. */
export interface StoreResult {
  id: string;
  /** True when the submission's key was known: nothing new was stored or queued. */
  repeated: boolean;
}

/** A stored contact message with its forwarding state, as operators see it. */
export interface StoredContactMessage extends Omit<NewContactMessage, 'locale' | 'submissionId'> {
  /** Random identifier (UUID). */
  id: string;
  /** The language of the page the message was sent from (`en` for messages from before it was kept). */
  locale: Locale;
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

const TABLE = 'contact_messages';

/**
 * The `ref_table` of a contact message's erasure event in the outbox: not the messages' table, so
 * that deleting the message's own outbox rows leaves the event that tells the receiver to erase.
 */
export const CONTACT_ERASURES_REF = 'contact_messages_erased';

/** What `purge` did. */
export interface ContactPurgeResult {
  /** Messages deleted. */
  deleted: number;
  /** Erasure events queued for the leads webhook. */
  erasures: number;
  /** Outbox rows about the deleted messages (their forwards and lead events). */
  emails: number;
}
const COLUMNS = 'id, received_at, name, email, message, ip_hash, user_agent, spam, locale';

function text(row: Record<string, SQLInputValue>, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`contact_messages.${column} is not text`);
  return value;
}

function nullableText(row: Record<string, SQLInputValue>, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

function forwardStatus(delivery: OutboxDelivery | undefined): ForwardStatus {
  if (!delivery) return 'skipped';
  // Operators have always seen a message whose last attempt failed as failed, retried or not.
  if (delivery.status === 'pending' && delivery.attempts > 0) return 'failed';
  return delivery.status;
}

/** A stored locale; one this code does not know (written by newer code) reads as the default. */
export function storedLocale(value: SQLInputValue | undefined): Locale {
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

function toMessage(
  row: Record<string, SQLInputValue>,
  deliveries: ReadonlyMap<string, OutboxDelivery>,
): StoredContactMessage {
  const id = text(row, 'id');
  const delivery = deliveries.get(id);
  return {
    id,
    receivedAt: text(row, 'received_at'),
    name: text(row, 'name'),
    email: text(row, 'email'),
    message: text(row, 'message'),
    ipHash: nullableText(row, 'ip_hash'),
    userAgent: nullableText(row, 'user_agent'),
    spam: row['spam'] === 1,
    locale: storedLocale(row['locale']),
    forwardStatus: forwardStatus(delivery),
    forwardAttempts: delivery?.attempts ?? 0,
    forwardLastError: delivery?.lastError ?? null,
    forwardNextAttemptAt: delivery?.nextAttemptAt ?? null,
    forwardedAt: delivery?.sentAt ?? null,
  };
}

/** Creates the repository over an open, migrated database. */
export function createContactMessagesRepository(db: DatabaseSync) {
  const outbox = createOutboxRepository(db);
  const insertStatement = db.prepare(
    `INSERT INTO contact_messages (${COLUMNS}, submission_id)
     VALUES (:id, :receivedAt, :name, :email, :message, :ipHash, :userAgent, :spam, :locale,
       :submissionId)`,
  );
  const getStatement = db.prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`);
  const submissionStatement = db.prepare('SELECT id FROM contact_messages WHERE submission_id = ?');
  const deleteStatement = db.prepare('DELETE FROM contact_messages WHERE id = ?');
  // Messages whose lead event reached the webhook, or may have: delivered, or an attempt made or
  // under way (a timed-out attempt may still have been received). A lead still waiting for its
  // first attempt never left, and a honeypot message never has a lead event.
  const reachedLeadsStatement = db.prepare(
    `SELECT DISTINCT m.id FROM contact_messages AS m
       JOIN outbox AS o ON o.ref_table = '${TABLE}' AND o.ref_id = m.id
     WHERE m.id IN (SELECT value FROM json_each(?)) AND m.spam = 0
       AND o.kind = '${LEADS_WEBHOOK_KIND}'
       AND (o.status = 'sent' OR o.attempts > 0 OR o.lease_until IS NOT NULL)`,
  );
  const expiredIdsStatement = db.prepare('SELECT id FROM contact_messages WHERE received_at < ?');

  /**
   * Deletes the messages `ids` and every outbox row about them, and queues what `erasure(id)`
   * renders for each whose lead reached the webhook. Call it inside a transaction.
   */
  function erase(
    ids: readonly string[],
    erasure: (id: string) => LeadEvent | undefined,
    at: string,
  ): ContactPurgeResult {
    const reached = reachedLeadsStatement.all(JSON.stringify(ids)).map((row) => text(row, 'id'));
    const emails = outbox.deleteAbout(TABLE, ids);
    let deleted = 0;
    for (const id of ids) deleted += Number(deleteStatement.run(id).changes);
    let erasures = 0;
    for (const id of reached) {
      const event = erasure(id);
      if (event === undefined) continue;
      outbox.enqueueEvent(
        event,
        { kind: LEADS_WEBHOOK_KIND, ref: { table: CONTACT_ERASURES_REF, id } },
        at,
      );
      erasures += 1;
    }
    return { deleted, erasures, emails };
  }

  function withDeliveries(rows: Array<Record<string, SQLInputValue>>): StoredContactMessage[] {
    const deliveries = outbox.deliveries(
      CONTACT_FORWARD_KIND,
      TABLE,
      rows.map((row) => text(row, 'id')),
    );
    return rows.map((row) => toMessage(row, deliveries));
  }

  return {
    /**
     * Stores a message and, unless it is spam, queues its e-mail forward (when `forward` is
     * given) and its leads-webhook event (when `lead` is) in the outbox in the same transaction: both are committed when this returns,
     * or neither is. A message whose submission key is already stored is the same submission
     * sent again: nothing is written, and the first one's id is returned.
     */
    store(
      input: NewContactMessage,
      forward?: ContactForwardAddresses,
      lead?: (id: string) => LeadEvent,
    ): StoreResult {
      const { submissionId, ...fields } = input;
      const message = { id: randomUUID(), ...fields, locale: input.locale ?? DEFAULT_LOCALE };
      return transaction(db, () => {
        const known =
          submissionId === undefined ? undefined : submissionStatement.get(submissionId);
        if (known !== undefined) return { id: text(known, 'id'), repeated: true };
        insertStatement.run({
          ...message,
          spam: input.spam ? 1 : 0,
          submissionId: submissionId ?? null,
        });
        if (forward && !input.spam) {
          outbox.enqueue(
            renderContactForward(message, forward),
            { kind: CONTACT_FORWARD_KIND, ref: { table: TABLE, id: message.id } },
            input.receivedAt,
          );
        }
        if (lead && !input.spam) {
          outbox.enqueueEvent(
            lead(message.id),
            { kind: LEADS_WEBHOOK_KIND, ref: { table: TABLE, id: message.id } },
            input.receivedAt,
          );
        }
        return { id: message.id, repeated: false };
      });
    },

    /**
     * Renders the forwards migration 002 moved into the outbox from the old forwarding columns
     * (queued before e-mails were rendered at enqueue), so the worker can send them. Call it
     * before starting the worker; returns how many were rendered.
     */
    renderMigratedForwards(forward: ContactForwardAddresses): number {
      return transaction(db, () => {
        let rendered = 0;
        for (const { id, refId } of outbox.unrendered(CONTACT_FORWARD_KIND)) {
          const row = refId === null ? undefined : getStatement.get(refId);
          if (!row) continue;
          outbox.render(id, renderContactForward(toMessage(row, new Map()), forward));
          rendered += 1;
        }
        return rendered;
      });
    },

    get(id: string): StoredContactMessage | undefined {
      const row = getStatement.get(id);
      return row ? withDeliveries([row])[0] : undefined;
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
      return withDeliveries(
        db
          .prepare(
            `SELECT ${COLUMNS} FROM contact_messages ${where} ORDER BY received_at DESC, rowid DESC`,
          )
          .all(parameters),
      );
    },

    /**
     * Retention: deletes the messages received before `cutoff` (ISO 8601 UTC) and every outbox
     * row about them, and queues what `erasure(id)` renders for each one whose lead reached the
     * leads webhook (the event that tells the receiver to delete its copy), in one transaction.
     */
    purge(
      cutoff: string,
      erasure: (id: string) => LeadEvent | undefined = () => undefined,
      at: string = new Date().toISOString(),
    ): ContactPurgeResult {
      return transaction(db, () => {
        const expired = expiredIdsStatement.all(cutoff).map((row) => text(row, 'id'));
        return erase(expired, erasure, at);
      });
    },

    /**
     * Erases the messages `ids` (a request to the contact address) as `purge` does, in one
     * transaction: every outbox row about them goes, and what `erasure(id)` renders is queued for
     * each whose lead reached the webhook.
     */
    remove(
      ids: readonly string[],
      erasure: (id: string) => LeadEvent | undefined = () => undefined,
      at: string = new Date().toISOString(),
    ): ContactPurgeResult {
      return transaction(db, () => erase(ids, erasure, at));
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
