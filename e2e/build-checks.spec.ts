// Checks over the built site in dist/, which the Playwright webServer has just built (one build
// shared by every spec): internal links and anchors resolve and no resource comes from another
// origin, every SVG is named or decorative, every page is valid HTML, and every page carries its
// search and sharing metadata.
// These read files only; e2e/seo.spec.ts checks the same things through the real server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/reused-page';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { contactOutcomeSchema } from '#contracts/contact.ts';
import { interestOutcomeSchema } from '#contracts/interest.ts';
import { LOCALES, localePath, pathLocale } from '#contracts/locale.ts';
import { facts } from '../src/content/facts';
import { words } from '../src/content/i18n';
import { poolPages } from './routes';
import { faqCategories } from './support/prose';
import { manifestPath } from '../src/lib/seo';
import { contentSecurityPolicy, inlineHashes, scriptHash } from '#server/response-headers.ts';
import {
  fileForUrlPath,
  findBrokenReferences,
  pngSize,
  readBuiltSite,
  type BuiltPage,
  type BuiltSite,
  type HtmlElement,
  unnamedSvgs,
} from './support/built-site';
import { ARABIC_FONT_RANGES, inFont } from '../scripts/build/subset-font';

const site = { name: facts.brand.name, email: facts.contact.email };

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The build the server serves: DIST_DIR (relative to the repository, as server/main.ts reads it) or dist. */
const DIST = path.resolve(REPO, process.env.DIST_DIR || 'dist');
/** The repository's html-validate configuration; .htmlvalidate.md explains the rules it turns off. */
const HTML_VALIDATE_CONFIG = JSON.parse(
  readFileSync(path.join(REPO, '.htmlvalidate.json'), 'utf8'),
) as ConfigData;
/** The public origin the build used (astro.config.ts reads the same variable, same default). */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
const ORIGIN = new URL(SITE_URL).origin;

/** Each path in every language: /pools, /ar/pools. */
const inEveryLanguage = (paths: readonly string[]) =>
  LOCALES.flatMap((locale) => paths.map((pagePath) => localePath(pagePath, locale)));

/** The routes of the spec (section 2), in every language; every one is indexable. */
const REQUIRED_PAGES = inEveryLanguage([
  '/',
  '/pools',
  '/how-it-works',
  '/passports',
  '/about',
  '/contact',
  '/docs',
  // A page per pool, and the page of its form where its status has one.
  ...poolPages.flatMap((page) => [page.path, ...(page.form ? [page.form.path] : [])]),
]);
/** Pages kept out of search, in every language: the error pages and the form outcomes. */
const NOINDEX_PAGES = inEveryLanguage([
  '/404',
  '/500',
  ...contactOutcomeSchema.options.map((outcome) => `/contact/${outcome}`),
  ...interestOutcomeSchema.options.map((outcome) => `/interest/${outcome}`),
  '/interest/remove',
  '/interest/confirm',
]);

/** The outcome pages naming a pool (/interest/<outcome>/<pool>): noindex too. */
const isPoolOutcomePage = (pagePath: string) =>
  /^(\/ar)?\/interest\/[a-z-]+\/[a-z0-9-]+$/.test(pagePath);

const absolute = (pagePath: string) => new URL(pagePath, SITE_URL).href;

// The build is read once dist exists, i.e. before the first test runs (after the webServer).
let build: BuiltSite | undefined;
test.beforeAll(async () => {
  build ??= await readBuiltSite(DIST);
});
function builtSite(): BuiltSite {
  if (!build) throw new Error('the build has not been read');
  return build;
}
const builtPages = (): BuiltPage[] => builtSite().pages;

function readDist(urlPath: string): Buffer {
  const file = fileForUrlPath(builtSite(), new URL(urlPath, SITE_URL).pathname);
  if (file === undefined) throw new Error(`no file in dist for ${urlPath}`);
  return readFileSync(path.join(DIST, file));
}

function existsInDist(url: string): boolean {
  const parsed = new URL(url, SITE_URL);
  return parsed.origin === ORIGIN && fileForUrlPath(builtSite(), parsed.pathname) !== undefined;
}

const inHead = (page: BuiltPage) => {
  const end = page.elements.findIndex((element) => element.tag === 'body');
  return end === -1 ? page.elements : page.elements.slice(0, end);
};

/**
 * The head's meta tags keyed by name or property (the first value of each); a key used twice for
 * the same media is a problem (theme-color comes once per colour scheme, each with its media).
 */
