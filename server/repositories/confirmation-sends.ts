/**
 * All SQL about `confirmation_sends`: the confirmation e-mails queued in the last day, as keyed
 * hashes of their mailbox and domain. It answers the two limits on them: one per mailbox and pool
 * per window, and a daily cap per recipient domain (so a stranger cannot fill one mailbox with
 * `victim+1@`, `victim+2@`... nor a catch-all domain with any address at all).
 */
import type { DatabaseSync } from 'node:sqlite';

/** How long a row is kept: the longest window it answers for. */
export const CONFIRMATION_SENDS_KEPT_MS = 24 * 60 * 60 * 1000;

/** One queued confirmation, as the limits see it. */
export interface ConfirmationSend {
  /** Keyed hash of the mailbox (tags stripped, case folded). */
  mailboxHash: string;
  /** Keyed hash of the recipient domain. */
  domainHash: string;
  poolId: string;
}

/** Creates the repository over an open, migrated database. */
export function createConfirmationSendsRepository(db: DatabaseSync) {
  const lastStatement = db.prepare(
    `SELECT MAX(sent_at) AS at FROM confirmation_sends
     WHERE mailbox_hash = :mailboxHash AND pool_id = :poolId`,
  );
  const domainCountStatement = db.prepare(
    'SELECT COUNT(*) AS n FROM confirmation_sends WHERE domain_hash = ? AND sent_at > ?',
  );
  const insertStatement = db.prepare(
    `INSERT INTO confirmation_sends (mailbox_hash, domain_hash, pool_id, sent_at)
     VALUES (:mailboxHash, :domainHash, :poolId, :at)`,
  );
  const pruneStatement = db.prepare('DELETE FROM confirmation_sends WHERE sent_at <= ?');

  return {
    /** When a confirmation last went to this mailbox for this pool (within the kept day), or null. */
    lastSentAt(send: Pick<ConfirmationSend, 'mailboxHash' | 'poolId'>): string | null {
      const at = lastStatement.get({ mailboxHash: send.mailboxHash, poolId: send.poolId })?.['at'];
      return typeof at === 'string' ? at : null;
    },
    /** How many confirmations went to this domain after `since` (ISO 8601 UTC). */
    countToDomainSince(domainHash: string, since: string): number {
      return Number(domainCountStatement.get(domainHash, since)?.['n'] ?? 0);
    },
    /** Records a queued confirmation; rows older than a day go at the same time. */
    record(send: ConfirmationSend, at: string): void {
      pruneStatement.run(new Date(Date.parse(at) - CONFIRMATION_SENDS_KEPT_MS).toISOString());
      insertStatement.run({ ...send, at });
    },
  };
}

export type ConfirmationSendsRepository = ReturnType<typeof createConfirmationSendsRepository>;
