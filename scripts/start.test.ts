// `npm start` beside a running site: the second start stops before it builds, naming PORT, and a
// rebuild (a new folder, `dist` swapped to it, old builds pruned) leaves the running server
// sending every page of the build it started with. The server is the real app on a real socket;
// the builds are small hand-made ones, since a real one takes minutes here.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { pruneBuilds, swapLink } from './build/build.ts';
import { portProblem } from './start.ts';

const START = fileURLToPath(new URL('start.ts', import.meta.url));

/** Runs scripts/start.ts with `env` and resolves with its exit code, output and duration. */
function runStart(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output, ms: performance.now() - started })),
  );
}

/** A small build: every page names the build it belongs to. */
const PAGES = ['index.html', 'pools.html', 'pools/dubai-1.html', 'ar/pools.html', '404.html'];

async function writeBuild(folder: string, name: string): Promise<void> {
  for (const page of PAGES) {
    await mkdir(path.dirname(path.join(folder, page)), { recursive: true });
    await writeFile(path.join(folder, page), `<!doctype html><title>${name} ${page}</title>`);
  }
  await mkdir(path.join(folder, '_astro'), { recursive: true });
  await writeFile(path.join(folder, '_astro', `${name}.css`), `/* ${name} */`);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('a second npm start while one serves', { timeout: 30_000 }, () => {
  let root: string;
  let builds: string;
  let link: string;
  let app: FastifyInstance;
  let origin: string;
  let port: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'realyield-start-'));
    builds = path.join(root, '.builds');
    link = path.join(root, 'dist');
    await writeBuild(path.join(builds, '1-first'), 'first');
    await swapLink(link, path.join(builds, '1-first'), builds);
    app = await buildApp({ distDir: link, logger: false });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(origin).port);
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('stops before building, naming PORT', async () => {
    const second = await runStart({ PORT: String(port), HOST: '127.0.0.1' });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`PORT ${port} is already in use on 127.0.0.1`);
    expect(second.output).not.toContain('[build]');
  });

  it('leaves the first serving every page of its own build after dist is swapped and pruned', async () => {
    // Three later builds: `dist` now names the newest, and pruning keeps only the newest two and
    // those in use.
    for (const name of ['2-second', '3-third', '4-fourth']) {
      await writeBuild(path.join(builds, name), name);
      await swapLink(link, path.join(builds, name), builds);
    }
    const pruned = await pruneBuilds(builds, '4-fourth');
    expect(await readlink(link)).toBe(path.join('.builds', '4-fourth'));
    expect(pruned).toEqual(['2-second']);
    expect(await exists(path.join(builds, '1-first'))).toBe(true);

    for (const page of PAGES.filter((file) => file !== '404.html')) {
      const url = `/${page.replace(/(?:index)?\.html$/, '')}`.replace(/(.)\/$/, '$1');
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain(`first ${page}`);
    }
    expect((await fetch(`${origin}/_astro/first.css`)).status).toBe(200);
    expect(await (await fetch(`${origin}/missing`)).text()).toContain('first 404.html');
  });
});

describe('the checks before the build', { timeout: 30_000 }, () => {
  it('names a bad PORT without building', async () => {
    const result = await runStart({ PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT must be an integer from 0 to 65535, got "abc"');
    expect(result.output).not.toContain('[build]');
  });

  it('tells a free port from a taken one', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const address = holder.address();
    const taken = typeof address === 'object' && address !== null ? address.port : 0;
    expect(await portProblem('127.0.0.1', taken)).toMatch(/^PORT \d+ is already in use/);
    await new Promise((resolve) => holder.close(resolve));
    expect(await portProblem('127.0.0.1', taken)).toBeUndefined();
  });
});
