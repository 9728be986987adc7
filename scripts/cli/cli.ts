// What every operator CLI here shares: how `run` is called from the command line, usage errors,
// the line of a one-argument command (backup, erase), the server's database opened read-only,
// and the listing commands' flags (--json | --csv, --since, --help) and output. node:util's
// parseArgs does the parsing; commander and yargs would add a dependency for the few lines left
// over. The CSV writer is the few lines RFC 4180 needs
// plus the spreadsheet-formula rule below; a CSV package would be a dependency for them.
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import {
  DatabaseMissingError,
  loadMigrations,
  openDatabaseForWriting,
  openDatabaseReadOnly,
  schemaVersion,
} from '#server/db.ts';

/** An operator command: arguments and environment in, text out, the exit code back. */
export type CliCommand = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
) => number;

/** Runs `command` as the process's main program: real argv, env and streams; a throw exits 1. */
export function runAsMain(command: CliCommand): void {
  // Piped into `head`, the reader goes away mid-output: that is the end of the output, not an
  // error worth a stack trace (EPIPE). Anything else still fails loudly.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
  try {
    process.exitCode = command(
      process.argv.slice(2),
      process.env,
      (text) => process.stdout.write(text),
      (text) => process.stderr.write(text),
    );
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

/** A command-line mistake, reported with the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** What the line of a command that takes one argument gave: the argument and its flags. */
export interface OneArgumentLine<F extends string> {
  argument: string;
  flags: Record<F, boolean>;
}

/**
 * Reads the line of a command that takes exactly one argument (`what` names it) and on/off
 * `flags`, besides --help. A mistake is printed with the usage (exit code 1 returned), --help
 * prints the usage (0 returned); otherwise the argument and the flags.
 */
export function readOneArgument<F extends string>(
  args: readonly string[],
  command: { usage: string; what: string; flags: readonly F[] },
  out: (text: string) => void,
  err: (text: string) => void,
): OneArgumentLine<F> | number {
  const options: ParseArgsOptionsConfig = { help: { type: 'boolean', short: 'h', default: false } };
  for (const flag of command.flags) options[flag] = { type: 'boolean', default: false };
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    err(`Error: ${error instanceof Error ? error.message : String(error)}\n\n${command.usage}\n`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values['help'] === true) {
    out(`${command.usage}\n`);
    return 0;
  }
  const [argument, ...extra] = positionals;
  if (argument === undefined || extra.length > 0) {
    err(`Error: give exactly one ${command.what}\n\n${command.usage}\n`);
    return 1;
  }
  const flags = Object.fromEntries(command.flags.map((flag) => [flag, values[flag] === true]));
  return { argument, flags: flags as Record<F, boolean> };
}

/** The repository root: DATA_DIR is relative to it, whatever the working directory. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The data directory the server uses, from DATA_DIR (default ./data). */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(REPO_ROOT, env['DATA_DIR'] || 'data');
}

/**
 * Runs `read` on the server's database opened read-only (or, `writable`, for writing beside the
 * running server), and closes it. Without a database,
 * prints where it was looked for (`what` names its contents) and exits 1; so it does for a
 * database whose schema is not this code's (new code deployed, the server not yet restarted to
 * migrate it), which the queries could only fail on with SQLite's "no such column".
 */
export function withDatabase(
  env: NodeJS.ProcessEnv,
  what: string,
  err: (text: string) => void,
  read: (db: DatabaseSync) => number,
  writable = false,
): number {
  let db: DatabaseSync;
  try {
    const dataDir = dataDirOf(env);
    db = writable ? openDatabaseForWriting(dataDir) : openDatabaseReadOnly(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseMissingError)) throw error;
    err(
      `No ${what} found at ${error.path}.\n` +
        'The server creates it when it first starts; check DATA_DIR (default ./data).\n',
    );
    return 1;
  }
  try {
    const current = schemaVersion(db);
    const latest = loadMigrations().at(-1)?.version ?? 0;
    if (current < latest) {
      err(
        `The ${what} is at schema version ${current}; this code reads version ${latest}.\n` +
          'Start the server once (npm start): it brings the schema up to date. Then run this again.\n',
      );
      return 1;
    }
    if (current > latest) {
      err(
        `The ${what} is at schema version ${current}, newer than this code (${latest}).\n` +
          'Run the command from the code that runs the server.\n',
      );
      return 1;
    }
    return read(db);
  } finally {
    db.close();
  }
}

