/**
 * All SQL about `server_settings`. Older versions kept the secrets they made for themselves here
 * (the salt of the stored IP hashes, the key of the links in e-mails); they now live in key files
 * outside the database (server/key-files.ts), which moves a value found here into its file and
 * deletes it from the table, so no copy of the database holds them.
 */
import type { DatabaseSync } from 'node:sqlite';

/** The keys of the settings table (the values are secrets: never logged, never listed). */
export const SETTING_KEYS = {
  ipHashSalt: 'ip_hash_salt',
  linkSigningSecret: 'link_signing_secret',
} as const;

/** Creates the repository over an open, migrated database. */
export function createSettingsRepository(db: DatabaseSync) {
  const getStatement = db.prepare('SELECT value FROM server_settings WHERE key = ?');
  const deleteStatement = db.prepare('DELETE FROM server_settings WHERE key = ?');

  return {
    /** The value stored under `key`, if any. */
    read(key: string): string | undefined {
      const value = getStatement.get(key)?.['value'];
      return typeof value === 'string' ? value : undefined;
    },
    /** Deletes `key`; the connection's secure_delete (server/db.ts) zeroes the freed bytes. */
    forget(key: string): void {
      deleteStatement.run(key);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
