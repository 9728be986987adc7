/**
 * `npm run backup -- <file> [--force]`: writes a consistent copy of the database to <file>
 * while the server keeps running. Reads DATA_DIR like the server (default ./data, relative to
 * the repository); <file> is relative to where you run the command.
 *
 * It uses SQLite's `VACUUM INTO` rather than node:sqlite's `backup()`: backup() copies pages in
 * steps and starts over whenever another process writes between two steps, so under steady
 * traffic it may never finish; VACUUM INTO reads one snapshot in a single statement, as a WAL
 * reader that never blocks the server, and writes one compact file with no -wal beside it.
 * To restore, see "Backup and restore" in the README.
 */
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DatabaseMissingError, openDatabaseReadOnly } from '#server/db.ts';
import { IP_HASH_KEY_FILE, LINK_SIGNING_KEY_FILE } from '#server/key-files.ts';
import { dataDirOf, readOneArgument, runAsMain } from './cli.ts';

const KEY_FILES = `${IP_HASH_KEY_FILE}, ${LINK_SIGNING_KEY_FILE}`;

const USAGE = `Usage: npm run backup -- <file> [--force]

Writes a consistent copy of the database in DATA_DIR (default ./data) to <file>, safely while
the server runs. The copy is one SQLite file. The key files beside the database (${KEY_FILES})
are not in it, by design: see "Backup and restore" in the README.
  --force   replace <file> if it exists (refused otherwise)
  --help    this text`;

/** Runs the command; returns the exit code. Output goes to the given streams. */
export function run(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
): number {
  const line = readOneArgument(
    args,
    { usage: USAGE, what: 'file to write', flags: ['force'] },
    out,
    err,
  );
  if (typeof line === 'number') return line;
  // npm runs scripts from the repository root; INIT_CWD is where the operator typed the command.
  const target = path.resolve(env['INIT_CWD'] ?? process.cwd(), line.argument);
  const force = line.flags.force;
  if (!force && existsSync(target)) {
    err(`Error: ${target} exists; choose another file or add --force to replace it\n`);
    return 1;
  }

  const dataDir = dataDirOf(env);
  let db;
  try {
    db = openDatabaseReadOnly(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseMissingError)) throw error;
    err(`Error: ${error.message}\n`);
    return 1;
  }
  // Written beside the target and moved into place, so <file> is never a half-written copy.
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    db.prepare('VACUUM INTO ?').run(temporary);
    const copy = new DatabaseSync(temporary, { readOnly: true });
    let rows: Array<[string, number]>;
    try {
      const check = copy.prepare('PRAGMA quick_check').all();
      if (check.length !== 1 || check[0]?.['quick_check'] !== 'ok') {
        throw new Error(`the copy failed its check: ${JSON.stringify(check)}`);
      }
      // Every table the copy holds, so the report is what was copied, not one table of it.
      const tables = copy
        .prepare(
          `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
           ORDER BY name`,
        )
        .all()
        .map((row) => String(row['name']));
      rows = tables.map((table) => [
        table,
        Number(copy.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get()?.['n']),
      ]);
    } finally {
      copy.close();
    }
    if (force) {
      renameSync(temporary, target);
    } else {
      // link() refuses an existing name, so a file created meanwhile is not replaced either.
      linkSync(temporary, target);
      rmSync(temporary);
    }
    const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
    const total = rows.reduce((sum, [, count]) => sum + count, 0);
    const counts = rows.map(([table, count]) => `${table} ${count}`).join(', ');
    out(`Backed up ${dataDir} (${total} rows: ${counts}; ${megabytes} MB) to ${target}\n`);
    out(`Not in the copy, by design: the key files ${KEY_FILES} (README, "Backup and restore")\n`);
    return 0;
  } catch (error) {
    rmSync(temporary, { force: true });
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      err(`Error: ${target} exists; choose another file or add --force to replace it\n`);
      return 1;
    }
    throw error;
  } finally {
    db.close();
  }
}

if (import.meta.main) runAsMain(run);
