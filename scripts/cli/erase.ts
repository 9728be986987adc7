/**
 * `npm run erase -- <email>`: deletes everything the site holds about one address, when its owner
 * asks the team at the contact address (the privacy notice offers it: a contact message, or an
 * entry whose e-mailed removal link has expired or was lost). Every contact message and every
 * application and waitlist entry (confirmed or not, with its repeats) sent with the address goes,
 * through the repositories' own erase paths, so every e-mail and webhook event about them still
 * in the outbox goes too; each lead that had reached the leads webhook gets the signed erasure
 * event (reason `request`), which the running server's outbox delivers.
 *
 *   npm run erase -- ann@example.com             erase, and say what went
 *   npm run erase -- --dry-run ann@example.com   say what would go (counts and ids); erase nothing
 *
 * Opens DATA_DIR's database beside the running server (WAL: each waits for the other's write).
 */
import type { DatabaseSync } from 'node:sqlite';
import { EMAIL_MAX_LENGTH, emailField } from '#contracts/form-fields.ts';
import { loadConfig } from '#server/config.ts';
import { createContactMessagesRepository } from '#server/repositories/contact-messages.ts';
import {
  createInterestEntriesRepository,
  type StoredInterestEntry,
} from '#server/repositories/interest-entries.ts';
import { contactErasureEvent, erasureEvents } from '#server/services/erasure.ts';
import { mailboxOf } from '#server/services/mailbox.ts';
import { type CliCommand, printable, readOneArgument, runAsMain, withDatabase } from './cli.ts';

const USAGE = `Usage: npm run erase -- [--dry-run] <email>

Erases, on its owner's request, everything stored in DATA_DIR (default ./data) that was sent with
the address: contact messages (spam-trapped ones too), applications and waitlist entries
(confirmed or not, with their repeats), and every e-mail and webhook event about them still in the
outbox. The address is matched as a mailbox, as the confirmation limits count one: case is folded
and plus-tags are folded, so "Ann@Example.com" also erases what was sent as "ann+news@example.com"
(the same mailbox receives both).

For each erased lead that had been sent to the leads webhook, a signed erasure event (reason
"request") is queued in the outbox; the running server delivers it within a minute. Run this with
the server's environment (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET): with the webhook off here,
no erasure event is queued, and the ids a leads tool may still hold are listed: the team deletes
those there.
  --dry-run   print what would be erased (counts and ids) and erase nothing
  --help      this text

Exits 0 when it erased (or found nothing), 1 on a malformed address or a usage mistake.`;

/** What one run found and erased (or, dry, would erase): ids only, never anyone's data. */
interface Erasure {
  contactMessages: string[];
  applications: StoredInterestEntry[];
  waitlist: StoredInterestEntry[];
  /** Erasure events queued for the leads webhook. */
  erasures: number;
  /** Ids of the leads a webhook had (or may have had): the ones a leads tool may still hold. */
  reached: string[];
}

/** Finds what was sent with `mailbox` and erases it through the repositories; returns what. */
function eraseMailbox(db: DatabaseSync, mailbox: string, leads: boolean): Erasure {
  const sameMailbox = (email: string) => mailboxOf(email).mailbox === mailbox;
  const contact = createContactMessagesRepository(db);
  const interest = createInterestEntriesRepository(db);
  const at = new Date().toISOString();
  const messages = contact
    .list({ includeSpam: true })
    .filter((message) => sameMailbox(message.email))
    .map((message) => message.id);
  // A repeat is matched to its entry by the address in any case, so it shares the entry's mailbox.
  const entries = interest.list().filter((entry) => sameMailbox(entry.email));
  const reached: string[] = [];
  let erasures = contact.remove(
    messages,
    (id) => {
      reached.push(id);
      return contactErasureEvent(id, leads, at, 'request');
    },
    at,
  ).erasures;
  for (const entry of entries) {
    if (entry.confirmedAt !== null) reached.push(entry.id);
    const removed = interest.remove(
      entry.id,
      (erased) => erasureEvents(erased, 'request', leads, at),
      at,
    );
    erasures += removed?.erasures ?? 0;
  }
  return {
    contactMessages: messages,
    applications: entries.filter((entry) => entry.kind === 'application'),
    waitlist: entries.filter((entry) => entry.kind === 'waitlist'),
    erasures,
    reached,
  };
}

