import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM, submissionKeys } from '@/components/islands/ContactForm';
import { APPLICATION_FORM, WAITLIST_FORM } from '@/components/islands/PoolForm';
import { readOutcome, sendForm } from './send-form';

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello', website: '' };

// What was typed is checked by the browser (the controls' own attributes): e2e/contact.spec.ts and
// e2e/pools.spec.ts press Submit in a real one. These are the answers of the API as read.
describe('readOutcome', () => {
  const error = (code: string, message: string, fields?: Record<string, string>) => ({
    error: fields ? { code, message, fields } : { code, message },
  });

  it('counts only a 201 with the API body as sent', () => {
    expect(readOutcome(CONTACT_FORM, 201, { id: 'm1', status: 'received' })).toEqual({
      kind: 'stored',
    });
    expect(readOutcome(CONTACT_FORM, 201, undefined)).toEqual({
      kind: 'not-sent',
      toast: 'rejected',
    });
    expect(readOutcome(CONTACT_FORM, 200, undefined)).toEqual({
      kind: 'not-sent',
      toast: 'rejected',
    });
  });

  it('reads a 400 into its code and the fields it names (the island marks the ones it shows)', () => {
    const body = error('invalid_email', 'Please enter a valid email address', { email: 'Bad' });
    expect(readOutcome(CONTACT_FORM, 400, body)).toEqual({
      kind: 'invalid',
      code: 'invalid_email',
      fields: ['email'],
    });
    const missing = error('missing_fields', 'Please fill in all fields', {
      message: 'Is required',
      extra: 'Unknown field',
    });
    expect(readOutcome(CONTACT_FORM, 400, missing)).toEqual({
      kind: 'invalid',
      code: 'missing_fields',
      fields: ['message', 'extra'],
    });
  });

  it('treats a body over the byte limit as too long', () => {
    expect(readOutcome(CONTACT_FORM, 413, error('payload_too_large', 'Too large'))).toEqual({
      kind: 'invalid',
      code: 'too_long',
      fields: [],
    });
  });

  it("keeps the server's sentence for a 429 and for a refusal the form cannot fix", () => {
    expect(readOutcome(CONTACT_FORM, 429, error('rate_limited', 'Please wait 2 minutes'))).toEqual({
      kind: 'not-sent',
      toast: 'rateLimited',
      message: 'Please wait 2 minutes',
    });
    expect(readOutcome(CONTACT_FORM, 429, undefined)).toEqual({
      kind: 'not-sent',
      toast: 'rateLimited',
    });
    expect(readOutcome(CONTACT_FORM, 403, error('forbidden_origin', 'Wrong origin'))).toEqual({
      kind: 'not-sent',
      toast: 'rejected',
      message: 'Wrong origin',
    });
  });

  it("never passes on a 5xx's words, and calls a body that is not the API's unexpected", () => {
    expect(readOutcome(CONTACT_FORM, 503, error('internal_error', 'SQLITE_BUSY'))).toEqual({
      kind: 'not-sent',
      toast: 'server',
    });
    expect(readOutcome(CONTACT_FORM, 400, { message: 'not ours' })).toEqual({
      kind: 'not-sent',
      toast: 'rejected',
    });
  });
});

describe('sendForm', () => {
  let server: Server;
  let endpoint: string;
  const received: unknown[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ type: request.headers['content-type'], body: JSON.parse(body) });
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'm1', status: 'received' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message as JSON and reads the answer', async () => {
    expect(await sendForm(CONTACT_FORM, valid, { endpoint })).toEqual({ kind: 'stored' });
    expect(received).toEqual([{ type: 'application/json', body: valid }]);
  });

  it('turns a connection that fails into a network outcome instead of throwing', async () => {
    const closed = await new Promise<string>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(`http://127.0.0.1:${port}/api/contact`));
      });
    });
    expect(await sendForm(CONTACT_FORM, valid, { endpoint: closed })).toEqual({
      kind: 'not-sent',
      toast: 'network',
    });
  });
});

describe('submissionKeys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('marks a retry of the same values with the same key, and new values with a new one', () => {
    const keys = submissionKeys('submission');
    const first = keys.mark(valid);
    expect(first).toEqual({ ...valid, submission: expect.stringMatching(UUID) });
    expect(keys.mark({ ...valid })).toEqual(first);
    const edited = keys.mark({ ...valid, message: 'Hello again' });
    expect(edited['submission']).toMatch(UUID);
    expect(edited['submission']).not.toBe(first['submission']);
  });

  it('gives the same values a new key once their submission was stored', () => {
    const keys = submissionKeys('submission');
    const first = keys.mark(valid);
    keys.stored();
    expect(keys.mark(valid)['submission']).not.toBe(first['submission']);
  });
});

describe('the pool forms', () => {
  it('counts only a 200 naming the same form as stored', () => {
    expect(readOutcome(WAITLIST_FORM, 200, { status: 'received', kind: 'waitlist' })).toEqual({
      kind: 'stored',
    });
    expect(readOutcome(APPLICATION_FORM, 200, { status: 'received', kind: 'waitlist' })).toEqual({
      kind: 'not-sent',
      toast: 'rejected',
    });
    expect(readOutcome(APPLICATION_FORM, 201, { status: 'received', kind: 'application' })).toEqual(
      {
        kind: 'not-sent',
        toast: 'rejected',
      },
    );
  });

  it("keeps the server's sentence for an excluded country; a pool that changed status has its own toast", () => {
    const error = (code: string) => ({ error: { code, message: `said: ${code}` } });
    expect(readOutcome(APPLICATION_FORM, 403, error('not_available'))).toEqual({
      kind: 'not-available',
      message: 'said: not_available',
    });
    expect(readOutcome(APPLICATION_FORM, 409, error('pool_not_open'))).toEqual({
      kind: 'not-sent',
      toast: 'notOpen',
    });
    expect(readOutcome(WAITLIST_FORM, 409, error('pool_not_upcoming'))).toEqual({
      kind: 'not-sent',
      toast: 'notOpen',
    });
  });
});
