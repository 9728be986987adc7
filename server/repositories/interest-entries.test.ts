import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { createInterestEntriesRepository, type NewInterestEntry } from './interest-entries.ts';

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

const confirmation = (id: string) => [
  { kind: 'waitlist-confirmation', mail: { from: 'a@b.co', to: id, subject: 's', text: 't' } },
];
const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.['n'];

describe('interest entries: repeats', () => {
  it('keeps the first entry and every repeat beside it; enqueues only what the caller renders', () => {
    const db = openDatabase(path.join(root, 'repeats'));
    const repository = createInterestEntriesRepository(db);
    const first = repository.save(entry({}), confirmation);
    expect(first).toMatchObject({ repeated: false, enqueued: true });
    const soon = repository.save(entry({ at: at(1), email: 'GRACE@example.com' }), () => []);
    expect(soon).toEqual({ id: first.id, repeated: true, enqueued: false });
    const later = repository.save(entry({ at: at(2) }), confirmation);
    expect(later).toEqual({ id: first.id, repeated: true, enqueued: true });
    const stored = repository.get(first.id);
    expect(stored?.email).toBe('grace@example.com');
    expect(stored?.confirmationSentAt).toBe(at(2));
    expect(stored?.repeats.map((repeat) => repeat.email)).toEqual([
      'GRACE@example.com',
      'grace@example.com',
    ]);
    expect(count(db, 'outbox')).toBe(2);
    // Removing the entry removes its repeats and its e-mails with it.
    expect(repository.remove(first.id)?.entry.id).toBe(first.id);
    expect(count(db, 'interest_repeats')).toBe(0);
    expect(count(db, 'outbox')).toBe(0);
    db.close();
  });
});

describe('interest entries: confirmation, erasure and retention', () => {
  it('confirms once; erasure leaves its event; retention runs from the confirmation', () => {
    const db = openDatabase(path.join(root, 'confirm'));
    const repository = createInterestEntriesRepository(db);
    const { id } = repository.save(entry({}), confirmation);
    const lead = [
      {
        kind: 'leads-webhook',
        event: { id: 'e', type: 'waitlist' as const, createdAt: at(0), data: {} },
      },
    ];
    expect(repository.confirm(id, at(10), () => lead)).toMatchObject({ status: 'confirmed' });
    expect(repository.confirm(id, at(20), () => lead)).toMatchObject({ status: 'already' });
    expect(repository.get(id)?.confirmedAt).toBe(at(10));
    expect(count(db, 'outbox')).toBe(2);
    // A repeat does not restart retention: only the confirmation counts.
    repository.save(entry({ at: at(1_000_000) }));
    const purged = repository.purge(
      { confirmedBefore: at(11), unconfirmedBefore: at(0) },
      () => lead,
    );
    expect(purged).toEqual({ confirmed: 1, unconfirmed: 0, erasures: 1 });
    expect(repository.get(id)).toBeUndefined();
    // The entry's own rows are gone; its erasure event stays, for the webhook.
    expect(
      db
        .prepare('SELECT ref_table FROM outbox')
        .all()
        .map((row) => row['ref_table']),
    ).toEqual(['interest_entries_erased']);
    expect(repository.confirm(id, at(30))).toEqual({ status: 'missing' });
    db.close();
  });

  it('deletes an unconfirmed entry once its last confirmation is older than the cutoff, with no event', () => {
    const db = openDatabase(path.join(root, 'unconfirmed'));
    const repository = createInterestEntriesRepository(db);
    const { id } = repository.save(entry({}), confirmation);
    expect(
      repository.purge({ confirmedBefore: at(0), unconfirmedBefore: at(0) }, () => {
        throw new Error('no erasure for an unconfirmed entry');
      }),
    ).toEqual({ confirmed: 0, unconfirmed: 0, erasures: 0 });
    expect(repository.purge({ confirmedBefore: at(0), unconfirmedBefore: at(1) })).toEqual({
      confirmed: 0,
      unconfirmed: 1,
      erasures: 0,
    });
    expect(repository.get(id)).toBeUndefined();
    db.close();
  });
});
