import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath, loadMigrations, migrate, openDatabase } from '../db.ts';
import { createContactMessagesRepository, type NewContactMessage } from './contact-messages.ts';
import { createOutboxRepository } from './outbox.ts';

let root: string;

// SQLite checkpoints every 1000 pages (4 MB); journal_size_limit truncates the WAL to 8 MB.
const WAL_BOUND_BYTES = 12 * 1024 * 1024;

function message(overrides: Partial<NewContactMessage> = {}): NewContactMessage {
  return {
    receivedAt: '2026-01-01T00:00:00.000Z',
    name: 'Name',
    email: 'name@example.com',
    message: 'Text',
    ipHash: 'abc',
    userAgent: 'UA',
    spam: false,
    ...overrides,
  };
}

function dataDirReady(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-repository-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates DATA_DIR, uses WAL and records each migration once', () => {
    const dataDir = path.join(root, 'fresh', 'nested');
    const db = openDatabase(dataDir);
    expect(db.prepare('PRAGMA journal_mode').get()?.['journal_mode']).toBe('wal');
    expect(db.prepare('PRAGMA foreign_keys').get()?.['foreign_keys']).toBe(1);
    expect(db.prepare('PRAGMA busy_timeout').get()?.['timeout']).toBe(5000);
    const versions = () => db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(versions()).toEqual([
      { version: 1, name: '001-contact-messages.sql' },
      { version: 2, name: '002-outbox.sql' },
      { version: 3, name: '003-interest.sql' },
      { version: 4, name: '004-locale.sql' },
      { version: 5, name: '005-contact-submission.sql' },
      { version: 6, name: '006-interest-repeats.sql' },
      { version: 7, name: '007-double-opt-in.sql' },
    ]);
    expect(migrate(db, loadMigrations())).toEqual([]);
    expect(versions()).toHaveLength(7);
    db.close();
  });

  it('refuses a database newer than the code', () => {
    const dataDir = path.join(root, 'newer');
    const db = openDatabase(dataDir);
    db.prepare('INSERT INTO schema_migrations VALUES (99, ?, ?)').run('099-future.sql', 'now');
    db.close();
    expect(() => openDatabase(dataDir)).toThrow(/version 99/);
  });

  it('rolls back every pending migration when one fails', async () => {
    const dir = path.join(root, 'bad-migrations');
    await mkdir(dir);
    await writeFile(path.join(dir, '001-ok.sql'), 'CREATE TABLE a (x INTEGER);');
    await writeFile(path.join(dir, '002-broken.sql'), 'CREATE TABLE b (;');
    const dataDir = path.join(root, 'rolled-back');
    expect(() => openDatabase(dataDir, loadMigrations(dir))).toThrow();
    const db = openDatabase(dataDir, []);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined();
    db.close();
  });

  it('rejects gaps in migration numbers', async () => {
    const dir = path.join(root, 'gap');
    await mkdir(dir);
    await writeFile(path.join(dir, '001-a.sql'), '');
    await writeFile(path.join(dir, '003-c.sql'), '');
    expect(() => loadMigrations(dir)).toThrow(/expected number 2/);
  });
});

