// What every operator CLI here shares: how `run` is called from the command line, usage errors,
// and the server's database opened read-only. node:util's parseArgs does the parsing; commander
// and yargs would add a dependency for the few lines left over.
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { DatabaseMissingError, openDatabaseReadOnly } from '#server/db.ts';

/** An operator command: arguments and environment in, text out, the exit code back. */
export type CliCommand = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
) => number;

/** Runs `command` as the process's main program: real argv, env and streams; a throw exits 1. */
export function runAsMain(command: CliCommand): void {
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

/**
 * Parses the command line with `parse`; a UsageError is printed with the usage (exit 1), and
 * `--help` prints the usage (exit 0). Returns the command, or the exit code when there is none.
 */
export function commandOrExit<C extends { help: boolean }>(
  args: readonly string[],
  parse: (args: readonly string[]) => C,
  usage: string,
  out: (text: string) => void,
  err: (text: string) => void,
): C | number {
  let command: C;
  try {
    command = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`Error: ${error.message}\n\n${usage}\n`);
    return 1;
  }
  if (command.help) {
    out(`${usage}\n`);
    return 0;
  }
  return command;
}

/** The repository root: DATA_DIR is relative to it, whatever the working directory. */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The data directory the server uses, from DATA_DIR (default ./data). */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(REPO_ROOT, env['DATA_DIR'] || 'data');
}

/**
 * Runs `read` on the server's database opened read-only, and closes it. Without a database,
 * prints where it was looked for (`what` names its contents) and exits 1.
 */
export function withReadOnlyDatabase(
  env: NodeJS.ProcessEnv,
  what: string,
  err: (text: string) => void,
  read: (db: DatabaseSync) => number,
): number {
  let db: DatabaseSync;
  try {
    db = openDatabaseReadOnly(dataDirOf(env));
  } catch (error) {
    if (!(error instanceof DatabaseMissingError)) throw error;
    err(
      `No ${what} found at ${error.path}.\n` +
        'The server creates it when it first starts; check DATA_DIR (default ./data).\n',
    );
    return 1;
  }
  try {
    return read(db);
  } finally {
    db.close();
  }
}
