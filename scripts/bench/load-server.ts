// bench:load's server and its files: the production server started on a free loopback port
// with a throwaway DATA_DIR, and what its SQLite files hold once the rounds have run.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { DATABASE_FILE_NAME, openDatabaseReadOnly } from '#server/db.ts';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The text of load message #i, by which the store is checked. */
export const messageText = (i: number) => `bench:load message #${i}`;

export interface Server {
  origin: string;
  child: ChildProcess;
}
/** The server running now, so that a run cut short never leaves it behind. */
let running: ChildProcess | undefined;

/** Starts the production server on `dataDir` and waits for /healthz. */
export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  const port = await getPort({ host: '127.0.0.1' });
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: REPO,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  running = child;
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start; see ${path.join(dataDir, 'server.log')}`);
}

/** Resolves with the exit code, or null when the process is still running after `ms`. */
export function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

/** Kills the server running now, if any: a run cut short never leaves it behind. */
export function killRunning() {
  running?.kill('SIGKILL');
}

/** What the database holds: load messages, duplicates, and which acknowledged ones are missing. */
export function readStore(dataDir: string, acked: readonly number[]) {
  const db = openDatabaseReadOnly(dataDir);
  try {
    const rows = db.prepare('SELECT message FROM contact_messages').all() as { message: string }[];
    const messages = new Set(rows.map((row) => row.message));
    const integrity = db.prepare('PRAGMA integrity_check').all() as Record<string, string>[];
    return {
      stored: rows.length,
      duplicates: rows.length - messages.size,
      missing: acked.filter((i) => !messages.has(messageText(i))).length,
      integrity: integrity.map((row) => Object.values(row).join(' ')).join('; '),
    };
  } finally {
    db.close();
  }
}

/** The database files' sizes, and how many messages a copy of the main file alone holds. */
export function files(dataDir: string) {
  const main = path.join(dataDir, DATABASE_FILE_NAME);
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  const copyDir = path.join(dataDir, 'main-file-copy');
  mkdirSync(copyDir, { recursive: true });
  copyFileSync(main, path.join(copyDir, DATABASE_FILE_NAME));
  const copy = new DatabaseSync(path.join(copyDir, DATABASE_FILE_NAME));
  let inMainFile = 0;
  try {
    inMainFile = (copy.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number })
      .n;
  } catch {
    // No table yet in the main file: every page is still in the WAL.
  } finally {
    copy.close();
  }
  return { main: size(main), wal: size(`${main}-wal`), inMainFile };
}
