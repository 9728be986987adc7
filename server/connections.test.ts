// What only a real socket shows (app.inject never opens one): slow clients are cut off, an
// announced oversized body is refused before it is sent, and the connection caps hold.
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, buildApp } from './app.ts';
import { clientKey } from './connections.ts';
import { createContactTestDirs, type ContactTestDirs } from './routes/contact.fixtures.ts';

const REQUEST_TIMEOUT_MS = 1_000;

let dirs: ContactTestDirs;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  dirs = await createContactTestDirs('connections');
  app = await buildApp({
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});

afterAll(async () => {
  await app.close();
  await dirs.cleanup();
});

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection (or `ms` pass). */
function readUntilClosed(socket: Socket, ms: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    const timer = setTimeout(() => resolve({ text, closed: false }), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });
}

describe('slow and greedy clients', { timeout: 15_000 }, () => {
  it('cuts off a body sent one byte at a time once the request timeout passes', async () => {
    const socket = await open();
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const drip = setInterval(() => socket.write('{'), 200);
    const result = await readUntilClosed(socket, REQUEST_TIMEOUT_MS * 6);
    clearInterval(drip);
    expect(result.closed).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408/);
    socket.destroy();
  });

  it('answers a Content-Length longer than the body in the JSON shape, with the security headers', async () => {
    const socket = await open();
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":"Ada"}',
    );
    const result = await readUntilClosed(socket, REQUEST_TIMEOUT_MS * 6);
    expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.text).toMatch(/content-security-policy: /i);
    expect(result.text).toContain(
      '{"error":{"code":"request_timeout","message":"The request took too long to arrive"}}',
    );
    socket.destroy();
  });

  it('answers Expect: 100-continue with 413 when the announced body is too large', async () => {
    const socket = await open();
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${100 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    );
    const result = await readUntilClosed(socket, 3_000);
    expect(result.text).not.toContain('100 Continue');
    expect(result.text).toMatch(/^HTTP\/1\.1 413/);
    expect(result.text).toContain('"code":"payload_too_large"');
    socket.destroy();
  });

  it('still lets a small body with Expect: 100-continue through', async () => {
    const socket = await open();
    const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n' +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    socket.once('data', () => socket.write(body));
    const result = await readUntilClosed(socket, 3_000);
    expect(result.text).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(result.text).toContain('HTTP/1.1 201');
  });
});

describe('the connection caps', { timeout: 15_000 }, () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as the client %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('refuses a connection over the total cap with 503, logs it once, and serves again when one closes', async () => {
    const capDirs = await createContactTestDirs('connections-total');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // A per-client cap above the total: only the total cap can refuse here.
    const capped = await buildApp({
      distDir: capDirs.distDir,
      logger: { level: 'warn', stream },
      config: { maxConnections: 3, maxConnectionsPerClient: 100 },
    });
    await capped.listen({ host: '127.0.0.1', port: 0 });
    const address = capped.server.address();
    const cappedPort = typeof address === 'object' && address !== null ? address.port : 0;
    const openOne = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(cappedPort, '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });
    try {
      const held = [await openOne(), await openOne(), await openOne()];
      for (let refused = 0; refused < 2; refused += 1) {
        const extra = await openOne();
        const result = await readUntilClosed(extra, 3_000);
        expect(result.closed).toBe(true);
        expect(result.text).toMatch(/^HTTP\/1\.1 503 /);
        expect(result.text).toContain('The server is at its connection limit');
      }
      const refusals = lines.filter((line) => line.includes('Connections refused with 503'));
      expect(refusals).toHaveLength(1);
      expect(JSON.parse(refusals[0] ?? '{}')).toMatchObject({
        refusedOverTotalCap: 1,
        maxConnections: 3,
        openConnections: 3,
      });
      // The line names no client address.
      expect(refusals[0]).not.toContain('127.0.0.1');

      held[0]?.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openOne();
      const reply = readUntilClosed(again, 2_000);
      again.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect((await reply).text).toMatch(/^HTTP\/1\.1 200 /);
      for (const socket of held) socket.destroy();
    } finally {
      await capped.close();
      await capDirs.cleanup();
    }
  });
});
