/**
 * Sends the outbox: claims what is due, hands it to SMTP (or the leads webhook), records the
 * outcome, retries with backoff. The database is the queue, so an SMTP outage or a restart never
 * loses an e-mail. Delivery is at least once: a crash between the SMTP server's acceptance and
 * `markSent` sends the e-mail again after its lease, with the same Message-ID, so mail systems
 * can tell it is a copy.
 *
 * E-mails and webhook events are two queues (server/outbox-queue.ts) that never wait for each
 * other: with both in one claim, a receiver that never answered held each batch of e-mails for
 * its timeout, and 60 confirmations took a minute (p50) to leave.
 */
import { createTransport } from 'nodemailer';
import { LEADS_WEBHOOK_KIND, type LeadEvent, type WebhookSender } from './leads-webhook.ts';
import { createOutboxQueue, type OutboxLogger } from './outbox-queue.ts';
import type { OutboxMail, OutboxRepository } from './repositories/outbox.ts';

export { retryDelayMs, type OutboxLogger } from './outbox-queue.ts';

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
/**
 * Webhook events delivered at once, each recorded as soon as it is answered. Leads come one per
 * visitor; two at a time keep up with any burst the forms allow.
 */
export const WEBHOOK_CONCURRENCY = 2;
/**
 * After a failed delivery the webhook queue pauses this long (the 1st, 2nd... failure in a row;
 * the last value repeats; a success resets it): a receiver that is down is asked again every few
 * minutes, not sent every due event with each waiting out its timeout.
 */
export const WEBHOOK_RECEIVER_BACKOFF_MS: readonly number[] = [5_000, 30_000, 120_000, 300_000];
// How long stop waits for an in-flight send; past it the lease makes the next start retry. Short
// enough for the whole shutdown to end within 5 s (main.ts).
const STOP_GRACE_MS = 2_000;

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
  /** E-mails sent at once; SMTP_MAX_CONNECTIONS by default. */
  concurrency?: number;
  log: OutboxLogger;
  /** Backoff schedule, see DEFAULT_RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** Attempts before giving up, see DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
  /** How long a claim lasts before the e-mail is due again; tests shorten it. */
  leaseMs?: number;
  /** The webhook queue's pauses after failures, see WEBHOOK_RECEIVER_BACKOFF_MS. */
  webhookBackoffMs?: readonly number[];
  /** How often the queues look for rows nobody notified, see OUTBOX_POLL_MS; tests shorten it. */
  pollMs?: number;
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

/** Creates the worker; nothing happens until `start`. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repository, sender, webhook, log } = options;
  const concurrency = Math.max(1, options.concurrency ?? SMTP_MAX_CONNECTIONS);
  const shared = {
    repository,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    pollMs: options.pollMs,
    log,
  };
  const mails = createOutboxQueue({
    ...shared,
    noun: 'E-mail',
    filter: { kind: LEADS_WEBHOOK_KIND, except: true },
    async deliver(claimed) {
      if (sender === undefined) throw new Error('SMTP is not configured');
      await sender.send({ ...claimed.mail, messageId: claimed.messageId });
    },
    concurrency,
    claimSize: concurrency * CLAIMS_PER_LANE,
    recordEach: false,
  });
  const events = createOutboxQueue({
    ...shared,
    noun: 'Webhook event',
    filter: { kind: LEADS_WEBHOOK_KIND },
    async deliver(claimed) {
      if (webhook === undefined) throw new Error('The leads webhook is not configured');
      // enqueueEvent wrote a LeadEvent in this row's mail column.
      await webhook.send(claimed.mail as unknown as LeadEvent);
    },
    concurrency: WEBHOOK_CONCURRENCY,
    claimSize: WEBHOOK_CONCURRENCY,
    recordEach: true,
    receiverBackoffMs: options.webhookBackoffMs ?? WEBHOOK_RECEIVER_BACKOFF_MS,
  });
  let started = false;
  let stopped = false;

  function run(): void {
    if (!started || stopped) return;
    mails.run();
    events.run();
  }

  return {
    start() {
      started = true;
      // Bodies kept by an older version once sent go now, before anything else is sent.
      const dropped = repository.dropSentBodies();
      if (dropped > 0) log.info({ dropped }, 'Dropped the bodies of e-mails already sent');
      run();
    },
    notify() {
      run();
    },
    async stop() {
      stopped = true;
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, STOP_GRACE_MS);
      });
      await Promise.race([Promise.all([mails.stop(), events.stop()]), grace]);
      clearTimeout(graceTimer);
      sender?.close();
    },
  };
}
