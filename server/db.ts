/**
 * Opens the SQLite database in DATA_DIR and brings its schema up to date.
 * Table access lives in server/repositories/; this module only owns the connection settings
 * and the migration bookkeeping (see server/migrations/README.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';

/** File name of the database inside the data directory. */
export const DATABASE_FILE_NAME = 'realyield.sqlite';

/** How long a statement waits for another connection's write lock before failing. */
export const BUSY_TIMEOUT_MS = 5000;

// SQLite checkpoints the WAL into the main file every 1000 pages (about 4 MB) on commit, but
// keeps the WAL file at its largest size for reuse; past this size it is truncated back, so a
// burst of writes does not leave a large file behind.
const JOURNAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** One numbered schema change from server/migrations/. */
export interface Migration {
  /** The file's number, e.g. 1 for `001-contact-messages.sql`. */
  version: number;
  /** The file name, recorded in schema_migrations for operators. */
  name: string;
  sql: string;
}

/** Absolute or relative path of the database file for a data directory. */
export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME);
}

/** Reads the migration files, ordered by number; rejects gaps and duplicates. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => {
      const match = MIGRATION_FILE_NAME.exec(name);
      if (!match?.[1]) {
        throw new Error(`Migration file name "${name}" does not match NNN-kebab-name.sql`);
      }
      return { version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    // Numbers are the order of application: a gap or a duplicate means a merge went wrong.
    if (migration.version !== index + 1) {
      throw new Error(`Migration ${migration.name}: expected number ${index + 1}`);
    }
  });
  return migrations;
}

/** The schema version a database is at: its last recorded migration, 0 before the first. */
export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get();
  return typeof row?.['version'] === 'number' ? row['version'] : 0;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all inside one transaction,
 * and returns the versions applied. Refuses a database newer than this code.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  // The transaction is IMMEDIATE, taking the write lock before reading, so two processes
  // starting together cannot both decide to apply the same migration.
  return transaction(db, () => {
    const current = schemaVersion(db);
    const latest = migrations.at(-1)?.version ?? 0;
    if (current > latest) {
      throw new Error(
        `Database schema is at version ${current} but this code knows only up to ${latest}`,
      );
    }
    const record = db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Opens (creating if needed) the database in `dataDir` and migrates it. */
export function openDatabase(
  dataDir: string,
  migrations: readonly Migration[] = loadMigrations(),
): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(databasePath(dataDir), { timeout: BUSY_TIMEOUT_MS });
  try {
    configure(db);
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The connection settings every writer uses, the server's and an operator tool's alike. */
function configure(db: DatabaseSync): void {
  // WAL lets `npm run messages` and `npm run backup` read while the server writes, and
  // `npm run erase` write beside it (each write waits for the other's lock, busy_timeout).
  // Its automatic checkpoint (wal_autocheckpoint, left at SQLite's default) runs only when a
  // write statement is stepped to its end: repositories never leave one half-stepped (no
  // RETURNING through .get() or .run(), see server/repositories/README.md).
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA foreign_keys = ON');
  // Erased rows (a removal, retention, a secret moved out) are zeroed in the file, not left in
  // free pages where a copy of the file would still hold them.
  db.exec('PRAGMA secure_delete = ON');
}

/**
 * Runs `fn` in a transaction: committed when it returns, rolled back when it throws. Inside
 * another transaction it becomes a savepoint, so a repository function that writes two tables
 * can be called alone or from a caller's own transaction. node:sqlite has no helper for this.
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  if (db.isTransaction) {
    db.exec('SAVEPOINT nested');
    try {
      const result = fn();
      db.exec('RELEASE nested');
      return result;
    } catch (error) {
      // Some errors (SQLITE_FULL, SQLITE_IOERR) have already rolled the whole transaction back.
      if (db.isTransaction) db.exec('ROLLBACK TO nested; RELEASE nested');
      throw error;
    }
  }
  // IMMEDIATE takes the write lock at once: a deferred transaction that reads first could fail
  // with SQLITE_BUSY on its first write instead of waiting for busy_timeout.
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Thrown by `openDatabaseReadOnly` when the data directory holds no database yet. */
export class DatabaseMissingError extends Error {
  /** Path that was looked for. */
  readonly path: string;

  constructor(path: string) {
    super(`No database at ${path}: the server has not stored anything in this DATA_DIR yet`);
    this.name = 'DatabaseMissingError';
    this.path = path;
  }
}

/** Opens an existing database for reading only (operator tools); never creates or migrates. */
export function openDatabaseReadOnly(dataDir: string): DatabaseSync {
  const path = databasePath(dataDir);
  if (!existsSync(path)) throw new DatabaseMissingError(path);
  return new DatabaseSync(path, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
}

/**
 * Opens an existing database for an operator tool that writes (`npm run erase`), with the
 * server's connection settings; never creates or migrates it (the running server owns that).
 */
export function openDatabaseForWriting(dataDir: string): DatabaseSync {
  const path = databasePath(dataDir);
  if (!existsSync(path)) throw new DatabaseMissingError(path);
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    configure(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
