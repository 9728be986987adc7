import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM } from '@/components/islands/ContactForm';
import { APPLICATION_FORM, WAITLIST_FORM } from '@/components/islands/PoolForm';
import { checkForm, readOutcome, sendForm, submissionKeys } from './form-client';

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello', website: '' };

describe('checkForm (contact)', () => {
  it('passes a valid message through as typed, honeypot included', () => {
    expect(checkForm(CONTACT_FORM, valid)).toEqual({ ok: true, body: valid });
  });

  it('reports missing fields before a bad e-mail, in form order', () => {
    expect(
      checkForm(CONTACT_FORM, { ...valid, name: ' ', email: 'nope', message: '\u200b' }),
    ).toEqual({
      ok: false,
      code: 'missing_fields',
      fields: { name: 'required', message: 'required' },
    });
    expect(checkForm(CONTACT_FORM, { ...valid, email: 'x<victim@evil.example>' })).toEqual({
      ok: false,
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
  });

  it('reports a field over its limit as too long', () => {
    expect(checkForm(CONTACT_FORM, { ...valid, name: 'a'.repeat(101) })).toEqual({
      ok: false,
      code: 'too_long',
      fields: { name: 'too_long' },
    });
  });
});

describe('readOutcome', () => {
  const error = (code: string, message: string, fields?: Record<string, string>) => ({
    error: fields ? { code, message, fields } : { code, message },
  });

  it('counts only a 201 with the API body as sent', () => {
    expect(readOutcome(CONTACT_FORM, 201, { id: 'm1', status: 'received' })).toEqual({
      kind: 'stored',
    });
    expect(readOutcome(CONTACT_FORM, 201, undefined)).toEqual({ kind: 'unexpected' });
    expect(readOutcome(CONTACT_FORM, 200, undefined)).toEqual({ kind: 'unexpected' });
  });

  it('reads a 400 into the fields to fix, by the problem its code stands for', () => {
    const body = error('invalid_email', 'Please enter a valid email address', { email: 'Bad' });
    expect(readOutcome(CONTACT_FORM, 400, body)).toEqual({
      kind: 'invalid',
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
    const missing = error('missing_fields', 'Please fill in all fields', {
      message: 'Is required',
      extra: 'Unknown field',
    });
    expect(readOutcome(CONTACT_FORM, 400, missing)).toEqual({
      kind: 'invalid',
      code: 'missing_fields',
      fields: { message: 'required' },
    });
  });

  it('treats a body over the byte limit as too long', () => {
    expect(readOutcome(CONTACT_FORM, 413, error('payload_too_large', 'Too large'))).toEqual({
      kind: 'invalid',
      code: 'too_long',
      fields: {},
    });
  });

  it("keeps the server's sentence for a 429 and for a refusal the form cannot fix", () => {
    expect(readOutcome(CONTACT_FORM, 429, error('rate_limited', 'Please wait 2 minutes'))).toEqual({
      kind: 'rate-limited',
      message: 'Please wait 2 minutes',
    });
    expect(readOutcome(CONTACT_FORM, 429, undefined)).toEqual({
      kind: 'rate-limited',
      message: undefined,
    });
    expect(readOutcome(CONTACT_FORM, 403, error('forbidden_origin', 'Wrong origin'))).toEqual({
      kind: 'refused',
      message: 'Wrong origin',
    });
  });

  it("never passes on a 5xx's words, and calls a body that is not the API's unexpected", () => {
    expect(readOutcome(CONTACT_FORM, 503, error('internal_error', 'SQLITE_BUSY'))).toEqual({
      kind: 'server-error',
    });
    expect(readOutcome(CONTACT_FORM, 400, { message: 'not ours' })).toEqual({ kind: 'unexpected' });
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
    expect(await sendForm(CONTACT_FORM, valid, { endpoint: closed })).toEqual({ kind: 'network' });
  });
});

describe('submissionKeys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('marks a retry of the same values with the same key, and new values with a new one', () => {
    const keys = submissionKeys(CONTACT_FORM);
    const first = keys.mark(valid);
    expect(first).toEqual({ ...valid, submission: expect.stringMatching(UUID) });
    expect(keys.mark({ ...valid })).toEqual(first);
    const edited = keys.mark({ ...valid, message: 'Hello again' });
    expect(edited['submission']).toMatch(UUID);
    expect(edited['submission']).not.toBe(first['submission']);
  });

  it('gives the same values a new key once their submission was stored', () => {
    const keys = submissionKeys(CONTACT_FORM);
    const first = keys.mark(valid);
    keys.stored();
    expect(keys.mark(valid)['submission']).not.toBe(first['submission']);
  });

  it('leaves the body of a form without a key as it is (the pool forms)', () => {
    const body = { email: 'ada@example.com' };
    expect(submissionKeys(APPLICATION_FORM).mark(body)).toBe(body);
  });
});

describe('the pool forms', () => {
  const application = {
    poolId: 'dubai-1',
    name: 'Ada',
    email: 'ada@example.com',
    country: 'AE',
    investorType: 'individual',
    amountBand: '10k-50k',
    notUsPerson: 'on',
    riskRead: 'on',
    consent: 'on',
    locale: 'ar',
  };
  const waitlist = { poolId: 'dubai-2', email: 'ada@example.com', country: 'FR', consent: 'on' };

  it('passes a valid entry through, the language included', () => {
    expect(checkForm(APPLICATION_FORM, application)).toEqual({
      ok: true,
      body: expect.objectContaining({ country: 'AE', locale: 'ar' }),
    });
    expect(checkForm(WAITLIST_FORM, waitlist)).toMatchObject({ ok: true });
  });

  it('knows the excluded countries, so the island answers them before anything is sent', () => {
    expect(WAITLIST_FORM.excludedCountry?.('US')).toBe(true);
    expect(APPLICATION_FORM.excludedCountry?.('FR')).toBe(false);
  });

  it('names only the visible fields to fix, in form order', () => {
    expect(checkForm(APPLICATION_FORM, { ...application, poolId: '', notUsPerson: '' })).toEqual({
      ok: false,
      code: 'missing_fields',
      fields: { notUsPerson: 'required' },
    });
    expect(checkForm(WAITLIST_FORM, { ...waitlist, name: '' })).toMatchObject({ ok: true });
  });

  it('counts only a 200 naming the same form as stored', () => {
    expect(readOutcome(WAITLIST_FORM, 200, { status: 'received', kind: 'waitlist' })).toEqual({
      kind: 'stored',
    });
    expect(readOutcome(APPLICATION_FORM, 200, { status: 'received', kind: 'waitlist' })).toEqual({
      kind: 'unexpected',
    });
    expect(readOutcome(APPLICATION_FORM, 201, { status: 'received', kind: 'application' })).toEqual(
      {
        kind: 'unexpected',
      },
    );
  });

  it("keeps the server's sentence for an excluded country and a pool that changed status", () => {
    const error = (code: string) => ({ error: { code, message: `said: ${code}` } });
    expect(readOutcome(APPLICATION_FORM, 403, error('not_available'))).toEqual({
      kind: 'not-available',
      message: 'said: not_available',
    });
    expect(readOutcome(APPLICATION_FORM, 409, error('pool_not_open'))).toEqual({
      kind: 'not-open',
      message: 'said: pool_not_open',
    });
    expect(readOutcome(WAITLIST_FORM, 409, error('pool_not_upcoming'))).toEqual({
      kind: 'not-open',
      message: 'said: pool_not_upcoming',
    });
  });
});
