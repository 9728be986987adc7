import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHandlerPlugin, HttpError } from './error-handler.ts';

const INTERNAL_DETAIL = 'SQLITE_CANTOPEN /srv/realyield/data/site.db';

let app: FastifyInstance;
let logLines: string[];

beforeEach(async () => {
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream } });
  await app.register(errorHandlerPlugin);
  // Routes in an encapsulated, prefixed scope, like the API plugins.
  await app.register(
    async (api) => {
      api.get('/crash', async () => {
        throw new Error(INTERNAL_DETAIL);
      });
      api.get('/unavailable', async () => {
        throw Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 503 });
      });
      api.get('/odd-status', async () => {
        throw Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 200 });
      });
      api.get('/conflict', async () => {
        throw new HttpError(409, 'already_sent', 'This message was already sent', { id: 'dup' });
      });
      api.get('/encoded-crash', async (_request, reply) => {
        reply.header('content-encoding', 'br').header('etag', '"x"');
        throw new Error(INTERNAL_DETAIL);
      });
      api.post(
        '/validated',
        {
          schema: {
            body: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } },
            },
          },
        },
        async () => ({ ok: true }),
      );
    },
    { prefix: '/api' },
  );
});

afterEach(async () => {
  await app.close();
});

describe('error handler', () => {
  it.each(['/api/crash', '/api/odd-status'])(
    '%s: a 500 keeps its details in the log',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong on our side' },
      });
      expect(response.body).not.toContain('SQLITE');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(logLines.join('')).toContain(INTERNAL_DETAIL);
    },
  );

  it('gives other 5xx their code and still hides the message', async () => {
    const response = await app.inject('/api/unavailable');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'unavailable', message: 'Something went wrong on our side' },
    });
  });

  it('sends an HttpError as it is, fields included', async () => {
    const response = await app.inject('/api/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'already_sent',
        message: 'This message was already sent',
        fields: { id: 'dup' },
      },
    });
  });

  it('turns schema validation errors into fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/validated', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are invalid',
        fields: { name: expect.any(String) },
      },
    });
  });

  it('answers a malformed JSON body with bad_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: expect.any(String) },
    });
  });

  it('drops headers describing the representation the error replaced', async () => {
    const response = await app.inject('/api/encoded-crash');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['etag']).toBeUndefined();
    expect(response.json()).toMatchObject({ error: { code: 'internal_error' } });
  });
});
