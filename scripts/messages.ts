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
import { parseArgs } from 'node:util';
import {
  createContactMessagesRepository,
  type StoredContactMessage,
} from '#server/repositories/contact-messages.ts';
import { UsageError, commandOrExit, runAsMain, withReadOnlyDatabase } from './cli.ts';

const USAGE = `Usage: npm run messages -- [--json | --csv] [--since YYYY-MM-DD] [--include-spam]

Prints the contact messages stored in DATA_DIR (default ./data), newest first.
  --json           a JSON array of messages (machine-readable)
  --csv            CSV with a header row (RFC 4180 quoting); text a spreadsheet would run as a
                   formula (starting with = + - or @) gets a leading apostrophe
  --since DATE     only messages received on or after DATE (YYYY-MM-DD in UTC, or an ISO 8601
                   date-time with a time zone, e.g. 2026-01-01T08:00:00+04:00)
  --include-spam   also show honeypot submissions (hidden by default; marked [spam])
  --help           this text`;

/** What the command line asks for. */
export interface MessagesCommand {
  format: 'text' | 'json' | 'csv';
  /** Lower bound of the receipt time, ISO 8601 UTC. */
  since?: string;
  /** Show honeypot submissions too. */
  includeSpam: boolean;
  help: boolean;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Turns `--since` into an ISO 8601 UTC instant; a bare day means its start in UTC. */
export function parseSince(value: string): string {
  const day = DAY.exec(value);
  if (day) {
    const date = new Date(`${value}T00:00:00.000Z`);
    // Rejects days that Date would roll over, such as 2026-02-30.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      throw new UsageError(`--since: "${value}" is not a valid date`);
    }
    return date.toISOString();
  }
  const time = Date.parse(value);
  if (DATE_TIME_WITH_ZONE.test(value) && !Number.isNaN(time)) return new Date(time).toISOString();
  throw new UsageError(
    `--since: "${value}" is not a date; use YYYY-MM-DD or an ISO 8601 date-time with a time zone`,
  );
}

/** Reads the command line; throws UsageError on a mistake. */
export function parseCommand(args: readonly string[]): MessagesCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean', default: false },
        csv: { type: 'boolean', default: false },
        since: { type: 'string' },
        'include-spam': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.json && values.csv) throw new UsageError('Choose one of --json and --csv');
  const command: MessagesCommand = {
    format: values.json ? 'json' : values.csv ? 'csv' : 'text',
    includeSpam: values['include-spam'],
    help: values.help,
  };
  if (values.since !== undefined) command.since = parseSince(values.since);
  return command;
}

const CSV_COLUMNS: ReadonlyArray<[string, (message: StoredContactMessage) => unknown]> = [
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

/**
 * Spreadsheet apps run a cell that starts with = + - or @ (or a tab or carriage return) as a
 * formula, and anyone can write one into the contact form. Such a text field is written with a
 * leading apostrophe, which spreadsheets take as "this is text" and do not show; --json keeps
 * every field exactly as it was received.
 */
const SPREADSHEET_FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: unknown): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' && SPREADSHEET_FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header row, CRLF line ends, fields with quotes, commas or line breaks quoted,
 * and text a spreadsheet would run as a formula prefixed with an apostrophe.
 */
export function toCsv(messages: readonly StoredContactMessage[]): string {
  return csvRows(CSV_COLUMNS, messages);
}

/** CSV of `items` by `columns` (header, reader) under the rules of `toCsv`; interest.ts uses it too. */
export function csvRows<T>(
  columns: ReadonlyArray<readonly [string, (item: T) => unknown]>,
  items: readonly T[],
): string {
  const rows = [
    columns.map(([name]) => name),
    ...items.map((item) => columns.map(([, read]) => csvField(read(item)))),
  ];
  return rows.map((row) => `${row.join(',')}\r\n`).join('');
}

// Visitor text is shown in a terminal: control characters (escape sequences) could rewrite
// the screen, so everything but line breaks and tabs is shown as a visible escape.
/** `text` safe to print in a terminal: control characters but line breaks and tabs escaped. */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Readable text: one block per message, the full message indented under its header line. */
export function toText(
  messages: readonly StoredContactMessage[],
  context: { includeSpam: boolean; hiddenSpam: number },
): string {
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
  const spamNote =
    !context.includeSpam && context.hiddenSpam > 0
      ? `; ${context.hiddenSpam} spam hidden (--include-spam shows them)`
      : '';
  lines.push(`${count}${spamNote}.`);
  return `${lines.join('\n')}\n`;
}

/** Runs the command; returns the exit code. Output goes to the given streams. */
export function run(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
): number {
  const command = commandOrExit(args, parseCommand, USAGE, out, err);
  if (typeof command === 'number') return command;
  return withReadOnlyDatabase(env, 'contact messages database', err, (db) => {
    const repository = createContactMessagesRepository(db);
    const filter = command.since === undefined ? {} : { since: command.since };
    const messages = repository.list({ ...filter, includeSpam: command.includeSpam });
    if (command.format === 'json') {
      out(`${JSON.stringify(messages, null, 2)}\n`);
    } else if (command.format === 'csv') {
      out(toCsv(messages));
    } else {
      const hiddenSpam = command.includeSpam
        ? 0
        : repository.list({ ...filter, includeSpam: true }).length - messages.length;
      out(toText(messages, { includeSpam: command.includeSpam, hiddenSpam }));
    }
    return 0;
  });
}

if (import.meta.main) runAsMain(run);
