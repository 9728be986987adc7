import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '../leads-webhook.ts';
import { createOutboxRepository, messageDomain, type OutboxMail } from './outbox.ts';

let root: string;

const mail: OutboxMail = {
  from: 'RealYield <site@RealYield.example>',
  to: 'ops@realyield.example',
  replyTo: { name: 'Ada', address: 'ada@example.com' },
  subject: 'Hello',
  text: 'Body',
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-outbox-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('outbox repository', () => {
  it('leases a due e-mail so it is not claimed twice, and records the outcome', () => {
    const db = openDatabase(path.join(root, 'queue'));
    const outbox = createOutboxRepository(db);
    const created = '2026-01-01T00:00:00.000Z';
    const id = outbox.enqueue(mail, { kind: 'test', ref: { table: 't', id: 'r1' } }, created);
    expect(outbox.nextDueAt()).toBe(created);

    const now = '2026-01-01T00:00:01.000Z';
    const lease = '2026-01-01T00:02:01.000Z';
    const claimed = outbox.claimDue(now, lease);
    expect(claimed).toEqual({
      id,
      kind: 'test',
      mail,
      messageId: expect.stringMatching(/^<[0-9a-f-]{36}@realyield\.example>$/),
      attempts: 0,
    });
    expect(outbox.claimDue(now, lease)).toBeUndefined();
    // Should the sender die, the e-mail is due again when the lease ends.
    expect(outbox.nextDueAt()).toBe(lease);

    outbox.reschedule(id, 'boom', '2026-01-01T00:00:06.000Z');
    expect(outbox.deliveries('test', 't', ['r1', 'other']).get('r1')).toEqual({
      refId: 'r1',
      status: 'pending',
      attempts: 1,
      lastError: 'boom',
      nextAttemptAt: '2026-01-01T00:00:06.000Z',
      sentAt: null,
    });
    expect(outbox.claimDue(now, lease)).toBeUndefined();
    // Every attempt of the row carries the same Message-ID.
    expect(outbox.claimDue('2026-01-01T00:00:06.000Z', lease)).toMatchObject({
      id,
      attempts: 1,
      messageId: claimed?.messageId,
    });
    outbox.markSent(id, '2026-01-01T00:00:07.000Z');
    expect(outbox.deliveries('test', 't', ['r1']).get('r1')).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
      sentAt: '2026-01-01T00:00:07.000Z',
    });
    expect(outbox.nextDueAt()).toBeNull();
    db.close();
  });

  it('gives up as failed and never claims the e-mail again', () => {
    const db = openDatabase(path.join(root, 'give-up'));
    const outbox = createOutboxRepository(db);
    const id = outbox.enqueue(mail, { kind: 'test', ref: { table: 't', id: 'r1' } });
    const now = new Date().toISOString();
    expect(outbox.claimDue(now, now)?.id).toBe(id);
    outbox.giveUp(id, 'mailbox unavailable');
    expect(outbox.deliveries('test', 't', ['r1']).get('r1')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'mailbox unavailable',
      nextAttemptAt: null,
    });
    expect(outbox.claimDue('2100-01-01T00:00:00.000Z', now)).toBeUndefined();
    expect(outbox.nextDueAt()).toBeNull();
    db.close();
  });

  it('keeps only the Message-ID of a sent e-mail, never its recipient or text', () => {
    const db = openDatabase(path.join(root, 'receipt'));
    const outbox = createOutboxRepository(db);
    const id = outbox.enqueue(mail, { kind: 'test' });
    const now = new Date().toISOString();
    const claimed = outbox.claimDue(now, now);
    outbox.markSent(id, now);
    const stored = db.prepare('SELECT mail, status, sent_at FROM outbox WHERE id = ?').get(id);
    expect(JSON.parse(String(stored?.['mail']))).toEqual({ messageId: claimed?.messageId });
    expect(stored).toMatchObject({ status: 'sent', sent_at: now });
    db.close();
  });

  it('keeps only the delivery id of a delivered webhook event, never the lead it carried', () => {
    const db = openDatabase(path.join(root, 'event-receipt'));
    const outbox = createOutboxRepository(db);
    const event = leadEvent('contact', new Date().toISOString(), {
      id: 'message-1',
      email: 'ada@example.com',
      message: 'Hello',
    });
    const id = outbox.enqueueEvent(event, { kind: LEADS_WEBHOOK_KIND });
    const now = new Date().toISOString();
    outbox.markSent(id, now);
    const stored = db.prepare('SELECT mail, status, sent_at FROM outbox WHERE id = ?').get(id);
    expect(JSON.parse(String(stored?.['mail']))).toEqual({ deliveryId: event.id });
    expect(stored).toMatchObject({ status: 'sent', sent_at: now });
    db.close();
  });

  it('drops the bodies an older version kept once sent, leaving pending e-mails whole', () => {
    const db = openDatabase(path.join(root, 'old-bodies'));
    const outbox = createOutboxRepository(db);
    const sent = outbox.enqueue(mail, { kind: 'test' });
    const pending = outbox.enqueue(mail, { kind: 'test' });
    db.prepare("UPDATE outbox SET status = 'sent', next_attempt_at = NULL WHERE id = ?").run(sent);
    expect(outbox.dropSentBodies()).toBe(1);
    expect(outbox.dropSentBodies()).toBe(0);
    const bodies = db.prepare('SELECT id, mail FROM outbox ORDER BY id').all();
    expect(String(bodies[0]?.['mail'])).not.toContain('ops@realyield.example');
    expect(String(bodies[1]?.['mail'])).toContain('ops@realyield.example');
    expect(outbox.claimDue(new Date().toISOString(), '2100-01-01T00:00:00.000Z')?.id).toBe(pending);
    db.close();
  });

  it('gives two fresh databases different Message-IDs for their first row', () => {
    const ids = ['fresh-a', 'fresh-b'].map((name) => {
      const db = openDatabase(path.join(root, name));
      const outbox = createOutboxRepository(db);
      outbox.enqueue(mail, { kind: 'test' });
      const now = new Date().toISOString();
      const claimed = outbox.claimDue(now, now);
      db.close();
      return claimed?.messageId;
    });
    expect(ids[0]).toBeDefined();
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('claims by kind, so webhook events and e-mails form two queues', () => {
    const db = openDatabase(path.join(root, 'kinds'));
    const outbox = createOutboxRepository(db);
    const created = '2026-01-01T00:00:00.000Z';
    outbox.enqueue(mail, { kind: 'test' }, created);
    outbox.enqueue(mail, { kind: 'hook' }, '2026-01-01T00:00:05.000Z');
    const now = '2026-01-01T00:01:00.000Z';
    expect(outbox.nextDueAt({ kind: 'hook' })).toBe('2026-01-01T00:00:05.000Z');
    expect(outbox.nextDueAt({ kind: 'hook', except: true })).toBe(created);
    const hooks = outbox.claimDueBatch(now, now, 10, { kind: 'hook' });
    expect(hooks.map((row) => row.kind)).toEqual(['hook']);
    const others = outbox.claimDueBatch(now, now, 10, { kind: 'hook', except: true });
    expect(others.map((row) => row.kind)).toEqual(['test']);
    db.close();
  });

  it('takes the Message-ID domain from the From address', () => {
    expect(messageDomain('site@realyield.example')).toBe('realyield.example');
    expect(messageDomain('"Real, Yield" <Site@Mail.RealYield.example>')).toBe(
      'mail.realyield.example',
    );
    expect(messageDomain({ name: 'RealYield', address: 'site@realyield.example' })).toBe(
      'realyield.example',
    );
    expect(messageDomain('not an address')).toBe('realyield.local');
  });
});
