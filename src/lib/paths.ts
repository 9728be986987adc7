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
