import { describe, expect, it } from 'vitest';
import { localePath, localeSchema, pathLocale, unlocalizedPath } from './locale.ts';

describe('locale paths', () => {
  it('prefixes every locale but the default', () => {
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/#faq', 'ar')).toBe('/ar#faq');
    expect(localePath('/pools/dubai-1#apply', 'ar')).toBe('/ar/pools/dubai-1#apply');
    expect(localePath('/pools', 'en')).toBe('/pools');
    expect(localePath('mailto:hello@realyield.example', 'ar')).toBe(
      'mailto:hello@realyield.example',
    );
    expect(localePath('#faq', 'ar')).toBe('#faq');
  });

  it('reads the locale of a path, and only from its first segment', () => {
    expect(pathLocale('/ar/pools')).toBe('ar');
    expect(pathLocale('/ar')).toBe('ar');
    expect(pathLocale('/ar?x=1')).toBe('ar');
    expect(pathLocale('/area')).toBe('en');
    expect(pathLocale('/pools/ar')).toBe('en');
    expect(pathLocale('/')).toBe('en');
  });

  it('strips the prefix back to the English path', () => {
    expect(unlocalizedPath('/ar/pools/dubai-1')).toBe('/pools/dubai-1');
    expect(unlocalizedPath('/ar/')).toBe('/');
    expect(unlocalizedPath('/ar')).toBe('/');
    expect(unlocalizedPath('/ar#faq')).toBe('/#faq');
    expect(unlocalizedPath('/pools')).toBe('/pools');
    for (const path of ['/', '/pools', '/docs#risk', '/pools/dubai-2']) {
      expect(unlocalizedPath(localePath(path, 'ar'))).toBe(path);
    }
  });

  it('refuses a locale the site does not publish', () => {
    expect(localeSchema.safeParse('ar').success).toBe(true);
    expect(localeSchema.safeParse('fr').success).toBe(false);
  });
});
