/**
 * The server's own secrets, when the environment does not give them (IP_HASH_SALT,
 * LINK_SIGNING_SECRET): each is a file in DATA_DIR beside the database, readable by the server's
 * user only (0600), made at first start. Never in the database: a copy of the database (a backup,
 * `npm run backup`) must not hold the key of the client-address hashes it contains, or anyone
 * with the copy could hash every IPv4 address and read the clients back.
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createSettingsRepository, SETTING_KEYS } from './repositories/settings.ts';

/** File name of the key of the stored client-address hashes. */
export const IP_HASH_KEY_FILE = 'ip-hash.key';
/** File name of the key that signs the links in e-mails. */
export const LINK_SIGNING_KEY_FILE = 'link-signing.key';

const OWNER_ONLY = 0o600;

function readKey(path: string): string | undefined {
  try {
    const value = readFileSync(path, 'utf8').trim();
    if (value === '') throw new Error(`${path} is empty: delete it to have a new key made`);
    // A key file copied in with wider rights is narrowed: nobody else on the machine reads it.
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, OWNER_ONLY);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes `value` to a new file `path` with owner-only rights; false if it already exists. */
function createKey(path: string, value: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', OWNER_ONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${value}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The key given by the environment, else the one kept in `dataDir/fileName`, made on first use.
 * A value an older version kept in the database is moved into the file (hashes stay comparable,
 * links already sent keep working); either way it is then deleted from the database.
 */
function keptKey(
  dataDir: string,
  fileName: string,
  fromEnvironment: string | undefined,
  inDatabase: { read(): string | undefined; forget(): void },
): string {
  if (fromEnvironment !== undefined) {
    inDatabase.forget();
    return fromEnvironment;
  }
  const path = join(dataDir, fileName);
  let value = readKey(path);
  if (value === undefined) {
    // The first writer wins: another process starting at once reads the winner's key.
    createKey(path, inDatabase.read() ?? randomBytes(32).toString('hex'));
    value = readKey(path);
    if (value === undefined) throw new Error(`${path} could not be created`);
  }
  inDatabase.forget();
  return value;
}

/** The two keys, from the environment when set, else from their files in `dataDir`. */
export function serverKeys(
  dataDir: string,
  db: DatabaseSync,
  fromEnvironment: { ipHashSalt?: string | undefined; linkSigningSecret?: string | undefined },
): { ipHashSalt: string; linkSigningSecret: string } {
  const settings = createSettingsRepository(db);
  const stored = (key: string) => ({
    read: () => settings.read(key),
    forget: () => settings.forget(key),
  });
  return {
    ipHashSalt: keptKey(
      dataDir,
      IP_HASH_KEY_FILE,
      fromEnvironment.ipHashSalt,
      stored(SETTING_KEYS.ipHashSalt),
    ),
    linkSigningSecret: keptKey(
      dataDir,
      LINK_SIGNING_KEY_FILE,
      fromEnvironment.linkSigningSecret,
      stored(SETTING_KEYS.linkSigningSecret),
    ),
  };
}
