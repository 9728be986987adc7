import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { createSettingsRepository, SETTING_KEYS } from './settings.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-settings-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('settings repository', () => {
  it('reads and forgets what an older version stored', () => {
    const db = openDatabase(path.join(root, 'legacy'));
    const settings = createSettingsRepository(db);
    expect(settings.read(SETTING_KEYS.ipHashSalt)).toBeUndefined();
    db.prepare('INSERT INTO server_settings (key, value) VALUES (?, ?)').run(
      SETTING_KEYS.ipHashSalt,
      'old',
    );
    expect(settings.read(SETTING_KEYS.ipHashSalt)).toBe('old');
    settings.forget(SETTING_KEYS.ipHashSalt);
    expect(settings.read(SETTING_KEYS.ipHashSalt)).toBeUndefined();
    db.close();
  });
});
