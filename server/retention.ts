/**
 * Retention: contact messages, interest entries and the e-mails about them older than
 * RETENTION_DAYS are deleted at start and then once a day, so the privacy notice's promise holds
 * without an operator remembering to do it.
 */
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './db.ts';
import { createContactMessagesRepository } from './repositories/contact-messages.ts';
import { createInterestEntriesRepository } from './repositories/interest-entries.ts';
import { createOutboxRepository } from './repositories/outbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the purge runs while the server is up. */
export const RETENTION_INTERVAL_MS = DAY_MS;

/** What one purge deleted. */
export interface PurgeResult {
  /** Everything older than this instant (ISO 8601 UTC) went. */
  cutoff: string;
  contactMessages: number;
  interestEntries: number;
  /** Outbox rows (rendered e-mails hold the same personal data). */
  emails: number;
}

/** Deletes what is older than `retentionDays` before `now`, in one transaction. */
export function purgeExpired(
  db: DatabaseSync,
  retentionDays: number,
  now: number = Date.now(),
): PurgeResult {
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  const contact = createContactMessagesRepository(db);
  const interest = createInterestEntriesRepository(db);
  const outbox = createOutboxRepository(db);
  return transaction(db, () => ({
    cutoff,
    contactMessages: contact.deleteReceivedBefore(cutoff),
    interestEntries: interest.deleteUpdatedBefore(cutoff),
    emails: outbox.deleteCreatedBefore(cutoff),
  }));
}

/** Minimal logger (Fastify's logger fits). */
export interface RetentionLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The purge now and every RETENTION_INTERVAL_MS; `stop` ends it. */
export function startRetention(
  db: DatabaseSync,
  retentionDays: number,
  log: RetentionLogger,
  intervalMs: number = RETENTION_INTERVAL_MS,
): { stop(): void } {
  const run = () => {
    try {
      const result = purgeExpired(db, retentionDays);
      if (result.contactMessages + result.interestEntries + result.emails > 0) {
        log.info({ ...result, retentionDays }, 'Retention: deleted expired submissions');
      }
    } catch (error) {
      // A busy or broken database: the next run tries again; the server keeps serving.
      log.error({ err: error }, 'Retention purge failed');
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  // The HTTP server keeps the process alive; the purge alone should not.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
