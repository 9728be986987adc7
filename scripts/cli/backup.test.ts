import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db.ts';
import { IP_HASH_KEY_FILE, LINK_SIGNING_KEY_FILE } from '#server/key-files.ts';
import {
  createContactMessagesRepository,
  type NewContactMessage,
} from '#server/repositories/contact-messages.ts';
import {
  createContactTestDirs,
  injectJson,
  storedMessages,
  testConfig,
} from '#server/routes/contact.fixtures.ts';
import { runScript, type RunResult } from './cli.fixtures.ts';

const SCRIPT = fileURLToPath(new URL('./backup.ts', import.meta.url));
const STORED_BEFORE = 300;

let root: string;
let dataDir: string;

/** Runs the script as operators do, in a child process, from `root` as the working directory. */
function runBackup(args: string[], env: Record<string, string> = { DATA_DIR: dataDir }) {
  return runScript(SCRIPT, args, env, root);
}

function message(index: number): NewContactMessage {
  return {
    receivedAt: new Date().toISOString(),
    name: `Sender ${index}`,
    email: `sender${index}@example.com`,
    message: `Message ${index} `.repeat(50),
    ipHash: null,
    userAgent: null,
    spam: false,
  };
}

function countIn(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').get()?.['integrity_check']).toBe('ok');
    return Number(db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()?.['n']);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-backup-'));
  dataDir = path.join(root, 'data');
  const db = openDatabase(dataDir);
  const repository = createContactMessagesRepository(db);
  for (let index = 0; index < STORED_BEFORE; index += 1) repository.store(message(index));
  db.close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes a consistent single-file copy while another connection keeps writing', async () => {
    // The server's part: a connection that stores a message every few milliseconds throughout.
    const server = openDatabase(dataDir);
    const repository = createContactMessagesRepository(server);
    let written = 0;
    const writer = setInterval(() => {
      for (let burst = 0; burst < 5; burst += 1) {
        repository.store(message(STORED_BEFORE + written));
        written += 1;
      }
    }, 2);
    let result: RunResult;
    try {
      result = await runBackup(['backups/copy.sqlite']);
    } finally {
      clearInterval(writer);
      server.close();
    }

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const copy = path.join(root, 'backups', 'copy.sqlite');
    expect(result.stdout).toContain(`to ${copy}`);
    expect(written).toBeGreaterThan(0);
    // One file, nothing beside it: no -wal to forget, no temporary left behind.
    expect(await readdir(path.join(root, 'backups'))).toEqual(['copy.sqlite']);
    const copied = countIn(copy);
    expect(copied).toBeGreaterThanOrEqual(STORED_BEFORE);
    expect(copied).toBeLessThanOrEqual(STORED_BEFORE + written);
    // Every table copied is counted, not only the contact messages.
    expect(result.stdout).toContain(`contact_messages ${copied},`);
    for (const table of ['interest_entries', 'interest_repeats', 'outbox', 'server_settings']) {
      expect(result.stdout).toMatch(new RegExp(`${table} \\d+`));
    }
    expect(result.stdout).toMatch(/\((\d+) rows: /);
    expect(result.stdout).toContain('Not in the copy, by design: the key files ip-hash.key');

    // The copy opens as a data directory of its own, schema up to date.
    const restoredDir = path.join(root, 'restored');
    await rm(restoredDir, { recursive: true, force: true });
    const restored = openDatabase(restoredDir);
    restored.close();
    await writeFile(path.join(restoredDir, 'realyield.sqlite'), await readFile(copy));
    await rm(path.join(restoredDir, 'realyield.sqlite-wal'), { force: true });
    await rm(path.join(restoredDir, 'realyield.sqlite-shm'), { force: true });
    const reopened = openDatabase(restoredDir);
    expect(createContactMessagesRepository(reopened).list()).toHaveLength(copied);
    reopened.close();
  });

  it('refuses to replace an existing file unless --force', async () => {
    const target = path.join(root, 'existing.sqlite');
    await writeFile(target, 'keep me');
    const refused = await runBackup(['existing.sqlite']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`${target} exists; choose another file or add --force`);
    expect(await readFile(target, 'utf8')).toBe('keep me');

    const forced = await runBackup(['existing.sqlite', '--force']);
    expect(forced.code).toBe(0);
    expect(countIn(target)).toBeGreaterThanOrEqual(STORED_BEFORE);
  });

  it('says so clearly when there is no database, or no file is given', async () => {
    const missing = await runBackup(['copy.sqlite'], { DATA_DIR: path.join(root, 'nowhere') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No database at');
    expect(existsSync(path.join(root, 'copy.sqlite'))).toBe(false);

    const usage = await runBackup([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run backup -- <file> [--force]');
  });

  it('leaves the keys out: a backup alone does not give back a client address', async () => {
    // A server's own data directory: its first start makes the key files, a post stores a hash.
    const dirs = await createContactTestDirs('backup-keys');
    try {
      const app = await buildApp({
        distDir: dirs.distDir,
        dataDir: dirs.dataDir,
        config: testConfig(),
      });
      try {
        const posted = await injectJson(app, '/api/contact', {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'Hello',
        });
        expect(posted.statusCode).toBe(201);
      } finally {
        await app.close();
      }
      const ipHash = storedMessages(dirs.dataDir)[0]?.ipHash ?? '';
      const keys = await Promise.all(
        [IP_HASH_KEY_FILE, LINK_SIGNING_KEY_FILE].map(async (file) =>
          (await readFile(path.join(dirs.dataDir, file), 'utf8')).trim(),
        ),
      );
      const hashOf = (key: string) => createHmac('sha256', key).update('127.0.0.1').digest('hex');
      expect(hashOf(keys[0] ?? '')).toBe(ipHash);

      const result = await runBackup(['keys/copy.sqlite'], { DATA_DIR: dirs.dataDir });
      expect(result.code).toBe(0);
      expect(await readdir(path.join(root, 'keys'))).toEqual(['copy.sqlite']);
      const bytes = await readFile(path.join(root, 'keys', 'copy.sqlite'));
      for (const key of keys) expect(bytes.includes(key)).toBe(false);
      // The hash is in the copy, and no value the copy holds is the key that makes it.
      const copy = new DatabaseSync(path.join(root, 'keys', 'copy.sqlite'), { readOnly: true });
      try {
        const tables = copy
          .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
          .all()
          .map((row) => String(row['name']));
        const texts = tables.flatMap((table) =>
          copy
            .prepare(`SELECT * FROM "${table}"`)
            .all()
            .flatMap((row) => Object.values(row).filter((value) => typeof value === 'string')),
        );
        expect(texts).toContain(ipHash);
        for (const text of texts) expect(hashOf(text)).not.toBe(ipHash);
      } finally {
        copy.close();
      }
    } finally {
      await dirs.cleanup();
    }
  });
});