describe('the write-ahead log', () => {
  // Statements left half-stepped (INSERT ... RETURNING through .get()) committed without
  // SQLite's automatic checkpoint: the main file stayed empty and the WAL grew without bound,
  // so a copy of the database file held nothing.
  it('is checkpointed into the main file as messages are stored, and stays bounded', async () => {
    const dataDir = path.join(root, 'wal');
    const db = openDatabase(dataDir);
    const repository = createContactMessagesRepository(db);
    const outbox = createOutboxRepository(db);
    const text = 'A message of some length. '.repeat(40);
    const file = databasePath(dataDir);
    // A copy of the main file alone (no -wal), as a file-level backup would take it.
    const copiedCount = async (table: string, where = '') => {
      const copy = path.join(root, `wal-copy-${table}.sqlite`);
      await copyFile(file, copy);
      const copied = new DatabaseSync(copy, { readOnly: true });
      try {
        return Number(copied.prepare(`SELECT COUNT(*) AS n FROM ${table} ${where}`).get()?.['n']);
      } finally {
        copied.close();
      }
    };

    // Stored only (forwarding off), as in the load run that found the defect.
    for (let index = 0; index < 3000; index += 1) {
      repository.store(message({ message: `${index} ${text}` }));
    }
    expect((await stat(`${file}-wal`)).size).toBeLessThan(WAL_BOUND_BYTES);
    expect(await copiedCount('contact_messages')).toBeGreaterThan(2000);

    // Stored with a forward, then each e-mail claimed and marked sent as the worker does.
    const forward = { to: 'ops@example.com', from: 'site@example.com' };
    for (let index = 0; index < 2000; index += 1) {
      repository.store(message({ message: `${index} ${text}` }), forward);
    }
    const now = new Date().toISOString();
    const claim = () => outbox.claimDueBatch(now, now, 20);
    for (let batch = claim(); batch.length > 0; batch = claim()) {
      outbox.recordAll(() => {
        for (const claimed of batch) outbox.markSent(claimed.id, now);
      });
    }
    expect((await stat(`${file}-wal`)).size).toBeLessThan(WAL_BOUND_BYTES);
    expect(await copiedCount('outbox', "WHERE status = 'sent'")).toBeGreaterThan(1000);
    db.close();
    // 5,000 commits, each synced to disk: seconds on a quiet machine, more on a busy disk.
  }, 60_000);
});

describe('contact messages repository', () => {
  it('lists newest first, filters by time and hides spam unless asked', () => {
    const db = openDatabase(path.join(root, 'list'));
    const repository = createContactMessagesRepository(db);
    repository.store(message({ receivedAt: '2026-01-02T00:00:00.000Z', name: 'B' }));
    repository.store(message({ receivedAt: '2026-01-01T00:00:00.000Z', name: 'A' }));
    repository.store(message({ receivedAt: '2026-01-03T00:00:00.000Z', name: 'S', spam: true }));
    const names = (options?: Parameters<typeof repository.list>[0]) =>
      repository.list(options).map((item) => item.name);
    expect(names()).toEqual(['B', 'A']);
    expect(names({ includeSpam: true })).toEqual(['S', 'B', 'A']);
    expect(names({ since: '2026-01-02T00:00:00.000Z' })).toEqual(['B']);
    db.close();
  });

  it('stores the locale a message was sent in; absent is English', () => {
    const db = openDatabase(path.join(root, 'locale'));
    const repository = createContactMessagesRepository(db);
    const arabic = repository.store(message({ name: 'Arabic', locale: 'ar' }));
    const english = repository.store(message({ name: 'Default' }));
    expect(repository.get(arabic.id)?.locale).toBe('ar');
    expect(repository.get(english.id)?.locale).toBe('en');
    db.close();
  });

  it('migration 004 gives the messages and entries stored before it the locale en', () => {
    const dataDir = path.join(root, 'before-locale');
    const db = new DatabaseSync(databasePath(dataDirReady(dataDir)));
    const migrations = loadMigrations();
    migrate(db, migrations.slice(0, 3));
    db.prepare(
      `INSERT INTO contact_messages (id, received_at, name, email, message, spam)
       VALUES ('old', '2025-01-01T00:00:00.000Z', 'Old', 'old@example.com', 'Hi', 0)`,
    ).run();
    db.prepare(
      `INSERT INTO interest_entries (id, kind, pool_id, email, email_key, country, consent_version,
         consented_at, created_at, updated_at)
       VALUES ('entry', 'waitlist', 'dubai-2', 'a@b.co', 'a@b.co', 'AE', 'v1', 't', 't', 't')`,
    ).run();
    expect(migrate(db, migrations.slice(0, 4))).toEqual([4]);
    const locale = (table: string) =>
      db
        .prepare(`SELECT locale FROM ${table}`)
        .all()
        .map((row) => row['locale']);
    expect(locale('contact_messages')).toEqual(['en']);
    expect(locale('interest_entries')).toEqual(['en']);
    db.close();
  });
});
