// The Content-Security-Policy as the server sends it, in a real browser: every page of both
// languages loads without a single violation (an inline script or style the CSP does not hash, a
// style attribute, a file from elsewhere), and a form island works under it, toasts included.
// A static host gets the same policy per page from dist/_headers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/** The build the server serves (as in build-checks.spec.ts). */
const DIST = path.resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.DIST_DIR || 'dist',
);

/** Each path of dist/_headers with the Content-Security-Policy its block gives it. */
function headersFilePolicies(): Map<string, string> {
  const text = readFileSync(path.join(DIST, '_headers'), 'utf8');
  const policies = new Map<string, string>();
  for (const block of text.split('\n\n')) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    const csp = lines.find((line) => line.startsWith('  Content-Security-Policy: '));
    if (lines[0] && csp) policies.set(lines[0], csp.slice('  Content-Security-Policy: '.length));
  }
  return policies;
}

test('the server sends each page the CSP dist/_headers gives its path, and the site-wide one elsewhere', async ({
  request,
}) => {
  const policies = headersFilePolicies();
  const siteWide = policies.get('/*');
  expect(siteWide).toContain("default-src 'none'");
  const pages = [...policies.keys()].filter((pattern) => pattern !== '/*');
  expect(pages).toContain('/ar/pools/dubai-1/apply');
  for (const pagePath of pages) {
    const response = await request.get(pagePath);
    expect(response.headers()['content-security-policy'], pagePath).toBe(policies.get(pagePath));
  }
  const asset = await request.get('/favicon.svg');
  expect(asset.headers()['content-security-policy']).toBe(siteWide);
});

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
