import { poolPages } from '../src/content/pool-page';
import { site } from '../src/content/site';

/** Every route of the spec (section 2), in the order of the header plus home. */
export const ROUTES = ['/', ...site.nav.map((link) => link.href)] as const;

/** The page of each pool (/pools/dubai-1...), in display order. */
export const POOL_PATHS = poolPages.map((page) => page.path);

/** A path that no page answers. */
export const MISSING_PATH = '/this-page-does-not-exist';

export { site };
