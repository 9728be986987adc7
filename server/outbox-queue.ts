/**
 * One queue of the outbox: claims the due rows of its kinds, delivers them a few at a time,
 * records each outcome, retries along the backoff schedule and sleeps until the next row is due.
 * The outbox worker runs two (server/outbox-worker.ts): e-mails, and leads-webhook events, so a
 * receiver that hangs never holds up an e-mail.
 */
import type { ClaimedMail, KindFilter, OutboxRepository } from './repositories/outbox.ts';
import { redactedErrorText } from './redact.ts';

/**
 * Re-read the queue at least this often, even when nothing is due: a far-away timer never
 * outlives a clock change, and a row another process wrote (`npm run erase` shares the database
 * through WAL, and cannot call `notify`) is found within it.
 */
export const OUTBOX_POLL_MS = 60_000;

/** Minimal logger (Fastify's logger fits). */
export interface OutboxLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Wait before the next attempt after `failedAttempts` failures (1-based). */
export function retryDelayMs(failedAttempts: number, delaysMs: readonly number[]): number {
  const index = Math.min(Math.max(failedAttempts, 1), delaysMs.length) - 1;
  return delaysMs[index] ?? delaysMs[0] ?? 5_000;
}

/** How one queue claims, delivers and records. */
export interface QueueOptions {
  /** Names the queue in the log ('e-mail', 'webhook event'). */
  noun: string;
  repository: OutboxRepository;
  /** The kinds this queue takes. */
  filter: KindFilter;
  /** Delivers one claimed row; resolves once the receiver accepted it. */
  deliver(claimed: ClaimedMail): Promise<void>;
  /** Rows delivered at once. */
  concurrency: number;
  /** Rows per claim (a claim and its record are one commit each). */
  claimSize: number;
  /**
   * Record each outcome as it comes (true), or a claim's outcomes together in one commit once the
   * slowest is done (false: fewer commits, for a receiver that answers fast, like SMTP).
   */
  recordEach: boolean;
  /**
   * Pauses the whole queue after a failure, growing with consecutive failures (reset by a
   * success), so a receiver that is down or hanging is not sent every due row, each waiting its
   * timeout. Absent: each row follows only its own schedule.
   */
  receiverBackoffMs?: readonly number[] | undefined;
  retryDelaysMs: readonly number[];
  maxAttempts: number;
  leaseMs: number;
  /** OUTBOX_POLL_MS by default; tests shorten it. */
  pollMs?: number | undefined;
  log: OutboxLogger;
}

/** A running queue. */
export interface OutboxQueue {
  /** Looks for due rows now (or once the current pass ends). */
  run(): void;
  /** Stops timers; resolves when the current pass ends (callers bound the wait). */
  stop(): Promise<void>;
}

/** Creates a queue; it does nothing until `run`. */
export function createOutboxQueue(options: QueueOptions): OutboxQueue {
  const { repository, filter, log, noun } = options;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let failuresInARow = 0;
  let pausedUntil = 0;

  /** Delivers one claimed row; returns how to record the outcome. */
  async function attempt(claimed: ClaimedMail): Promise<() => void> {
    const details = { outboxId: claimed.id, kind: claimed.kind, messageId: claimed.messageId };
    try {
      await options.deliver(claimed);
    } catch (error) {
      // The text may quote a recipient or a URL: stored and logged only redacted.
      const text = redactedErrorText(error);
      const attempts = claimed.attempts + 1;
      failuresInARow += 1;
      if (options.receiverBackoffMs !== undefined) {
        const pause = retryDelayMs(failuresInARow, options.receiverBackoffMs);
        pausedUntil = Math.max(pausedUntil, Date.now() + pause);
      }
      if (attempts >= options.maxAttempts) {
        log.error({ ...details, attempts, error: text }, `${noun} failed for good`);
        return () => repository.giveUp(claimed.id, text);
      }
      const delay = retryDelayMs(attempts, options.retryDelaysMs);
      const nextAttemptAt = new Date(Date.now() + delay).toISOString();
      log.warn({ ...details, attempts, nextAttemptAt, error: text }, `${noun} failed; will retry`);
      return () => repository.reschedule(claimed.id, text, nextAttemptAt);
    }
    failuresInARow = 0;
    const sentAt = new Date().toISOString();
    log.info(details, `${noun} sent`);
    return () => repository.markSent(claimed.id, sentAt);
  }

  /**
   * Claims what is due and delivers it `concurrency` at a time. A crash before an outcome is
   * recorded delivers that row again after its lease, with the same Message-ID or delivery id:
   * at least once.
   */
  async function drain(): Promise<void> {
    while (!stopped && Date.now() >= pausedUntil) {
      const now = Date.now();
      const batch = repository.claimDueBatch(
        new Date(now).toISOString(),
        new Date(now + options.leaseMs).toISOString(),
        options.claimSize,
        filter,
      );
      if (batch.length === 0) return;
      const records: Array<() => void> = [];
      let next = 0;
      const lane = async () => {
        for (let claimed = batch[next++]; claimed; claimed = batch[next++]) {
          const record = await attempt(claimed);
          if (options.recordEach) repository.recordAll(record);
          else records.push(record);
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, lane));
      if (records.length > 0) {
        repository.recordAll(() => {
          for (const record of records) record();
        });
      }
    }
  }

  function schedule(): void {
    if (stopped) return;
    const next = repository.nextDueAt(filter);
    const due = next === null ? Infinity : Math.max(Date.parse(next), pausedUntil);
    const delay = Math.min(Math.max(due - Date.now(), 0), pollMs);
    timer = setTimeout(run, delay);
    // The HTTP server keeps the process alive; a pending retry alone should not.
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    running = drain()
      .then(() => {
        if (runAgain) {
          runAgain = false;
          setImmediate(run);
        } else {
          schedule();
        }
      })
      .catch((error: unknown) => {
        // Only the database can fail here (delivery errors are handled per row); try later.
        log.error({ error: redactedErrorText(error) }, `Outbox worker error (${noun})`);
        if (!stopped) {
          timer = setTimeout(run, pollMs);
          timer.unref();
        }
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
