/**
 * Retention: contact messages, confirmed interest entries and the e-mails about them older than
 * RETENTION_DAYS are deleted at start and then once a day, so the privacy notice's promise holds
 * without an operator remembering to do it. A confirmed entry's retention runs from its
 * confirmation, and its deletion sends the erasure event to the leads webhook (when on), as does
 * the deletion of a contact message whose lead reached the webhook; an unconfirmed entry goes
 * once its latest confirm link has expired, with no event (it never left the site), and so does a
 * honeypot message (never sent anywhere).
 */
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './db.ts';
import { createContactMessagesRepository } from './repositories/contact-messages.ts';
import { createInterestEntriesRepository } from './repositories/interest-entries.ts';
import { createOutboxRepository } from './repositories/outbox.ts';
import { contactErasureEvent, erasureEvents } from './services/erasure.ts';
import { CONFIRM_LINK_TTL_MS } from './services/links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the purge runs while the server is up. */
export const RETENTION_INTERVAL_MS = DAY_MS;

/** What one purge deleted. */
export interface PurgeResult {
  /** Everything older than this instant (ISO 8601 UTC) went. */
  cutoff: string;
  contactMessages: number;
  /** Confirmed entries past retention. */
  interestEntries: number;
  /** Unconfirmed entries whose confirm link expired. */
  unconfirmedEntries: number;
  /** Erasure events queued for the leads webhook. */
  erasures: number;
  /** Outbox rows (rendered e-mails hold the same personal data). */
  emails: number;
}

/** What the purge needs besides the database. */
export interface RetentionOptions {
  retentionDays: number;
  /** True when the leads webhook is on: erased leads get an erasure event. */
  leads: boolean;
  /** Wakes the outbox worker after erasure events were queued. */
  notify?: () => void;
}

/** Deletes what is older than `retentionDays` before `now`, in one transaction. */
export function purgeExpired(
  db: DatabaseSync,
  options: RetentionOptions,
  now: number = Date.now(),
): PurgeResult {
  const cutoff = new Date(now - options.retentionDays * DAY_MS).toISOString();
  const at = new Date(now).toISOString();
  const contact = createContactMessagesRepository(db);
  const interest = createInterestEntriesRepository(db);
  const outbox = createOutboxRepository(db);
  return transaction(db, () => {
    // Contact messages first: which leads reached the webhook is read from their outbox rows.
    const messages = contact.purge(cutoff, (id) => contactErasureEvent(id, options.leads, at), at);
    // The erasure events queued here are new (created `at`), so this keeps them.
    const emails = messages.emails + outbox.deleteCreatedBefore(cutoff);
    const entries = interest.purge(
      {
        confirmedBefore: cutoff,
        unconfirmedBefore: new Date(now - CONFIRM_LINK_TTL_MS).toISOString(),
      },
      (entry) => erasureEvents(entry, 'retention', options.leads, at),
      at,
    );
    return {
      cutoff,
      contactMessages: messages.deleted,
      interestEntries: entries.confirmed,
      unconfirmedEntries: entries.unconfirmed,
      erasures: entries.erasures + messages.erasures,
      emails,
    };
  });
}

/** Minimal logger (Fastify's logger fits). */
export interface RetentionLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The purge now and every RETENTION_INTERVAL_MS; `stop` ends it. */
export function startRetention(
  db: DatabaseSync,
  options: RetentionOptions,
  log: RetentionLogger,
  intervalMs: number = RETENTION_INTERVAL_MS,
): { stop(): void } {
  const run = () => {
    try {
      const result = purgeExpired(db, options);
      const deleted =
        result.contactMessages + result.interestEntries + result.unconfirmedEntries + result.emails;
      if (result.erasures > 0) options.notify?.();
      if (deleted > 0) {
        log.info(
          { ...result, retentionDays: options.retentionDays },
          'Retention: deleted expired submissions',
        );
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
