import { describe, expect, it } from 'vitest';
import { shareImageName } from './seo';
import { shareImagePages, type ShareImageContent, type ShareMeta } from './share-image-pages';

const meta = (title: string): ShareMeta => ({ title, description: `${title}: description.` });

/** One language's content as the page modules shape it, with `prefix` on pool paths. */
function content(title: (name: string) => string, poolPrefix = ''): ShareImageContent {
  const page = (name: string) => ({ meta: meta(title(name)) });
  return {
    home: page('home'),
    poolsPage: page('pools'),
    poolPages: [
      {
        path: `${poolPrefix}/pools/dubai-1`,
        meta: meta(title('dubai-1')),
        form: { path: `${poolPrefix}/pools/dubai-1/apply`, meta: meta(title('apply')) },
      },
      { path: `${poolPrefix}/pools/dubai-3`, meta: meta(title('dubai-3')) },
    ],
    howItWorks: page('how'),
    passports: page('passports'),
    about: page('about'),
    contact: { ...page('contact'), outcomes: { sent: meta(title('sent')) } },
    docs: page('docs'),
    notFound: page('404'),
    serverError: page('500'),
    interest: {
      outcomes: { saved: meta(title('saved')) },
      confirm: page('confirm'),
      remove: page('remove'),
    },
  };
}

describe('shareImagePages', () => {
  const english = shareImagePages(
    content((name) => name),
    'en',
  );
  // Arabic pool paths come from getContent('ar'), which has already prefixed them.
  const arabic = shareImagePages(
    content((name) => `عربي ${name}`, '/ar'),
    'ar',
  );

  it('lists every page at its English path', () => {
    expect(english.map(({ path }) => path)).toEqual([
      '/',
      '/pools',
      '/pools/dubai-1',
      '/pools/dubai-1/apply',
      '/pools/dubai-3',
      '/how-it-works',
      '/passports',
      '/about',
      '/contact',
      '/docs',
      '/404',
      '/500',
      '/contact/sent',
      '/interest/saved',
      '/interest/confirm',
      '/interest/remove',
    ]);
    expect(english.every(({ locale }) => locale === 'en')).toBe(true);
  });

  it('gives every English page an Arabic twin under /ar with the Arabic meta', () => {
    expect(arabic.map(({ path }) => path)).toEqual(
      english.map(({ path }) => (path === '/' ? '/ar' : `/ar${path}`)),
    );
    expect(arabic[0]).toEqual({ path: '/ar', locale: 'ar', meta: meta('عربي home') });
    expect(arabic[2]?.meta.title).toBe('عربي dubai-1');
    expect(arabic[3]?.meta.title).toBe('عربي apply');
  });

  it('names every image once, the Arabic ones under ar/', () => {
    const names = [...english, ...arabic].map(({ path }) => shareImageName(path));
    expect(new Set(names).size).toBe(names.length);
    expect(arabic.map(({ path }) => shareImageName(path))).toEqual(
      english.map(({ path }) => `ar/${shareImageName(path)}`),
    );
  });
});
