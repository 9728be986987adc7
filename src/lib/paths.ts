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
