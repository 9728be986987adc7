// The Content-Security-Policy as the server sends it, in a real browser: every page of both
// languages loads without a single violation (an inline script or style the CSP does not hash, a
// style attribute, a file from elsewhere), and a form island works under it, toasts included.
import { expect, test, type Page } from '@playwright/test';

/** Collects the page's CSP violations from its start; read them with `violations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

// Every route and pool page is checked for violations in every-page.spec.ts; these are the pages
// outside that list.
const PAGES = ['/contact/sent'];

for (const path of PAGES) {
  test(`${path} loads without a CSP violation, and its CSP allows nothing inline unhashed`, async ({
    page,
  }) => {
    await recordViolations(page);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    await page.evaluate(() => document.fonts.ready);
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of ['/contact', '/ar/pools/dubai-1/apply']) {
  test(`${path}: the island hydrates and shows its toasts without a CSP violation`, async ({
    page,
  }) => {
    await recordViolations(page);
    await page.goto(path);
    const island = page.locator('astro-island');
    await page.locator('form input:not([type="hidden"])').first().focus();
    await expect(island).not.toHaveAttribute('ssr');
    // An empty form sent: the island answers with a toast.
    await page.locator('form button[type="submit"]').click();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    // sonner's own stylesheet applied through the CSP (it takes the list's markers away; the
    // site places the toaster in the page's flow, above the form).
    await expect(toaster).toHaveCSS('list-style-type', 'none');
    expect(await violations(page)).toEqual([]);
  });
}
