// `page` for the specs that read and use pages: one browser page per worker, which every test
// navigates afresh, in place of Playwright's new context per test. A new context starts a new
// renderer process: about 0.2 s of CPU before the test's own work, which a suite of 300 tests pays
// for a minute on a 2-core machine. Each test still gets a new document, its own viewport (the
// project's, or its `test.use`), the project's media emulation, no routes and no listeners; the
// pages keep nothing of a visitor (no cookie, no storage).
//
// What a page cannot undo gets a new context: a test that turns JavaScript off, and one that asks
// for `freshPage` (a fake clock, an init script, an empty cache).
import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
  type ViewportSize,
} from '@playwright/test';

/** The context options a project sets for its devices and its server. */
const PROJECT_OPTIONS = [
  'baseURL',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'screen',
] as const;

function projectContextOptions(use: object): BrowserContextOptions {
  const given = use as Record<string, unknown>;
  return Object.fromEntries(
    PROJECT_OPTIONS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]),
  );
}

/** A page of its own context, closed after `use`. */
async function isolated(
  browser: Browser,
  options: BrowserContextOptions,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options);
  await use(await context.newPage());
  await context.close();
}

/** The test's own context: the project's options, with the test's viewport and JavaScript. */
function testContextOptions(
  testInfo: TestInfo,
  viewport: ViewportSize | null,
  javaScriptEnabled: boolean,
): BrowserContextOptions {
  return { ...projectContextOptions(testInfo.project.use), viewport, javaScriptEnabled };
}

export const test = base.extend<{ freshPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      await isolated(browser, projectContextOptions(workerInfo.project.use), use);
    },
    { scope: 'worker' },
  ],
  freshPage: async ({ browser, viewport, javaScriptEnabled }, use, testInfo) => {
    await isolated(browser, testContextOptions(testInfo, viewport, javaScriptEnabled), use);
  },
  page: async (
    { browser, workerPage, viewport, javaScriptEnabled, colorScheme, reducedMotion, forcedColors },
    use,
    testInfo,
  ) => {
    if (javaScriptEnabled === false) {
      await isolated(browser, testContextOptions(testInfo, viewport, javaScriptEnabled), use);
      return;
    }
    if (viewport) await workerPage.setViewportSize(viewport);
    await workerPage.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors });
    // The pointer off the page, where a new page's is: no hover carried into the next document.
    await workerPage.mouse.move(-1, -1);
    await use(workerPage);
    workerPage.removeAllListeners();
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' });
    // Left on a blank document, so the next test's first `goto` loads its page anew: to the same
    // path with another #fragment, it would otherwise only scroll the document this test left.
    await workerPage.goto('about:blank');
  },
});

export { expect, type Locator, type Page, type Route } from '@playwright/test';
