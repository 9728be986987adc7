// One browser page per worker for specs that only look at pages (e2e/every-page.spec.ts): a new
// context per test costs about a second on this 2-core machine, and a fresh cache loses the fonts,
// so every page would first be drawn in the fallback faces and swap (font-display: swap) while it
// is screenshot. The page keeps its HTTP cache across tests; each test sets its own viewport and
// colour scheme.
import { test as base, type Page } from '@playwright/test';

export interface SharedPage {
  page: Page;
  /** The scripts (URLs) the page requested since the last call (cleared by reading). */
  takeScriptRequests(): string[];
  /** Console errors, page errors and CSP violations since the last call (cleared by reading). */
  takeProblems(): Promise<string[]>;
}

export const test = base.extend<object, { shared: SharedPage }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      });
      const page = await context.newPage();
      let errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      let scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      // Recorded from each document's very start, before any of its own scripts run.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`CSP ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
        });
      });
      // Both languages' fonts into the cache, as a visitor's second page has them.
      for (const path of ['/', '/ar']) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
      }
      errors = [];
      scripts = [];
      await use({
        page,
        takeScriptRequests() {
          const all = scripts;
          scripts = [];
          return all;
        },
        async takeProblems() {
          const violations = await page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations,
          );
          const all = [...errors, ...violations];
          errors = [];
          return all;
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
