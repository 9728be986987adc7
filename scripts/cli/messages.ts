/**
 * `npm run messages`: prints the stored contact messages, newest first, for operators.
 *
 *   npm run messages                      readable text
 *   npm run messages -- --json            a JSON array, nothing else on stdout
 *   npm run messages -- --csv             CSV (RFC 4180), formulas defused for spreadsheets
 *   npm run messages -- --since 2026-01-01  received on or after that day (UTC) or instant
 *   npm run messages -- --include-spam    also honeypot submissions (hidden by default)
 *
 * Reads DATA_DIR like the server (default ./data, relative to the repository); never writes.
 */
import {
  createContactMessagesRepository,
  type StoredContactMessage,
} from '#server/repositories/contact-messages.ts';
import { type CsvColumns, listingCommand, printable, runAsMain } from './cli.ts';

const USAGE = `Usage: npm run messages -- [--json | --csv] [--since YYYY-MM-DD] [--include-spam]

Prints the contact messages stored in DATA_DIR (default ./data), newest first.
  --json           a JSON array of messages (machine-readable)
  --csv            CSV with a header row (RFC 4180 quoting); text a spreadsheet would run as a
                   formula (starting with = + - or @) gets a leading apostrophe
  --since DATE     only messages received on or after DATE (YYYY-MM-DD in UTC, or an ISO 8601
                   date-time with a time zone, e.g. 2026-01-01T08:00:00+04:00)
  --include-spam   also show honeypot submissions (hidden by default; marked [spam])
  --help           this text`;

const CSV_COLUMNS: CsvColumns<StoredContactMessage> = [
  ['id', (message) => message.id],
  ['received_at', (message) => message.receivedAt],
  ['name', (message) => message.name],
  ['email', (message) => message.email],
  ['message', (message) => message.message],
  ['locale', (message) => message.locale],
  ['spam', (message) => (message.spam ? 1 : 0)],
  ['forward_status', (message) => message.forwardStatus],
  ['forward_attempts', (message) => message.forwardAttempts],
  ['forward_last_error', (message) => message.forwardLastError],
  ['forwarded_at', (message) => message.forwardedAt],
  ['user_agent', (message) => message.userAgent],
  ['ip_hash', (message) => message.ipHash],
];

/** Readable text: one block per message, the full message indented under its header line. */
function toText(messages: readonly StoredContactMessage[], hiddenSpam: number): string {
  const lines: string[] = [];
  for (const message of messages) {
    const when = message.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    const flags = [
      `[language: ${message.locale}]`,
      message.spam ? '[spam]' : '',
      `[e-mail: ${message.forwardStatus}${message.forwardStatus === 'failed' ? `, ${message.forwardAttempts} attempts` : ''}]`,
    ].filter(Boolean);
    lines.push(
      `${when}  ${printable(message.name)} <${printable(message.email)}>  ${flags.join(' ')}`,
    );
    for (const line of printable(message.message).split(/\r\n|\r|\n/)) lines.push(`    ${line}`);
    lines.push('');
  }
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first`;
  const spamNote = hiddenSpam > 0 ? `; ${hiddenSpam} spam hidden (--include-spam shows them)` : '';
  lines.push(`${count}${spamNote}.`);
  return `${lines.join('\n')}\n`;
}

/** Runs the command; returns the exit code. Output goes to the given streams. */
export const run = listingCommand({
  usage: USAGE,
  options: { 'include-spam': { type: 'boolean', default: false } },
  read: (values) => ({ includeSpam: values['include-spam'] }),
  database: 'contact messages database',
  list: (db, command) => createContactMessagesRepository(db).list(command),
  csvColumns: CSV_COLUMNS,
  text: (messages, command, db) => {
    const hiddenSpam = command.includeSpam
      ? 0
      : createContactMessagesRepository(db).list({ ...command, includeSpam: true }).length -
        messages.length;
    return toText(messages, hiddenSpam);
  },
});

if (import.meta.main) runAsMain(run);
