import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  documentTitle,
  isNoindexPath,
  seoTags,
  shareImageName,
  shareImagePath,
  TITLE_MAX_LENGTH,
  type HeadTags,
  type SeoInput,
} from './seo';

const site = new URL('https://realyield.example');
const base: SeoInput = {
  title: 'Pools',
  description: 'Whitelisted stablecoin pools.',
  path: '/pools',
  locale: 'en',
  site,
  siteName: 'RealYield',
  themeColor: { light: '#ffffff', dark: '#0b1220' },
};

/** The content of the meta tag with this name or property; fails when there is not exactly one. */
function metaContent(head: HeadTags, key: string): string | undefined {
  const matches = head.meta.filter((tag) => ('name' in tag ? tag.name : tag.property) === key);
  expect(matches.length).toBeLessThanOrEqual(1);
  return matches[0]?.content;
}

function linkHref(head: HeadTags, rel: string): string | undefined {
  return head.links.find((link) => link.rel === rel)?.href;
}

describe('documentTitle', () => {
  it('leaves the brand out where it would take the title past its length', () => {
    const long = 'x'.repeat(TITLE_MAX_LENGTH - 5);
    expect(documentTitle(long, 'RealYield')).toBe(long);
    expect(documentTitle('Pools', 'RealYield')).toBe('Pools | RealYield');
  });

  it('appends the brand unless the title is bare', () => {
    expect(documentTitle('Pools', 'RealYield')).toBe('Pools | RealYield');
    expect(documentTitle('Real RWAs. Real Yields.', 'RealYield', true)).toBe(
      'Real RWAs. Real Yields.',
    );
  });
});

describe('isNoindexPath', () => {
  it.each([
    ['/404', true],
    ['/contact/sent', true],
    ['/contact/rate-limited', true],
    ['/contact', false],
    ['/', false],
    ['/pools', false],
    ['/docs', false],
  ])('%s -> %s', (path, expected) => {
    expect(isNoindexPath(path)).toBe(expected);
  });
});

describe('share image paths', () => {
  it.each([
    ['/', 'index', '/og/index.png'],
    ['/pools', 'pools', '/og/pools.png'],
    ['/contact/sent', 'contact/sent', '/og/contact/sent.png'],
    ['/404', '404', '/og/404.png'],
    ['/ar', 'ar/index', '/og/ar/index.png'],
    ['/ar/', 'ar/index', '/og/ar/index.png'],
    ['/ar/pools', 'ar/pools', '/og/ar/pools.png'],
    ['/ar/pools/dubai-1', 'ar/pools/dubai-1', '/og/ar/pools/dubai-1.png'],
    ['/ar/contact/sent', 'ar/contact/sent', '/og/ar/contact/sent.png'],
    ['/ar/404', 'ar/404', '/og/ar/404.png'],
    // An English path that merely starts with the letters of a locale stays English.
    ['/area', 'area', '/og/area.png'],
  ])('%s -> %s', (path, name, imagePath) => {
    expect(shareImageName(path)).toBe(name);
    expect(shareImagePath(path)).toBe(imagePath);
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths against the origin', () => {
    expect(absoluteUrl('/', site)).toBe('https://realyield.example/');
    expect(absoluteUrl('/og/pools.png', new URL('http://localhost:4321'))).toBe(
      'http://localhost:4321/og/pools.png',
    );
  });
});

