import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorHandlerPlugin, ApiError } from './error-handler.ts';

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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
        throw new ApiError(409, 'already_sent', 'This message was already sent', { id: 'dup' });
      });
      api.get('/encoded-crash', async (_request, reply) => {
        reply.header('content-encoding', 'br').header('etag', '"x"');
        throw new Error(INTERNAL_DETAIL);
      });
      api.post(
        '/validated',
        {
          schema: { body: z.strictObject({ name: z.string(), email: z.optional(z.email()) }) },
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

  it('sends an ApiError as it is, fields included', async () => {
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

  it('turns Zod schema validation errors into the ranked code and its fields', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/validated', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: 'missing_fields',
        message: 'Please fill in all fields',
        fields: { name: 'Is required' },
      },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/validated',
      payload: { name: 'a', extra: 1 },
    });
    expect(unknown.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'The request could not be read',
        fields: { extra: 'Unknown field' },
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
