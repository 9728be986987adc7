import { localePath, type Locale } from '#contracts/locale.ts';
import { STATUS_PRESENTATION, type PoolStatus } from './pool-status.ts';

/** A language of the site, and its paths, for the sections that link in it. */
export { localePath, type Locale };

/**
 * The canonical form of a site path: no trailing slash, no `.html`, `/index` as `/`.
 * Static builds report `/pools.html` or `/pools/` depending on the output format.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Site path of a pool's own page: `poolPath('dubai-1')` is /pools/dubai-1. */
export function poolPath(poolId: string): string {
  return `/pools/${poolId}`;
}

/**
 * Site path of the page that holds a pool's form, by its status's action id:
 * `poolActionPath('dubai-1', 'apply')` is /pools/dubai-1/apply.
 */
export function poolActionPath(poolId: string, actionId: string): string {
  return `${poolPath(poolId)}/${actionId}`;
}

/** The site's pages by key: what the header, the footer and the copy link to. */
export const PAGES = {
  home: '/',
  pools: '/pools',
  howItWorks: '/how-it-works',
  passports: '/passports',
  about: '/about',
  docs: '/docs',
  contact: '/contact',
  terms: '/docs#terms',
  privacy: '/docs#privacy',
  risk: '/docs#risk-disclosure',
} as const;

/** A page of the site, by key. */
export type PageKey = keyof typeof PAGES;

/** `key`'s page in `locale`: `href('pools', 'ar')` is "/ar/pools". */
export function href(key: PageKey, locale: Locale): string {
  return localePath(PAGES[key], locale);
}

/** A pool's page in `locale`: `poolHref('dubai-1', 'ar')` is "/ar/pools/dubai-1". */
export function poolHref(poolId: string, locale: Locale): string {
  return localePath(poolPath(poolId), locale);
}

/** The page of a pool's form in `locale`, or none for a closed pool. */
export function poolFormHref(
  pool: { id: string; status: PoolStatus },
  locale: Locale,
): string | undefined {
  if (pool.status === 'Closed') return undefined;
  return localePath(poolActionPath(pool.id, STATUS_PRESENTATION[pool.status].actionId), locale);
}