function metaOf(page: BuiltPage): { values: Map<string, string>; duplicates: string[] } {
  const values = new Map<string, string>();
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const element of inHead(page).filter((e) => e.tag === 'meta')) {
    const key = element.attrs.get('name') ?? element.attrs.get('property');
    if (key === undefined) continue;
    const keyForMedia = `${key} ${element.attrs.get('media') ?? ''}`;
    if (seen.has(keyForMedia)) duplicates.push(key);
    seen.add(keyForMedia);
    if (!values.has(key)) values.set(key, element.attrs.get('content') ?? '');
  }
  return { values, duplicates };
}

function linksOf(page: BuiltPage, rel: string): HtmlElement[] {
  return inHead(page).filter(
    (element) =>
      element.tag === 'link' && (element.attrs.get('rel') ?? '').split(/\s+/).includes(rel),
  );
}

/** The schema.org nodes of a page: each JSON-LD script, flattened through @graph. */
function jsonLdNodes(page: BuiltPage): Record<string, unknown>[] {
  return page.elements
    .filter((element) => element.tag === 'script')
    .filter((element) => element.attrs.get('type') === 'application/ld+json')
    .flatMap((element) => {
      const data = JSON.parse(element.text ?? '') as Record<string, unknown>;
      expect(data['@context'], `${page.file}: JSON-LD @context`).toBe('https://schema.org');
      const graph = data['@graph'];
      return Array.isArray(graph) ? (graph as Record<string, unknown>[]) : [data];
    });
}

/** Attributes whose text a page draws: placeholders, button values, image alternatives, island props. */
const DRAWN_ATTRIBUTES = ['placeholder', 'value', 'alt', 'props'];

/** The text a page can draw with its font: markup text and drawn attributes, no scripts or styles. */
function drawnText(page: BuiltPage): string {
  const attributeText = page.elements.flatMap((element) =>
    DRAWN_ATTRIBUTES.map((name) => element.attrs.get(name) ?? ''),
  );
  return [page.text, ...attributeText].join(' ');
}

test.describe('the built site', () => {
  test('has every page of the spec, the error pages and the contact outcome pages', () => {
    const paths = builtPages().map((page) => page.path);
    for (const required of [...REQUIRED_PAGES, ...NOINDEX_PAGES]) expect(paths).toContain(required);
  });

  test('resolves every internal link and anchor, and loads nothing from another origin', async () => {
    expect(await findBrokenReferences(builtSite(), ORIGIN)).toEqual([]);
  });

  test('draws every character of its text with the web fonts (scripts/build/subset-font.ts)', () => {
    const outside: Record<string, string> = {};
    const drawn = (c: string) => /\s/.test(c) || inFont(c) || inFont(c, ARABIC_FONT_RANGES);
    for (const page of builtPages()) {
      const missing = new Set([...drawnText(page)].filter((c) => !drawn(c)));
      if (missing.size > 0) outside[page.file] = [...missing].join(' ');
    }
    expect(
      outside,
      'characters the cuts of the web fonts lack (they would fall back to a system font): add ' +
        'them to FONT_RANGES or ARABIC_FONT_RANGES in scripts/build/subset-font.ts',
    ).toEqual({});
  });

  test('gives every inline SVG a <title> or marks it decorative (aria-hidden="true")', () => {
    const unnamed: Record<string, string[]> = {};
    for (const page of builtPages()) {
      const found = unnamedSvgs(page.html);
      if (found.length > 0) unnamed[page.file] = found;
    }
    expect(unnamed, 'SVGs a screen reader would announce without a name').toEqual({});
  });

  test('keeps every <style> in <head> (Astro writes its island style in <body>: postbuild moves it)', () => {
    const inBody = builtPages().filter((page) => {
      const body = page.elements.findIndex((element) => element.tag === 'body');
      return page.elements.slice(body).some((element) => element.tag === 'style');
    });
    expect(inBody.map((page) => page.file)).toEqual([]);
  });

  test('is valid HTML (html-validate, .htmlvalidate.json)', async () => {
    // The repository's config, whatever folder the build is in (DIST_DIR may be outside it).
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    // The configuration must have real rules in force, or an empty report would prove nothing.
    const probe = await validator.validateString('<p><div></div></p><img src="x.png">');
    expect(probe.valid, 'html-validate catches invalid nesting and a missing alt').toBe(false);
    const errors: string[] = [];
    for (const page of builtPages()) {
      const file = path.join(DIST, page.file);
      // A <style> holds CSS, which html-validate does not read but scans character by character
      // (the page's stylesheet is two thirds of it): emptied, the HTML around it is validated in
      // half the time, and the selector below still says where.
      const html = page.html.replace(/(<style[^>]*>)[^<]*(?=<\/style>)/g, '$1');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages) {
          // A search result cuts a title at about 70 characters; a noindex page is in none.
          const noindex = NOINDEX_PAGES.includes(page.path) || isPoolOutcomePage(page.path);
          if (message.ruleId === 'long-title' && noindex) continue;
          // Astro minifies HTML onto one line, so the selector says where more than line:column.
          const where = `${path.relative(REPO, file)}:${message.line}:${message.column}`;
          errors.push(
            `${where} ${message.message} [${message.ruleId}] at ${message.selector ?? '?'}`,
          );
        }
      }
    }
    expect(errors).toEqual([]);
  });
});

