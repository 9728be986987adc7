import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkContactField,
  checkContactMessage,
  readSendOutcome,
  sendContactMessage,
} from './contact-client';

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello', website: '' };

describe('checkContactMessage', () => {
  it('passes a valid message through as typed, honeypot included', () => {
    expect(checkContactMessage(valid)).toEqual({ ok: true, message: valid });
  });

  it('reports missing fields before a bad e-mail, in form order', () => {
    expect(checkContactMessage({ ...valid, name: ' ', email: 'nope', message: '\u200b' })).toEqual({
      ok: false,
      code: 'missing_fields',
      fields: { name: 'required', message: 'required' },
    });
    expect(checkContactMessage({ ...valid, email: 'x<victim@evil.example>' })).toEqual({
      ok: false,
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
  });

  it('reports a field over its limit as too long', () => {
    expect(checkContactMessage({ ...valid, name: 'a'.repeat(101) })).toEqual({
      ok: false,
      code: 'too_long',
      fields: { name: 'too_long' },
    });
  });
});

describe('checkContactField', () => {
  it('follows one field as it is edited until it is fine', () => {
    expect(checkContactField('email', '')).toBe('required');
    expect(checkContactField('email', 'ada@example')).toBe('invalid_email');
    expect(checkContactField('email', 'ada@example.com')).toBeUndefined();
    expect(checkContactField('name', 'Ada\nLovelace')).toBe('invalid_text');
    expect(checkContactField('message', 'Line 1\nLine 2')).toBeUndefined();
  });
});

describe('readSendOutcome', () => {
  const error = (code: string, message: string, fields?: Record<string, string>) => ({
    error: fields ? { code, message, fields } : { code, message },
  });

  it('counts only a 201 with the API body as sent', () => {
    expect(readSendOutcome(201, { id: 'm1', status: 'received' })).toEqual({
      kind: 'sent',
      id: 'm1',
    });
    expect(readSendOutcome(201, undefined)).toEqual({ kind: 'unexpected' });
    expect(readSendOutcome(200, undefined)).toEqual({ kind: 'unexpected' });
  });

  it('reads a 400 into the fields to fix, by the problem its code stands for', () => {
    const body = error('invalid_email', 'Please enter a valid email address', { email: 'Bad' });
    expect(readSendOutcome(400, body)).toEqual({
      kind: 'invalid',
      code: 'invalid_email',
      fields: { email: 'invalid_email' },
    });
    const missing = error('missing_fields', 'Please fill in all fields', {
      message: 'Is required',
      extra: 'Unknown field',
    });
    expect(readSendOutcome(400, missing)).toEqual({
      kind: 'invalid',
      code: 'missing_fields',
      fields: { message: 'required' },
    });
  });

  it('treats a body over the byte limit as too long', () => {
    expect(readSendOutcome(413, error('payload_too_large', 'Too large'))).toEqual({
      kind: 'invalid',
      code: 'too_long',
      fields: {},
    });
  });

  it("keeps the server's sentence for a 429 and for a refusal the form cannot fix", () => {
    expect(readSendOutcome(429, error('rate_limited', 'Please wait 2 minutes'))).toEqual({
      kind: 'rate-limited',
      message: 'Please wait 2 minutes',
    });
    expect(readSendOutcome(429, undefined)).toEqual({ kind: 'rate-limited', message: undefined });
    expect(readSendOutcome(403, error('forbidden_origin', 'Wrong origin'))).toEqual({
      kind: 'refused',
      message: 'Wrong origin',
    });
  });

  it("never passes on a 5xx's words, and calls a body that is not the API's unexpected", () => {
    expect(readSendOutcome(503, error('internal_error', 'SQLITE_BUSY'))).toEqual({
      kind: 'server-error',
    });
    expect(readSendOutcome(400, { message: 'not ours' })).toEqual({ kind: 'unexpected' });
  });
});

describe('sendContactMessage', () => {
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
    expect(await sendContactMessage(valid, { endpoint })).toEqual({ kind: 'sent', id: 'm1' });
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
    expect(await sendContactMessage(valid, { endpoint: closed })).toEqual({ kind: 'network' });
  });
});
