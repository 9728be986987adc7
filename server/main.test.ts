import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy, readConfig } from './main.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = fileURLToPath(new URL('main.ts', import.meta.url));

describe('readConfig', () => {
  it('has defaults, with paths resolved from the repository root', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4321,
      distDir: path.join(REPO_ROOT, 'dist'),
      dataDir: path.join(REPO_ROOT, 'data'),
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DIST_DIR: 'build/site',
      DATA_DIR: '/var/lib/realyield',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 8080,
      distDir: path.join(REPO_ROOT, 'build/site'),
      dataDir: '/var/lib/realyield',
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8',
    });
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1,10.0.0.2', '10.0.0.1,10.0.0.2'],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['http', '-1', '65536', '80.5', '0x50'])('rejects PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT must be an integer/);
  });
});

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

  it('exits 1 with a clear message when the site has not been built', async () => {
    const server = start({ DIST_DIR: path.join(distDir, 'missing') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('run npm run build first');
    await expect(server.listening).rejects.toThrow(/exited before listening/);
  });
});