test.describe('search and sharing metadata', () => {
  test('each page has one unique title and one unique description', () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const page of builtPages()) {
      const titleElements = page.elements.filter((element) => element.tag === 'title');
      expect(titleElements, `${page.file}: <title> count`).toHaveLength(1);
      const title = titleElements[0]?.text?.trim() ?? '';
      expect(title, `${page.file}: <title>`).not.toBe('');
      const { values, duplicates } = metaOf(page);
      expect(duplicates, `${page.file}: meta tags given twice`).toEqual([]);
      const description = values.get('description') ?? '';
      expect(description.length, `${page.file}: description`).toBeGreaterThan(0);
      titles.set(title, [...(titles.get(title) ?? []), page.path]);
      descriptions.set(description, [...(descriptions.get(description) ?? []), page.path]);
    }
    const shared = (map: Map<string, string[]>) =>
      [...map].filter(([, paths]) => paths.length > 1).map(([text, paths]) => `${text}: ${paths}`);
    expect(shared(titles), 'titles used by more than one page').toEqual([]);
    expect(shared(descriptions), 'descriptions used by more than one page').toEqual([]);
  });

  test('the home page title is the tagline; the others end with the brand unless it would take them past 70 characters', () => {
    for (const page of builtPages()) {
      const title = page.elements.find((element) => element.tag === 'title')?.text ?? '';
      const home = localePath('/', pathLocale(page.path));
      if (page.path === home) expect(title).toBe(words(pathLocale(page.path)).site.tagline);
      else if (title.endsWith(` | ${site.name}`)) expect(title.length).toBeLessThanOrEqual(70);
      else expect(`${title} | ${site.name}`.length, page.file).toBeGreaterThan(70);
    }
  });

  test('each page has an absolute canonical URL on SITE_URL', () => {
    for (const page of builtPages()) {
      const canonical = linksOf(page, 'canonical');
      expect(canonical, `${page.file}: canonical links`).toHaveLength(1);
      expect(canonical[0]?.attrs.get('href'), page.file).toBe(absolute(page.path));
    }
  });

  test('each page has Open Graph and Twitter tags with a 1200x630 PNG share image', async () => {
    for (const page of builtPages()) {
      const meta = metaOf(page).values;
      const title = page.elements.find((element) => element.tag === 'title')?.text;
      const where = (key: string) => `${page.file}: ${key}`;
      expect(meta.get('og:title'), where('og:title')).toBe(title);
      expect(meta.get('og:description'), where('og:description')).toBe(meta.get('description'));
      expect(meta.get('og:type'), where('og:type')).toBe('website');
      expect(meta.get('og:site_name'), where('og:site_name')).toBe(site.name);
      expect(meta.get('og:url'), where('og:url')).toBe(absolute(page.path));
      const image = meta.get('og:image') ?? '';
      expect(image, where('og:image')).toMatch(new RegExp(`^${ORIGIN}/og/.+\\.png$`));
      expect(existsInDist(image), where(`og:image ${image} in dist`)).toBe(true);
      expect(await pngSize(readDist(image)), where(`size of ${image}`)).toEqual({
        width: 1200,
        height: 630,
      });
      expect(meta.get('og:image:width'), where('og:image:width')).toBe('1200');
      expect(meta.get('og:image:height'), where('og:image:height')).toBe('630');
      expect(meta.get('og:image:alt'), where('og:image:alt')).toBeTruthy();
      expect(meta.get('twitter:card'), where('twitter:card')).toBe('summary_large_image');
      expect(meta.get('twitter:image'), where('twitter:image')).toBe(image);
      expect(meta.get('theme-color'), where('theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  test('each page gets its own share image', () => {
    // A pool-named outcome page shares its outcome's image (noindex, never shared as a page).
    const images = builtPages()
      .filter((page) => !isPoolOutcomePage(page.path))
      .map((page) => metaOf(page).values.get('og:image'));
    expect(new Set(images).size).toBe(images.length);
  });

  test('preloads Manrope on every page and Noto Sans Arabic on the Arabic pages only', () => {
    for (const page of builtPages()) {
      const preloads = linksOf(page, 'preload');
      for (const link of preloads) {
        expect(link.attrs.get('as'), `${page.file}: preload as`).toBe('font');
        expect(link.attrs.get('type'), `${page.file}: preload type`).toBe('font/woff2');
        // Fonts are fetched in CORS mode: a preload without crossorigin would be fetched twice.
        expect(link.attrs.has('crossorigin'), `${page.file}: crossorigin`).toBe(true);
      }
      const files = preloads.map((link) => link.attrs.get('href') ?? '');
      const faces = page.elements
        .filter((element) => element.tag === 'style')
        .flatMap((style) => [
          ...(style.text ?? '').matchAll(/@font-face\{font-family:([^;]+);src:url\("([^"]+)"\)/g),
        ])
        .map(([, family = '', url = '']) => ({ family: family.replace(/"/g, ''), url }));
      const fileOf = (name: string) => faces.find((face) => face.family.startsWith(name))?.url;
      const expected =
        pathLocale(page.path) === 'ar'
          ? [fileOf('Manrope'), fileOf('Noto Sans Arabic')]
          : [fileOf('Manrope')];
      expect(files, `${page.file}: preloaded fonts`).toEqual(expected);
      for (const file of files) expect(existsInDist(file), file).toBe(true);
    }
  });

  test('each in-page link (href="#id") leads to an element of the page with that id', () => {
    for (const page of builtPages()) {
      const ids = new Set(page.elements.flatMap((element) => element.attrs.get('id') ?? []));
      const targets = page.elements.flatMap((element) => {
        const href = element.attrs.get('href') ?? '';
        return href.startsWith('#') && href.length > 1 ? [href.slice(1)] : [];
      });
      expect(
        targets.filter((id) => !ids.has(id)),
        `${page.file}: in-page links without a target`,
      ).toEqual([]);
    }
  });

  test('carries no style attribute, and the CSP allows each inline style by its hash', () => {
    for (const page of builtPages()) {
      const styled = page.elements.filter((element) => element.attrs.has('style'));
      expect(
        styled.map((element) => `${element.tag} (line ${element.line})`),
        `${page.file}: style attributes (use classes: the CSP allows no inline style attribute)`,
      ).toEqual([]);
      const csp = contentSecurityPolicy(inlineHashes(page.html));
      const styleSources = csp.split('; ').find((directive) => directive.startsWith('style-src '));
      expect(styleSources, `${page.file}: style-src`).not.toContain('unsafe-inline');
      for (const style of page.elements.filter((element) => element.tag === 'style')) {
        expect(styleSources, `${page.file}: the style at line ${style.line}`).toContain(
          `'${scriptHash(style.text ?? '')}'`,
        );
      }
    }
  });

  test('each page links the favicon, apple-touch-icon and manifest, which exist', async () => {
    for (const page of builtPages()) {
      const [icon] = linksOf(page, 'icon');
      expect(icon?.attrs.get('type'), `${page.file}: favicon type`).toBe('image/svg+xml');
      expect(icon?.attrs.get('href'), `${page.file}: favicon`).toBe('/favicon.svg');
      expect(readDist('/favicon.svg').toString('utf8'), 'favicon').toMatch(/^<svg[^>]*xmlns=/);
      const [touch] = linksOf(page, 'apple-touch-icon');
      expect(await pngSize(readDist(touch?.attrs.get('href') ?? '')), 'apple-touch-icon').toEqual({
        width: 180,
        height: 180,
      });
      // Each language has its own manifest (name, start URL, direction).
      const manifests = linksOf(page, 'manifest').map((link) => link.attrs.get('href'));
      expect(manifests, `${page.file}: manifest`).toEqual([manifestPath(pathLocale(page.path))]);
      expect(
        JSON.parse(readDist(manifestPath(pathLocale(page.path))).toString('utf8')),
      ).toHaveProperty('name');
    }
  });

  test('the Arabic web manifest starts at /ar, right to left, with the Arabic summary', () => {
    const manifest = JSON.parse(readDist('/ar/site.webmanifest').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar',
      scope: '/ar',
      description: words('ar').site.summary,
    });
  });

  test('the web manifest names the site and lists 192 and 512 px PNG icons', async () => {
    const manifest = JSON.parse(readDist('/site.webmanifest').toString('utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe(site.name);
    expect(manifest.short_name).toBe(site.name);
    expect(manifest.start_url).toBe('/');
    expect(['standalone', 'browser']).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
      expect(icon?.type, `${size} px icon`).toBe('image/png');
      expect(await pngSize(readDist(icon?.src ?? '')), `${size} px icon`).toEqual({
        width: size,
        height: size,
      });
    }
  });

  test('each page describes the Organization in JSON-LD that cannot break out of its script', () => {
    for (const page of builtPages()) {
      for (const script of page.elements.filter(
        (e) => e.attrs.get('type') === 'application/ld+json',
      )) {
        expect(script.text, `${page.file}: raw "<" in JSON-LD`).not.toContain('<');
      }
      const organizations = jsonLdNodes(page).filter((node) => node['@type'] === 'Organization');
      expect(organizations, `${page.file}: Organization nodes`).toHaveLength(1);
      const organization = organizations[0] ?? {};
      expect(organization['name']).toBe(site.name);
      expect(organization['url']).toBe(absolute('/'));
      expect(organization['email']).toBe(site.email);
      // Placeholder handles are someone else's to register: no page links to one.
      const profiles = [facts.contact.x, facts.contact.telegram];
      const linked = page.elements.filter((e) => profiles.includes(e.attrs.get('href') ?? ''));
      if (facts.contact.handlesConfirmed) {
        expect(organization['sameAs']).toEqual(profiles);
        expect(linked.length, `${page.file}: links to the profiles`).toBeGreaterThanOrEqual(2);
      } else {
        expect(organization['sameAs']).toEqual([]);
        expect(linked, `${page.file}: links to unconfirmed profiles`).toEqual([]);
      }
      const logo = String(organization['logo']);
      expect(logo, `${page.file}: logo is absolute`).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(existsInDist(logo), `${page.file}: logo ${logo} in dist`).toBe(true);
    }
  });

  test('/docs has a FAQPage with exactly the questions and answers of the FAQ', () => {
    const expected = (pagePath: string) =>
      faqCategories(pathLocale(pagePath)).flatMap((category) =>
        category.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      );
    for (const page of builtPages()) {
      const faqPages = jsonLdNodes(page).filter((node) => node['@type'] === 'FAQPage');
      if (page.path !== localePath('/docs', pathLocale(page.path))) {
        expect(faqPages, `${page.file}: FAQPage only on /docs`).toEqual([]);
        continue;
      }
      expect(faqPages).toHaveLength(1);
      expect(faqPages[0]?.['mainEntity']).toEqual(expected(page.path));
    }
  });

  test('each form page carries its trail as a BreadcrumbList: pools, the pool, the form', () => {
    for (const { pool, path: poolPath, form } of poolPages) {
      if (!form) continue;
      const page = builtPages().find((built) => built.path === form.path);
      const trails = page ? jsonLdNodes(page).filter((n) => n['@type'] === 'BreadcrumbList') : [];
      expect(trails, form.path).toHaveLength(1);
      const steps = trails[0]?.['itemListElement'] as { name: string; item: string }[];
      expect(steps.map((step) => step.item)).toEqual(['/pools', poolPath, form.path].map(absolute));
      expect(steps[1]?.name).toBe(pool.name);
    }
  });

  test('the error and form outcome pages are noindex, every other page is indexable', () => {
    for (const page of builtPages()) {
      const robots = metaOf(page).values.get('robots');
      if (NOINDEX_PAGES.includes(page.path) || isPoolOutcomePage(page.path)) {
        expect(robots, page.file).toBe('noindex');
      } else expect(robots, page.file).toBeUndefined();
    }
  });

  test('sitemap.xml lists every indexable page, and robots.txt points to it', () => {
    const sitemap = readDist('/sitemap.xml').toString('utf8');
    expect(sitemap).toMatch(/^<\?xml[^>]*\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\//);
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const indexable = builtPages()
      .map((page) => page.path)
      .filter((pagePath) => !NOINDEX_PAGES.includes(pagePath) && !isPoolOutcomePage(pagePath));
    expect(indexable).toEqual(expect.arrayContaining(REQUIRED_PAGES));
    expect(locations.sort()).toEqual(indexable.map(absolute).sort());
    const robots = readDist('/robots.txt').toString('utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots.match(/^Sitemap: (.+)$/m)?.[1]).toBe(absolute('/sitemap.xml'));
    expect(robots, 'nothing disallowed').not.toMatch(/^Disallow: \S/m);
  });
});
