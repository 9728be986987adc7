/**
 * E-mail forwarding of contact messages: the mail composer, the SMTP sender and the retry worker.
 * The database is the queue: a message is stored as `pending` before the visitor gets an
 * answer, and this worker drains what is due, so an SMTP outage or a restart never loses one.
 */
import { createTransport } from 'nodemailer';
import type {
  ContactMessagesRepository,
  StoredContactMessage,
} from './repositories/contact-messages.ts';

/** Wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000,
];

/** Attempts before a message is left as `failed` for good (about 15 hours with the defaults). */
export const DEFAULT_MAX_FORWARD_ATTEMPTS = 20;

// A claimed message becomes due again after this, should the process die mid-send.
// Longer than the SMTP timeouts below, so a slow send is not retried while still running.
const CLAIM_LEASE_MS = 120_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
// Re-read the queue at least this often, so a far-away timer never outlives a clock change.
const MAX_SLEEP_MS = 60_000;
// How long close waits for an in-flight send; past it the lease makes the next start retry.
const STOP_GRACE_MS = 5_000;
const MAX_ERROR_LENGTH = 500;
const MAX_SUBJECT_NAME_LENGTH = 80;

/** An e-mail as the worker hands it to a sender. */
export interface ForwardEmail {
  /** Sender address. */
  from: string;
  /** Recipient(s), as configured in CONTACT_TO. */
  to: string;
  /** The visitor, so that replying answers them. */
  replyTo: { name: string; address: string };
  /** Subject line. */
  subject: string;
  /** Plain-text body. */
  text: string;
}

/** Something that delivers e-mails; nodemailer in production, a fake in some tests. */
export interface MailSender {
  /** Resolves once the server accepted the e-mail. */
  send(mail: ForwardEmail): Promise<void>;
  /** Releases connections. */
  close(): void;
}

/** Minimal logger (Fastify's logger fits). */
export interface ForwardingLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Wait before the next attempt after `failedAttempts` failures (1-based). */
export function retryDelayMs(failedAttempts: number, delaysMs: readonly number[]): number {
  const index = Math.min(Math.max(failedAttempts, 1), delaysMs.length) - 1;
  return delaysMs[index] ?? DEFAULT_RETRY_DELAYS_MS[0] ?? 5_000;
}

function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Builds the e-mail for a stored message. */
export function composeForwardEmail(
  message: StoredContactMessage,
  addresses: { to: string; from: string },
): ForwardEmail {
  // Header values come from the visitor: one line, bounded, so the subject stays readable.
  const name = singleLine(message.name);
  const shortName =
    name.length > MAX_SUBJECT_NAME_LENGTH ? `${name.slice(0, MAX_SUBJECT_NAME_LENGTH)}…` : name;
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name, address: message.email },
    subject: `New contact message from ${shortName}`,
    text: [
      'New message from the contact form of the RealYield website.',
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Received: ${message.receivedAt}`,
      `Message ID: ${message.id}`,
      '',
      'Message:',
      message.message,
      '',
    ].join('\n'),
  };
}

/** A sender over SMTP, configured by a URL such as `smtp://user:pass@mail.example.com:587`. */
export function createSmtpSender(smtpUrl: string): MailSender {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}

/** Settings of the retry worker. */
export interface ForwardingWorkerOptions {
  /** Where messages and their forwarding state live. */
  repository: ContactMessagesRepository;
  /** Delivers the e-mails. */
  sender: MailSender;
  /** Recipient(s). */
  to: string;
  /** Sender address. */
  from: string;
  /** Backoff schedule, see DEFAULT_RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** Attempts before giving up. */
  maxAttempts?: number;
  /** Where progress and failures are reported. */
  log: ForwardingLogger;
}

/** The background worker that forwards due messages. */
export interface ForwardingWorker {
  /** Forwards what is already due (messages from before a restart), then keeps watching. */
  start(): void;
  /** Tells the worker a new message was queued. */
  notify(): void;
  /** Stops timers, waits briefly for an in-flight send and closes the sender. */
  stop(): Promise<void>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** Creates the worker; nothing happens until `start`. */
export function createForwardingWorker(options: ForwardingWorkerOptions): ForwardingWorker {
  const { repository, sender, log } = options;
  const delaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_FORWARD_ATTEMPTS;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;

  async function attempt(message: StoredContactMessage): Promise<void> {
    try {
      await sender.send(composeForwardEmail(message, options));
    } catch (error) {
      const failedAttempts = message.forwardAttempts + 1;
      const giveUp = failedAttempts >= maxAttempts;
      const nextAttemptAt = giveUp
        ? null
        : new Date(Date.now() + retryDelayMs(failedAttempts, delaysMs)).toISOString();
      repository.markForwardFailed(message.id, errorText(error), nextAttemptAt);
      const details = {
        messageId: message.id,
        attempts: failedAttempts,
        nextAttemptAt,
        err: error,
      };
      if (giveUp) log.error(details, 'Contact message forwarding failed for good');
      else log.warn(details, 'Contact message forwarding failed; will retry');
      return;
    }
    repository.markForwarded(message.id, new Date().toISOString());
    log.info({ messageId: message.id }, 'Contact message forwarded by e-mail');
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const now = Date.now();
      const message = repository.claimDueForForwarding(
        new Date(now).toISOString(),
        new Date(now + CLAIM_LEASE_MS).toISOString(),
      );
      if (!message) return;
      await attempt(message);
    }
  }

  function schedule(): void {
    if (stopped) return;
    const next = repository.nextForwardDueAt();
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
        // Only the database can fail here (send errors are handled per message); try later.
        log.error({ err: error }, 'Contact forwarding worker error');
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
      sender.close();
    },
  };
}
