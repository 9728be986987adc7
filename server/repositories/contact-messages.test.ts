import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate, openDatabase } from '../db.ts';
import { createContactMessagesRepository, type NewContactMessage } from './contact-messages.ts';

let root: string;

function message(overrides: Partial<NewContactMessage> = {}): NewContactMessage {
  return {
    receivedAt: '2026-01-01T00:00:00.000Z',
    name: 'Name',
    email: 'name@example.com',
    message: 'Text',
    ipHash: 'abc',
    userAgent: 'UA',
    spam: false,
    forward: true,
    ...overrides,
  };
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
    expect(versions()).toEqual([{ version: 1, name: '001-contact-messages.sql' }]);
    expect(migrate(db, loadMigrations())).toEqual([]);
    expect(versions()).toHaveLength(1);
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

describe('contact messages repository', () => {
  it('lists newest first, filters by time and hides spam unless asked', () => {
    const db = openDatabase(path.join(root, 'list'));
    const repository = createContactMessagesRepository(db);
    repository.insert(message({ receivedAt: '2026-01-02T00:00:00.000Z', name: 'B' }));
    repository.insert(message({ receivedAt: '2026-01-01T00:00:00.000Z', name: 'A' }));
    repository.insert(message({ receivedAt: '2026-01-03T00:00:00.000Z', name: 'S', spam: true }));
    const names = (options?: Parameters<typeof repository.list>[0]) =>
      repository.list(options).map((item) => item.name);
    expect(names()).toEqual(['B', 'A']);
    expect(names({ includeSpam: true })).toEqual(['S', 'B', 'A']);
    expect(names({ since: '2026-01-02T00:00:00.000Z' })).toEqual(['B']);
    db.close();
  });

  it('leases a due message so it is not claimed twice, and records the outcome', () => {
    const db = openDatabase(path.join(root, 'queue'));
    const repository = createContactMessagesRepository(db);
    const queued = repository.insert(message());
    const skipped = repository.insert(message({ forward: false }));
    expect([queued.forwardStatus, skipped.forwardStatus]).toEqual(['pending', 'skipped']);
    expect(repository.nextForwardDueAt()).toBe(queued.receivedAt);

    const now = '2026-01-01T00:00:01.000Z';
    const lease = '2026-01-01T00:02:01.000Z';
    expect(repository.claimDueForForwarding(now, lease)?.id).toBe(queued.id);
    expect(repository.claimDueForForwarding(now, lease)).toBeUndefined();

    expect(repository.markForwardFailed(queued.id, 'boom', '2026-01-01T00:00:06.000Z')).toBe(1);
    expect(repository.get(queued.id)).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 1,
      forwardLastError: 'boom',
      forwardNextAttemptAt: '2026-01-01T00:00:06.000Z',
    });
    expect(repository.claimDueForForwarding(now, lease)).toBeUndefined();
    expect(repository.claimDueForForwarding('2026-01-01T00:00:06.000Z', lease)?.id).toBe(queued.id);
    repository.markForwarded(queued.id, '2026-01-01T00:00:07.000Z');
    expect(repository.get(queued.id)).toMatchObject({
      forwardStatus: 'sent',
      forwardAttempts: 2,
      forwardNextAttemptAt: null,
      forwardedAt: '2026-01-01T00:00:07.000Z',
    });
    expect(repository.nextForwardDueAt()).toBeNull();
    db.close();
  });

  it('creates the IP hash salt once and keeps it', () => {
    const dataDir = path.join(root, 'salt');
    const db = openDatabase(dataDir);
    const first = createContactMessagesRepository(db).ipHashSalt(() => 'first');
    db.close();
    const again = openDatabase(dataDir);
    expect(createContactMessagesRepository(again).ipHashSalt(() => 'second')).toBe(first);
    expect(first).toBe('first');
    again.close();
  });
});
