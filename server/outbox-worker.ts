/**
 * Sends the outbox: claims what is due, hands it to SMTP, records the outcome, retries with
 * backoff. The database is the queue, so an SMTP outage or a restart never loses an e-mail.
 * Delivery is at least once: a crash between the SMTP server's acceptance and `markSent` sends
 * the e-mail again after its lease, with the same Message-ID, so mail systems can tell it is a
 * copy.
 */
import { createTransport } from 'nodemailer';
import { LEADS_WEBHOOK_KIND, type LeadEvent, type WebhookSender } from './leads-webhook.ts';
import type { ClaimedMail, OutboxMail, OutboxRepository } from './repositories/outbox.ts';

/** Wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000,
];

/** Attempts before an e-mail is left as `failed` for good (about 15 hours with the defaults). */
export const DEFAULT_MAX_ATTEMPTS = 20;

// A claimed e-mail becomes due again after this, should the process die mid-send.
// Longer than the SMTP timeouts below, so a slow send is not retried while still running.
const DEFAULT_LEASE_MS = 120_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/**
 * SMTP connections kept open and used at once (nodemailer's pool), and so the e-mails the worker
 * sends in parallel: one connection at a time sent 9.3 e-mails a second, so a burst of 1,000
 * applications delayed confirmations by minutes. Five is what most providers allow per client.
 */
export const SMTP_MAX_CONNECTIONS = 5;
/** E-mails claimed per SMTP connection at a time (a batch is one claim and one record). */
const CLAIMS_PER_LANE = 4;
// Re-read the queue at least this often, so a far-away timer never outlives a clock change.
const MAX_SLEEP_MS = 60_000;
// How long stop waits for an in-flight send; past it the lease makes the next start retry. Short
// enough for the whole shutdown to end within 5 s (main.ts).
const STOP_GRACE_MS = 2_000;
const MAX_ERROR_LENGTH = 500;

/** An e-mail as a sender gets it: the rendered mail and its Message-ID header. */
export interface OutgoingMail extends OutboxMail {
  messageId: string;
}

/** Delivers e-mails; nodemailer over SMTP in production. */
export interface MailSender {
  /** Resolves once the server accepted the e-mail. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Minimal logger (Fastify's logger fits). */
export interface OutboxLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Wait before the next attempt after `failedAttempts` failures (1-based). */
export function retryDelayMs(failedAttempts: number, delaysMs: readonly number[]): number {
  const index = Math.min(Math.max(failedAttempts, 1), delaysMs.length) - 1;
  return delaysMs[index] ?? DEFAULT_RETRY_DELAYS_MS[0] ?? 5_000;
}

/** A sender over SMTP, configured by a URL such as `smtp://user:pass@mail.example.com:587`. */
export function createSmtpSender(
  smtpUrl: string,
  maxConnections: number = SMTP_MAX_CONNECTIONS,
): MailSender {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}

/** What the worker sends from, with, and how persistently. */
export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  /** Sends the e-mails; absent when SMTP is off (no e-mail is enqueued then). */
  sender?: MailSender | undefined;
  /** Delivers the leads webhook's events; absent when it is off. */
  webhook?: WebhookSender | undefined;
  /** E-mails (and events) sent at once; SMTP_MAX_CONNECTIONS by default. */
  concurrency?: number;
  log: OutboxLogger;
  /** Backoff schedule, see DEFAULT_RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** Attempts before giving up, see DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
  /** How long a claim lasts before the e-mail is due again; tests shorten it. */
  leaseMs?: number;
}

/** The background worker that sends due e-mails. */
export interface OutboxWorker {
  /** Sends what is already due (e-mails from before a restart), then keeps watching. */
  start(): void;
  /** Tells the worker an e-mail was enqueued (call after the transaction committed). */
  notify(): void;
  /** Stops timers, waits briefly for an in-flight send and closes the sender. */
  stop(): Promise<void>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** Creates the worker; nothing happens until `start`. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repository, sender, webhook, log } = options;
  const concurrency = Math.max(1, options.concurrency ?? SMTP_MAX_CONNECTIONS);
  const delaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;

  /** Sends one claimed e-mail (or event); returns how to record the outcome. */
  async function attempt(claimed: ClaimedMail): Promise<() => void> {
    const details = { outboxId: claimed.id, kind: claimed.kind, messageId: claimed.messageId };
    try {
      if (claimed.kind === LEADS_WEBHOOK_KIND) {
        if (webhook === undefined) throw new Error('The leads webhook is not configured');
        // enqueueEvent wrote a LeadEvent in this row's mail column.
        await webhook.send(claimed.mail as unknown as LeadEvent);
      } else {
        if (sender === undefined) throw new Error('SMTP is not configured');
        await sender.send({ ...claimed.mail, messageId: claimed.messageId });
      }
    } catch (error) {
      const attempts = claimed.attempts + 1;
      if (attempts >= maxAttempts) {
        log.error({ ...details, attempts, err: error }, 'E-mail failed for good');
        return () => repository.giveUp(claimed.id, errorText(error));
      }
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, delaysMs)).toISOString();
      log.warn({ ...details, attempts, nextAttemptAt, err: error }, 'E-mail failed; will retry');
      return () => repository.reschedule(claimed.id, errorText(error), nextAttemptAt);
    }
    const sentAt = new Date().toISOString();
    log.info(details, 'E-mail sent');
    return () => repository.markSent(claimed.id, sentAt);
  }

  /**
   * Claims what is due in batches and sends each batch `concurrency` at a time; the outcomes of a
   * batch are recorded in one transaction. A crash before that record sends the batch again after
   * its lease, with the same Message-IDs: at least once, as before.
   */
  async function drain(): Promise<void> {
    while (!stopped) {
      const now = Date.now();
      const batch = repository.claimDueBatch(
        new Date(now).toISOString(),
        new Date(now + leaseMs).toISOString(),
        concurrency * CLAIMS_PER_LANE,
      );
      if (batch.length === 0) return;
      const records: Array<() => void> = [];
      let next = 0;
      const lane = async () => {
        for (let claimed = batch[next++]; claimed; claimed = batch[next++]) {
          records.push(await attempt(claimed));
        }
      };
      await Promise.all(Array.from({ length: concurrency }, lane));
      repository.recordAll(() => {
        for (const record of records) record();
      });
    }
  }

  function schedule(): void {
    if (stopped) return;
    const next = repository.nextDueAt();
    if (next === null) return;
    const delay = Math.min(Math.max(Date.parse(next) - Date.now(), 0), MAX_SLEEP_MS);
    timer = setTimeout(run, delay);
    // The HTTP server keeps the process alive; a pending retry alone should not.
    timer.unref();
  }

  function run(): void {
    if (!started || stopped) return;
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
        // Only the database can fail here (send errors are handled per e-mail); try later.
        log.error({ err: error }, 'Outbox worker error');
        if (!stopped) {
          timer = setTimeout(run, MAX_SLEEP_MS);
          timer.unref();
        }
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      started = true;
      run();
    },
    notify() {
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      if (running) {
        let graceTimer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, STOP_GRACE_MS);
        });
        await Promise.race([running, grace]);
        clearTimeout(graceTimer);
      }
      sender?.close();
    },
  };
}