/** Runs `erase` in one transaction, committed, or rolled back on a dry run. */
function inTransaction(db: DatabaseSync, dryRun: boolean, erase: () => Erasure): Erasure {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = erase();
    db.exec(dryRun ? 'ROLLBACK' : 'COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function entryLine(label: string, entries: readonly StoredInterestEntry[]): string {
  const ids = entries.map(
    (entry) =>
      `${entry.id} (${entry.confirmedAt === null ? 'unconfirmed' : 'confirmed'}, ${plural(entry.repeats.length, 'repeat', 'repeats')})`,
  );
  return `  ${label}: ${entries.length}${ids.length > 0 ? `\n    ${ids.join('\n    ')}` : ''}`;
}

/** The report: what went (or would), and what the leads webhook is told. */
function report(mailbox: string, result: Erasure, dryRun: boolean, leads: boolean): string {
  const { contactMessages, applications, waitlist, erasures } = result;
  const lines = [
    `${dryRun ? 'Would erase' : 'Erased'} what was sent as ${mailbox} (case and plus-tags folded), with every e-mail and webhook event about it still in the outbox:`,
    `  contact messages: ${contactMessages.length}${contactMessages.length > 0 ? `\n    ${contactMessages.join('\n    ')}` : ''}`,
    entryLine('applications', applications),
    entryLine('waitlist entries', waitlist),
  ];
  const events = plural(erasures, 'erasure request', 'erasure requests');
  if (!leads) {
    lines.push(
      'Leads webhook: off here (LEADS_WEBHOOK_URL unset), so no erasure request is queued.',
    );
    // Run without the server's environment, or after the webhook was turned off: the leads tool
    // may still hold these, and only the team can delete them there now.
    if (result.reached.length > 0) {
      lines.push(
        `  A leads tool may still hold ${result.reached.length} of these (sent while a webhook was on); delete them there by id:`,
        `    ${result.reached.join('\n    ')}`,
      );
    }
  } else if (erasures === 0) {
    lines.push(
      'Leads webhook: none of these had been sent to it, so no erasure request is queued.',
    );
  } else if (dryRun) {
    lines.push(`Leads webhook: ${events} (reason "request") would be queued.`);
  } else {
    lines.push(
      `Leads webhook: ${events} (reason "request") queued; the running server delivers ${erasures === 1 ? 'it' : 'them'} within a minute.`,
    );
  }
  if (dryRun) lines.push('Dry run: nothing was erased.');
  return `${lines.join('\n')}\n`;
}

/** Runs the command; returns the exit code. Output goes to the given streams. */
export const run: CliCommand = (args, env, out, err) => {
  const line = readOneArgument(
    args,
    { usage: USAGE, what: 'e-mail address', flags: ['dry-run'] },
    out,
    err,
  );
  if (typeof line === 'number') return line;
  const address = line.argument.trim();
  if (!emailField(EMAIL_MAX_LENGTH).safeParse(address).success) {
    err(`Error: "${printable(address)}" is not an e-mail address (expected name@example.com)\n`);
    return 1;
  }
  const { mailbox } = mailboxOf(address);
  const dryRun = line.flags['dry-run'];
  // The server's own reading of its environment: the webhook is on when it would be there.
  const leads = loadConfig(env).leadsWebhook !== undefined;
  return withDatabase(
    env,
    'database',
    err,
    (db) => {
      const result = inTransaction(db, dryRun, () => eraseMailbox(db, mailbox, leads));
      const found =
        result.contactMessages.length + result.applications.length + result.waitlist.length;
      if (found === 0)
        out(`Nothing found for ${mailbox} (case and plus-tags folded): nothing to erase.\n`);
      else out(report(mailbox, result, dryRun, leads));
      return 0;
    },
    true,
  );
};

if (import.meta.main) runAsMain(run);
