import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('main.ts', import.meta.url));

// Real processes: starting Node takes seconds on a loaded 2-core machine.
describe('the server process', { timeout: 30_000 }, () => {
  let distDir: string;
  let dataDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'realyield-main-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'realyield-main-data-'));
    await writeFile(path.join(distDir, 'index.html'), '<h1>Home</h1>');
    await writeFile(path.join(distDir, '404.html'), '<h1>Page not found</h1>');
    await mkdir(path.join(distDir, '_astro'));
  });

  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts main.ts on a free port and resolves once it logs the URL it listens at. */
  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const listening = new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (url) resolve(url);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then(() => reject(new Error(`exited before listening:\n${output}`)));
    });
    // Tests that expect an early exit check `listening` later; never report it as unhandled.
    listening.catch(() => undefined);
    return { child, listening, exited, output: () => output };
  }

  it('serves, then exits 0 after closing on SIGTERM', async () => {
    const server = start({ DIST_DIR: distDir });
    const url = await server.listening;
    const response = await fetch(`${url}/healthz`);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('exits 0 at once on SIGTERM although a connection never sent a byte', async () => {
    const server = start({ DIST_DIR: distDir });
    const url = new URL(await server.listening);
    // A browser's preconnect: a TCP connection that has not sent a request yet.
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    socket.destroy();
  });

  it('lets a request in flight finish on SIGTERM', async () => {
    const server = start({ DIST_DIR: distDir });
    const url = new URL(await server.listening);
    // Headers sent, body still coming: the request is in flight when the signal arrives.
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end(body.slice(10));
    expect(await server.exited).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
  });

  it('answers a slow upload 503 on SIGTERM and exits 0 within 5 s', async () => {
    const server = start({ DIST_DIR: distDir });
    const url = new URL(await server.listening);
    // A body that will never finish: one byte of a hundred, then nothing.
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toContain('"code":"unavailable"');
    socket.destroy();
  });

  it('exits 1 naming the variable when the environment is wrong', async () => {
    const server = start({ DIST_DIR: distDir, PORT: 'http' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    await expect(server.listening).rejects.toThrow(/exited before listening/);
  });

  it('exits 1 with a clear message when the site has not been built', async () => {
    const server = start({ DIST_DIR: path.join(distDir, 'missing') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('run npm run build first');
    await expect(server.listening).rejects.toThrow(/exited before listening/);
  });
});