describe('seoTags', () => {
  it('describes a page with absolute canonical, Open Graph and Twitter URLs', () => {
    const head = seoTags(base);
    expect(head.title).toBe('Pools | RealYield');
    expect(linkHref(head, 'canonical')).toBe('https://realyield.example/pools');
    expect(metaContent(head, 'description')).toBe(base.description);
    expect(metaContent(head, 'og:title')).toBe('Pools | RealYield');
    expect(metaContent(head, 'og:description')).toBe(base.description);
    expect(metaContent(head, 'og:url')).toBe('https://realyield.example/pools');
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:site_name')).toBe('RealYield');
    expect(metaContent(head, 'og:image')).toBe('https://realyield.example/og/pools.png');
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'og:image:alt')).toBe('RealYield: Pools');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe('https://realyield.example/og/pools.png');
    expect(metaContent(head, 'robots')).toBeUndefined();
  });

  it('declares both colour schemes and a theme-color for each', () => {
    const head = seoTags(base);
    expect(metaContent(head, 'color-scheme')).toBe('light dark');
    expect(head.meta.filter((tag) => 'name' in tag && tag.name === 'theme-color')).toEqual([
      { name: 'theme-color', content: '#ffffff', media: '(prefers-color-scheme: light)' },
      { name: 'theme-color', content: '#0b1220', media: '(prefers-color-scheme: dark)' },
    ]);
  });

  it('links the favicon, the apple-touch-icon and the manifest', () => {
    const head = seoTags(base);
    expect(linkHref(head, 'icon')).toBe('/favicon.svg');
    expect(head.links.find((link) => link.rel === 'apple-touch-icon')).toEqual({
      rel: 'apple-touch-icon',
      href: '/apple-touch-icon.png',
      sizes: '180x180',
    });
    expect(linkHref(head, 'manifest')).toBe('/site.webmanifest');
  });

  it('uses the title alone on the home page', () => {
    const head = seoTags({ ...base, title: 'Real RWAs. Real Yields.', path: '/', bareTitle: true });
    expect(head.title).toBe('Real RWAs. Real Yields.');
    expect(linkHref(head, 'canonical')).toBe('https://realyield.example/');
    expect(metaContent(head, 'og:image')).toBe('https://realyield.example/og/index.png');
  });

  it('marks the 404 and outcome pages noindex by default, and obeys an explicit choice', () => {
    expect(metaContent(seoTags({ ...base, path: '/404' }), 'robots')).toBe('noindex');
    expect(metaContent(seoTags({ ...base, path: '/contact/sent' }), 'robots')).toBe('noindex');
    expect(metaContent(seoTags({ ...base, noindex: true }), 'robots')).toBe('noindex');
    expect(metaContent(seoTags({ ...base, path: '/404', noindex: false }), 'robots')).toBe(
      undefined,
    );
  });

  it('takes another share image when asked', () => {
    const head = seoTags({ ...base, image: '/og/index.png' });
    expect(metaContent(head, 'og:image')).toBe('https://realyield.example/og/index.png');
    expect(metaContent(head, 'twitter:image')).toBe('https://realyield.example/og/index.png');
  });
});

describe('languages', () => {
  it('links every language of a page, itself included, and x-default to English', () => {
    for (const path of ['/pools', '/ar/pools']) {
      const alternates = seoTags({ ...base, path }).links.filter(
        (link) => link.rel === 'alternate',
      );
      expect(alternates).toEqual([
        { rel: 'alternate', hreflang: 'en', href: 'https://realyield.example/pools' },
        { rel: 'alternate', hreflang: 'ar', href: 'https://realyield.example/ar/pools' },
        { rel: 'alternate', hreflang: 'x-default', href: 'https://realyield.example/pools' },
      ]);
    }
    const home = seoTags({ ...base, path: '/ar', locale: 'ar' }).links;
    expect(home.find((link) => link.rel === 'canonical')?.href).toBe(
      'https://realyield.example/ar',
    );
    expect(home.find((link) => link.hreflang === 'en')?.href).toBe('https://realyield.example/');
  });

  it('gives an unindexed page no alternates, in either language', () => {
    for (const path of ['/contact/sent', '/ar/contact/sent', '/ar/404']) {
      const head = seoTags({ ...base, path });
      expect(metaContent(head, 'robots')).toBe('noindex');
      expect(head.links.some((link) => link.rel === 'alternate')).toBe(false);
    }
  });

  it('names the Open Graph locale and its alternate', () => {
    const head = seoTags({ ...base, path: '/ar/pools', locale: 'ar' });
    expect(metaContent(head, 'og:locale')).toBe('ar_AE');
    expect(metaContent(head, 'og:locale:alternate')).toBe('en_US');
  });
});
