// npm run bench: builds the site, starts the production server on a free port and runs
// Lighthouse (mobile defaults: simulated Slow 4G and 4x CPU slowdown) several times on every
// route in bench/budgets.json. Prints one markdown table of medians, writes
// bench/results/latest.json and exits 1 when a budget is broken. `npm run bench:run` skips the
// build and measures the dist/ already there; `--route <path>` (repeatable) limits the routes.
// See bench/README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import {
  budgetFor,
  checkBudget,
  CONTROL_PAGE,
  controlLine,
  markdownTable,
  medianSummary,
  summarize,
  type Budgets,
  type LighthouseResult,
  type RunSummary,
} from './bench-report.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const BUDGETS_FILE = path.join(REPO, 'bench/budgets.json');
const RESULTS_FILE = path.join(REPO, 'bench/results/latest.json');
/** The full Lighthouse report of each route's last run, to find the cause of a broken budget. */
const REPORTS_DIR = path.join(REPO, 'bench/results/lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** How long the server may take to answer /healthz after it is spawned. */
const SERVER_START_TIMEOUT_MS = 30_000;
/** A run that fails (a Lighthouse runtime error such as NO_NAVSTART) is tried again this often. */
const RETRIES = 2;

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** A port nobody listens on, from the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `node server/main.ts` and resolves once /healthz answers. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not answer /healthz within ${SERVER_START_TIMEOUT_MS} ms`);
}

/** Serves CONTROL_PAGE at / on a free local port, from a plain Node server. */
function startControlServer(): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') {
        resolve({ server, url: `http://127.0.0.1:${address.port}/` });
      } else {
        server.close();
        reject(new Error('the control server has no port'));
      }
    });
  });
}

/** One Lighthouse run with the default (mobile) config, reduced to a summary. */
async function audit(url: string, chrome: LaunchedChrome, reportFile: string): Promise<RunSummary> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Audit the 404 route instead of aborting on its status; the SEO audit
        // http-status-code still fails for it (and would for any other route that 404s).
        ignoreStatusCode: true,
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const summary = summarize(result.lhr as unknown as LighthouseResult);
      await writeFile(reportFile, JSON.stringify(result.lhr));
      return summary;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      log(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

/** `runs` Lighthouse runs of one page, one after another; the report file keeps the last. */
async function auditRuns(
  label: string,
  url: string,
  runs: number,
  chrome: LaunchedChrome,
  reportFile: string,
): Promise<RunSummary[]> {
  const summaries: RunSummary[] = [];
  for (let i = 1; i <= runs; i += 1) {
    log(`${label}: run ${i} of ${runs}`);
    summaries.push(await audit(url, chrome, reportFile));
  }
  return summaries;
}

/** bench/results/lighthouse/<route>.json: / -> index.json, /how-it-works -> how-it-works.json. */
function reportFileFor(route: string): string {
  const name = route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'index';
  return path.join(REPORTS_DIR, `${name}.json`);
}

async function main(): Promise<number> {
  const skipBuild = process.argv.includes('--no-build');
  const budgets = JSON.parse(await readFile(BUDGETS_FILE, 'utf8')) as Budgets;
  // `--route /contact` (repeatable) measures only those routes, e.g. while fixing one page.
  const onlyRoutes = process.argv.flatMap((arg, i, args) =>
    arg === '--route' && args[i + 1] ? [args[i + 1] as string] : [],
  );
  const routesToAudit = onlyRoutes.length > 0 ? onlyRoutes : budgets.routes;
  if (!skipBuild) {
    log('building (npm run build)');
    await run('npm', ['run', 'build']);
  }

  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'realyield-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  const stop = () => {
    chrome?.kill();
    server?.kill('SIGTERM');
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });

  await mkdir(REPORTS_DIR, { recursive: true });
  try {
    server = await startServer(port, dataDir);
    log(`server on ${origin}`);
    chrome = await launch({
      chromePath: chromiumPath() ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });

    const routes: { route: string; runs: RunSummary[]; summary: RunSummary; broken: string[] }[] =
      [];
    const unaudited: string[] = [];
    for (const route of routesToAudit) {
      let runs: RunSummary[];
      try {
        runs = await auditRuns(
          route,
          `${origin}${route}`,
          budgets.runs,
          chrome,
          reportFileFor(route),
        );
      } catch (error) {
        // A route Lighthouse cannot audit must not hide the results of the others.
        unaudited.push(`${route}: not audited (${(error as Error).message})`);
        continue;
      }
      const summary = medianSummary(runs);
      routes.push({
        route,
        runs,
        summary,
        broken: checkBudget(route, summary, budgetFor(budgets, route)),
      });
    }

    // The control page, with the same browser and settings: what the machine costs by itself.
    const controlServer = await startControlServer();
    let control: RunSummary | undefined;
    try {
      control = medianSummary(
        await auditRuns(
          'control page',
          controlServer.url,
          budgets.runs,
          chrome,
          reportFileFor('/bench-control'),
        ),
      );
    } catch (error) {
      log(`control page not audited: ${(error as Error).message}`);
    } finally {
      controlServer.server.close();
    }

    const table = markdownTable(routes);
    const broken = [...unaudited, ...routes.flatMap((entry) => entry.broken)];
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), origin, budgets, routes, control, table, broken }, null, 2)}\n`,
    );

    process.stdout.write(`\n${table}\n\n`);
    if (control) process.stdout.write(`${controlLine(control)}\n\n`);
    if (broken.length > 0) {
      process.stdout.write(
        `Broken budgets (${broken.length}):\n${broken.map((line) => `- ${line}`).join('\n')}\n`,
      );
      return 1;
    }
    process.stdout.write('Every budget is met.\n');
    return 0;
  } finally {
    stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
