import { site } from '../src/content/site';

/** Every route of the spec (section 2), in the order of the header plus home. */
export const ROUTES = ['/', ...site.nav.map((link) => link.href)] as const;

/** A path that no page answers. */
export const MISSING_PATH = '/this-page-does-not-exist';

export { site };
