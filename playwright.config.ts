import { defineConfig, devices } from '@playwright/test';
import getPort from 'get-port';
import { CHROMIUM_FLAGS, testChromiumPath } from './e2e/support/chromium.ts';

// Workers load this file again; they inherit the port chosen by the main process through the env.
process.env.E2E_PORT ??= String(await getPort({ host: '127.0.0.1' }));
process.env.E2E_LAUNCHED_PORT ??= String(await getPort({ host: '127.0.0.1' }));
// The suite's own build, not dist: a test run leaves the build `npm run serve` serves as it was.
// Specs that read the built files (build-checks, csp, mail-content) find it through DIST_DIR.
process.env.DIST_DIR ??= 'e2e/.site';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** Where the e2e server keeps its SQLite file; specs read messages back from it. */
const E2E_DATA_DIR = 'e2e/.data';
/**
 * The launched site: built from the labelled sample facts (every operator fact given), served by
 * a second server beside the first, for the specs that look at it (`*.launched.spec.ts`).
 */
const LAUNCHED = {
  facts: 'e2e/facts.sample.yaml',
  distDir: 'e2e/.launched',
  dataDir: 'e2e/.data-launched',
  baseURL: `http://127.0.0.1:${process.env.E2E_LAUNCHED_PORT}`,
};

const executablePath = testChromiumPath();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  // A form's answer can take seconds while the machine runs the units, two servers and two
  // browsers at once; a passing assertion does not wait longer for it.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace: recording one costs every test about 30% of its time, to keep it for the few that
    // fail. Rerun a failing test with `npx playwright test <file> -g "<title>" --trace on`.
    trace: 'off',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: '*.launched.spec.ts' },
    {
      name: 'launched',
      use: { ...devices['Desktop Chrome'], baseURL: LAUNCHED.baseURL },
      testMatch: '*.launched.spec.ts',
    },
  ],
  webServer: {
    // One production build shared by every spec, and the launched site's beside it, at once (each
    // has its own Astro cache; `wait $!` fails the command when the first build fails), each served
    // by the real server. Neither is precompressed: no spec reads an encoding (the server's choice
    // of one is unit-tested: server/app.test.ts), and brotli at its highest quality would be half
    // of each build's CPU time, paid while the suite waits for its first test.
    command: [
      `BUILD_COMPRESS=false npm run build & SITE_FACTS=${LAUNCHED.facts} DIST_DIR=${LAUNCHED.distDir} BUILD_COMPRESS=false node scripts/build/build.ts`,
      'wait $!',
      `rm -rf ${E2E_DATA_DIR} ${LAUNCHED.dataDir}`,
      `(DIST_DIR=${LAUNCHED.distDir} DATA_DIR=${LAUNCHED.dataDir} PORT=${process.env.E2E_LAUNCHED_PORT} node server/main.ts & node server/main.ts)`,
    ].join(' && '),
    url: `${baseURL}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // The suite sends more messages than a visitor may; the limit itself is tested through the API.
      FORM_RATE_LIMIT_MAX: '10000',
      // Request logs would drown the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  },
});
