// The client-address hash and the e-mail links are keyed by files beside the database, never by
// anything in it: a copy of the database alone (a backup) cannot be turned back into addresses.
import { createHmac } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { databasePath, openDatabase } from './db.ts';
import { IP_HASH_KEY_FILE, LINK_SIGNING_KEY_FILE } from './key-files.ts';
import {
  createContactTestDirs,
  injectJson,
  storedMessages,
  testConfig,
  type ContactTestDirs,
} from './routes/contact.fixtures.ts';

const CLIENT = '127.0.0.1';
let dirs: ContactTestDirs;

beforeAll(async () => {
  dirs = await createContactTestDirs('key-files');
});

afterAll(async () => {
  await dirs.cleanup();
});

async function postOnce(dataDir: string, config = testConfig()): Promise<string> {
  const app = await buildApp({ distDir: dirs.distDir, dataDir, config });
  try {
    const response = await injectJson(app, '/api/contact', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(201);
  } finally {
    await app.close();
  }
  const [stored] = storedMessages(dataDir);
  return stored?.ipHash ?? '';
}

/** Every text value of every table of the database file at `file`. */
function everyText(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
      .all()
      .map((row) => String(row['name']));
    return tables.flatMap((table) =>
      db
        .prepare(`SELECT * FROM "${table}"`)
        .all()
        .flatMap((row) => Object.values(row).filter((value) => typeof value === 'string')),
    );
  } finally {
    db.close();
  }
}

const hashOf = (key: string, address: string) =>
  createHmac('sha256', key).update(address).digest('hex');

describe('the keys outside the database', () => {
  it('a copy of the database alone does not give back a client address', async () => {
    const dataDir = path.join(dirs.root, 'copy');
    const ipHash = await postOnce(dataDir);
    const keyFile = path.join(dataDir, IP_HASH_KEY_FILE);
    const key = readFileSync(keyFile, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, LINK_SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    // With the key file, the hash is the client's address...
    expect(ipHash).toBe(hashOf(key, CLIENT));

    // ...but nothing in a copy of the database is the key: no stored value hashes the address.
    const copy = path.join(dirs.root, 'copy.sqlite');
    copyFileSync(databasePath(dataDir), copy);
    const texts = everyText(copy);
    expect(texts).toContain(ipHash);
    // Nor the address itself: the rate limit counts sends in memory, never in the database.
    expect(texts.filter((text) => text.includes(CLIENT))).toEqual([]);
    for (const candidate of texts) expect(hashOf(candidate, CLIENT)).not.toBe(ipHash);
    for (const file of [databasePath(dataDir), `${databasePath(dataDir)}-wal`]) {
      if (existsSync(file)) expect(readFileSync(file).includes(key)).toBe(false);
    }
  });

  it('keeps the same key across restarts', async () => {
    const dataDir = path.join(dirs.root, 'restart');
    const first = await postOnce(dataDir);
    const second = await postOnce(dataDir);
    expect(second).toBe(first);
  });

  it('moves a salt and a link key kept in the database by an older version into their files', async () => {
    const dataDir = path.join(dirs.root, 'legacy');
    const legacySalt = 'legacy-salt-'.repeat(4);
    const legacyLinkKey = 'legacy-link-key-'.repeat(3);
    const old = openDatabase(dataDir);
    const insert = old.prepare('INSERT INTO server_settings (key, value) VALUES (?, ?)');
    insert.run('ip_hash_salt', legacySalt);
    insert.run('link_signing_secret', legacyLinkKey);
    old.close();

    // Hashes stay comparable with those stored before, and links already sent keep working.
    expect(await postOnce(dataDir)).toBe(hashOf(legacySalt, CLIENT));
    expect(readFileSync(path.join(dataDir, IP_HASH_KEY_FILE), 'utf8').trim()).toBe(legacySalt);
    expect(readFileSync(path.join(dataDir, LINK_SIGNING_KEY_FILE), 'utf8').trim()).toBe(
      legacyLinkKey,
    );
    const texts = everyText(databasePath(dataDir));
    expect(texts).not.toContain(legacySalt);
    expect(texts).not.toContain(legacyLinkKey);
    // Deleted, and zeroed in the file too (secure_delete), not left in a free page.
    const db = openDatabase(dataDir);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    expect(readFileSync(databasePath(dataDir)).includes(legacySalt)).toBe(false);
  });

  it('uses IP_HASH_SALT when given, writing no file for it', async () => {
    const dataDir = path.join(dirs.root, 'environment');
    const salt = 'an-operator-salt-of-enough-length';
    const config = testConfig({ forms: { ipHashSalt: salt } });
    expect(await postOnce(dataDir, config)).toBe(hashOf(salt, CLIENT));
    expect(existsSync(path.join(dataDir, IP_HASH_KEY_FILE))).toBe(false);
  });
});
