import { localePath } from '../contracts/locale';
import { facts } from '../src/content/facts';
import { poolEntries, words } from '../src/content/i18n';
import { navLinks } from '../src/content/routes';
import { poolFormHref, poolHref } from '../src/lib/paths';

/** Each pool with the English paths of its page and of its form's page, where it has one. */
export const poolPages = poolEntries(words('en')).map((pool) => {
  const form = poolFormHref(pool, 'en');
  return { pool, path: poolHref(pool.id, 'en'), ...(form ? { form: { path: form } } : {}) };
});

/** The brand and the header's links in English, as the layout draws them. */
export const site = { name: facts.brand.name, nav: navLinks(words('en'), 'en') };

/** Every route of the spec (section 2), in the order of the header plus home. */
export const ROUTES = ['/', ...site.nav.map((link) => link.href)] as const;

/**
 * The page of each pool (/pools/dubai-1...), in display order, each followed by the page of its
 * form where its status has one (/pools/dubai-1/apply, /pools/dubai-2/waitlist).
 */
export const POOL_PATHS = poolPages.flatMap((page) => [
  page.path,
  ...(page.form ? [page.form.path] : []),
]);

/** A path that no page answers. */
export const MISSING_PATH = '/this-page-does-not-exist';

/** The Arabic twin of every route and pool page (/ar, /ar/pools, /ar/pools/dubai-1...) and form page. */
export const AR_ROUTES = ROUTES.map((path) => localePath(path, 'ar'));
export const AR_POOL_PATHS = POOL_PATHS.map((path) => localePath(path, 'ar'));
/** A path under /ar that no page answers: the Arabic 404 page. */
export const AR_MISSING_PATH = localePath(MISSING_PATH, 'ar');
