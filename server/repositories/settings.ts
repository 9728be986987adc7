/**
 * All SQL about `server_settings`: the small secrets the server makes for itself on first start
 * and must keep across restarts when the environment does not set them: the salt of the stored
 * IP hashes (IP_HASH_SALT) and the key that signs the links in e-mails (LINK_SIGNING_SECRET).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** The keys of the settings table (the values are secrets: never logged, never listed). */
export const SETTING_KEYS = {
  ipHashSalt: 'ip_hash_salt',
  linkSigningSecret: 'link_signing_secret',
} as const;

/** A fresh secret: 32 random bytes, hex. */
function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Creates the repository over an open, migrated database. */
export function createSettingsRepository(db: DatabaseSync) {
  const getStatement = db.prepare('SELECT value FROM server_settings WHERE key = ?');
  const insertStatement = db.prepare(
    'INSERT INTO server_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
  );

  /** The stored value of `key`, created with `generate` on first use (the first writer wins). */
  function kept(key: string, generate: () => string): string {
    insertStatement.run(key, generate());
    const value = getStatement.get(key)?.['value'];
    if (typeof value !== 'string') throw new Error(`server_settings.${key} was not stored`);
    return value;
  }

  return {
    /** The salt of the stored IP hashes: the same across restarts, so hashes stay comparable. */
    ipHashSalt(generate: () => string = randomSecret): string {
      return kept(SETTING_KEYS.ipHashSalt, generate);
    },
    /** The key of the links in e-mails: the same across restarts, so sent links keep working. */
    linkSigningSecret(generate: () => string = randomSecret): string {
      return kept(SETTING_KEYS.linkSigningSecret, generate);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
