// Search and sharing files as the production server sends them (content types, status codes),
// and the /docs structured data against what a visitor sees. The build-time details (every
// page's tags, image sizes, sitemap entries) are in e2e/build-checks.spec.ts.
import { expect, test } from './support/reused-page';
import { pngSize } from './support/built-site';
import { MISSING_PATH } from './routes';

const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';

test.describe('search and sharing files through the server', () => {
  test('/sitemap.xml is XML listing the pages with absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const body = await response.text();
    expect(body).toContain(`<loc>${new URL('/pools', SITE_URL).href}</loc>`);
    expect(body).not.toContain('/404');
  });

  test('/robots.txt is plain text naming the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', SITE_URL).href}`);
  });

  for (const [url, size] of [
    ['/og/pools.png', { width: 1200, height: 630 }],
    ['/og/index.png', { width: 1200, height: 630 }],
    ['/og/pools/dubai-1.png', { width: 1200, height: 630 }],
    ['/apple-touch-icon.png', { width: 180, height: 180 }],
    ['/icon-512.png', { width: 512, height: 512 }],
  ] as const) {
    test(`${url} is a ${size.width}x${size.height} PNG`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(await pngSize(await response.body())).toEqual(size);
    });
  }

  test('/favicon.svg and /site.webmanifest have their own content types', async ({ request }) => {
    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const manifest = await request.get('/site.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/');
  });

  test('an unknown path answers 404 with a noindex page', async ({ page }) => {
    const response = await page.goto(MISSING_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the FAQPage on /docs lists the questions the page shows', async ({ page }) => {
  await page.goto('/docs');
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const nodes = (documents as { '@graph'?: { '@type': string; mainEntity?: unknown }[] }[]).flatMap(
    (document) => document['@graph'] ?? [],
  );
  const faq = nodes.find((node) => node['@type'] === 'FAQPage');
  const questions = (faq?.mainEntity as { name: string }[] | undefined)?.map((q) => q.name) ?? [];
  expect(questions.length).toBeGreaterThan(0);
  // Every question is on the page, as the visible summary of an FAQ item.
  await expect(page.locator('#faq details > summary')).toHaveText(
    questions.map((question) => new RegExp(escapeRegExp(question))),
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
