import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { createSettingsRepository } from './settings.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-settings-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('settings repository', () => {
  it('creates the IP hash salt once and keeps it', () => {
    const dataDir = path.join(root, 'salt');
    const db = openDatabase(dataDir);
    const first = createSettingsRepository(db).ipHashSalt(() => 'first');
    db.close();
    const again = openDatabase(dataDir);
    expect(createSettingsRepository(again).ipHashSalt(() => 'second')).toBe(first);
    expect(first).toBe('first');
    again.close();
  });

  it('keeps the link secret apart from the salt, and random by default', () => {
    const db = openDatabase(path.join(root, 'secret'));
    const settings = createSettingsRepository(db);
    const secret = settings.linkSigningSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(settings.linkSigningSecret()).toBe(secret);
    expect(settings.ipHashSalt()).not.toBe(secret);
    db.close();
  });
});
