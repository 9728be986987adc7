import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import {
  CONFIRMATION_WINDOW_MS,
  createInterestEntriesRepository,
  type NewInterestEntry,
} from './interest-entries.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-entries-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

function entry(overrides: Partial<NewInterestEntry>): NewInterestEntry {
  return {
    kind: 'waitlist',
    poolId: 'dubai-2',
    email: 'grace@example.com',
    name: null,
    country: 'AE',
    investorType: null,
    amountBand: null,
    notUsPerson: null,
    riskRead: null,
    message: null,
    consentVersion: 'waitlist-consent-v1',
    consentedAt: at(0),
    ipHash: null,
    userAgent: null,
    at: at(0),
    ...overrides,
  };
}

describe('interest entries: repeats', () => {
  it('confirms an address at most once per window, and keeps every repeat beside the entry', () => {
    const db = openDatabase(path.join(root, 'window'));
    const repository = createInterestEntriesRepository(db);
    const outgoing = (id: string) => [
      { kind: 'waitlist-confirmation', mail: { from: 'a@b.co', to: id, subject: 's', text: 't' } },
    ];
    const first = repository.save(entry({}), outgoing);
    expect(first).toMatchObject({ repeated: false, enqueued: true });
    const soon = repository.save(
      entry({ at: at(CONFIRMATION_WINDOW_MS - 1), email: 'GRACE@example.com' }),
      outgoing,
    );
    expect(soon).toEqual({ id: first.id, repeated: true, enqueued: false });
    const later = repository.save(entry({ at: at(CONFIRMATION_WINDOW_MS + 1) }), outgoing);
    expect(later).toEqual({ id: first.id, repeated: true, enqueued: true });
    // The window starts again from the confirmation just queued.
    const again = repository.save(entry({ at: at(CONFIRMATION_WINDOW_MS + 2) }), outgoing);
    expect(again.enqueued).toBe(false);
    const stored = repository.get(first.id);
    expect(stored?.email).toBe('grace@example.com');
    expect(stored?.repeats.map((repeat) => repeat.email)).toEqual([
      'GRACE@example.com',
      'grace@example.com',
      'grace@example.com',
    ]);
    const queued = db.prepare('SELECT COUNT(*) AS n FROM outbox').get()?.['n'];
    expect(queued).toBe(2);
    // Removing the entry removes its repeats with it.
    expect(repository.remove(first.id)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) AS n FROM interest_repeats').get()?.['n']).toBe(0);
    db.close();
  });
});