/** The flags every listing command takes, beside its own. */
const LISTING_OPTIONS = {
  json: { type: 'boolean', default: false },
  csv: { type: 'boolean', default: false },
  since: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsOptionsConfig;

/** What parseArgs makes of a listing command's line, its own options `O` with ours. */
type ListingConfig<O extends ParseArgsOptionsConfig> = {
  args: string[];
  options: typeof LISTING_OPTIONS & O;
  strict: true;
  allowPositionals: false;
};

/** The parsed values of a listing command's own options (and ours). */
type ListingValues<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<ListingConfig<O>>
>['values'];

/** What every listing command's line asks for, beside its own flags. */
interface ListingCommand {
  format: 'text' | 'json' | 'csv';
  /** Lower bound of the listed rows' time (--since), ISO 8601 UTC. */
  since?: string;
  help: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Turns `--since` into an ISO 8601 UTC instant; a bare day means its start in UTC. */
function parseSince(value: string): string {
  if (DAY.test(value)) {
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

/**
 * Reads a listing command's line: our flags, and its own `options` through `read` (checked after
 * --json/--csv and before --since). Throws UsageError on a mistake.
 */
function parseListing<O extends ParseArgsOptionsConfig, C>(
  args: readonly string[],
  options: O,
  read: (values: ListingValues<O>) => C,
): C & ListingCommand {
  let values: ListingValues<O>;
  try {
    ({ values } = parseArgs<ListingConfig<O>>({
      args: [...args],
      options: { ...LISTING_OPTIONS, ...options },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  // `values` is typed by the command's own options; ours are read by name.
  const ours: Readonly<Record<string, unknown>> = values;
  if (ours['json'] && ours['csv']) throw new UsageError('Choose one of --json and --csv');
  const own = read(values);
  const since = typeof ours['since'] === 'string' ? parseSince(ours['since']) : undefined;
  return {
    ...own,
    format: ours['json'] ? 'json' : ours['csv'] ? 'csv' : 'text',
    help: ours['help'] === true,
    ...(since !== undefined && { since }),
  };
}

/** CSV columns: a header and how to read its field from a row. */
export type CsvColumns<T> = ReadonlyArray<readonly [string, (item: T) => unknown]>;

/**
 * Spreadsheet apps run a cell that starts with = + - or @ (or a tab or carriage return) as a
 * formula, and anyone can write one into the site's forms. Such a text field is written with a
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
 * RFC 4180 CSV of `items` by `columns`: a header row, CRLF line ends, fields with quotes, commas
 * or line breaks quoted, and text a spreadsheet would run as a formula prefixed with an apostrophe.
 */
function csvRows<T>(columns: CsvColumns<T>, items: readonly T[]): string {
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

/** A listing command: what is its own, the flags and output every listing shares left out. */
interface Listing<O extends ParseArgsOptionsConfig, C, T> {
  usage: string;
  /** Its own flags, beside --json, --csv, --since and --help. */
  options: O;
  /** Reads its own flags into the command; throws UsageError on a mistake. */
  read: (values: ListingValues<O>) => C;
  /** What the database holds for it, named when there is none. */
  database: string;
  /** Its rows, as --json prints them. */
  list: (db: DatabaseSync, command: C & ListingCommand) => readonly T[];
  csvColumns: CsvColumns<T>;
  /** Its readable text, the default output. */
  text: (rows: readonly T[], command: C & ListingCommand, db: DatabaseSync) => string;
}

/**
 * The command that prints a listing's rows as text, JSON (every field as stored) or CSV. A
 * UsageError is printed with the usage (exit 1); --help prints the usage (exit 0).
 */
export function listingCommand<O extends ParseArgsOptionsConfig, C, T>(
  listing: Listing<O, C, T>,
): CliCommand {
  return (args, env, out, err) => {
    let command;
    try {
      command = parseListing(args, listing.options, listing.read);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      err(`Error: ${error.message}\n\n${listing.usage}\n`);
      return 1;
    }
    if (command.help) {
      out(`${listing.usage}\n`);
      return 0;
    }
    return withDatabase(env, listing.database, err, (db) => {
      const rows = listing.list(db, command);
      if (command.format === 'json') out(`${JSON.stringify(rows, null, 2)}\n`);
      else if (command.format === 'csv') out(csvRows(listing.csvColumns, rows));
      else out(listing.text(rows, command, db));
      return 0;
    });
  };
}
