// `npm run build`: cuts the web fonts, runs `astro build` into a fresh folder under .builds/,
// precompresses it and writes its _headers (postbuild.ts), and only then points `dist` at it: one
// rename of a symlink, so `dist` always names a complete build. A running server keeps the folder
// it resolved at start and marks it as in use (server/site-paths.ts, resolveBuild); no build
// deletes a marked folder, nor the newest few.
//
// Hand-written because neither Astro nor a package swaps builds: `astro build` empties its outDir
// first, which is what took a running site's pages away while it rebuilt.
import { mkdir, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { IN_USE_SUFFIX } from '#server/site-paths.ts';
import { postbuild } from './postbuild.ts';
import { writeFallbackFaces } from './fallback-faces.ts';
import { FONT_CUTS, writeSubsetFont } from './subset-font.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The link static hosts upload and the server serves: `dist`, or the server's own `DIST_DIR` when
 * one is set (the e2e run's two sites are).
 */
export const DIST_LINK = path.resolve(REPO, process.env['DIST_DIR'] || 'dist');

/** The link's name unless it is `dist`: its builds and Astro's cache get folders of their own. */
const OTHER_SITE = path.basename(DIST_LINK) === 'dist' ? null : path.basename(DIST_LINK);

/**
 * Where the builds of this link live: `.builds/` for `dist`, a folder of their own under
 * `.builds/.sites/` for another link. Each link's builds are pruned among themselves, so a test
 * run's builds never push out the one `dist` points to (a dot-folder is never taken for a build).
 */
export const BUILDS_DIR = path.join(REPO, '.builds', ...(OTHER_SITE ? ['.sites', OTHER_SITE] : []));

/**
 * Astro's cache (content store, fonts, images) for this link: its default for `dist`, a folder of
 * its own for another link, so the e2e run can build its two sites at once without one build
 * reading a store the other is writing.
 */
const CACHE_DIR = path.join(
  REPO,
  'node_modules/.astro',
  ...(OTHER_SITE ? ['sites', OTHER_SITE] : []),
);

/** Builds kept besides the current one and the ones in use, so a rollback by hand stays possible. */
const KEEP_NEWEST = 2;

/** A new build's folder name: sortable by time, unique per process. */
function buildName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
}

/** Whether a process still runs (signal 0 only checks). */
function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The build folders a live server marked as in use. */
async function inUse(buildsDir: string, names: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (const name of names) {
    const pids = await readdir(path.join(buildsDir, `${name}${IN_USE_SUFFIX}`)).catch(() => []);
    if (pids.some((pid) => alive(Number(pid)))) used.add(name);
  }
  return used;
}

/**
 * Deletes the builds no one needs: not `current`, not the newest KEEP_NEWEST, not one a live
 * server marked as in use. Returns the names deleted.
 */
export async function pruneBuilds(buildsDir: string, current: string): Promise<string[]> {
  const entries = await readdir(buildsDir).catch(() => []);
  const builds = entries.filter((name) => !name.endsWith(IN_USE_SUFFIX) && !name.startsWith('.'));
  const newest = new Set(builds.toSorted().slice(-KEEP_NEWEST));
  const used = await inUse(buildsDir, builds);
  const stale = builds.filter((name) => name !== current && !newest.has(name) && !used.has(name));
  for (const name of stale) {
    await rm(path.join(buildsDir, name), { recursive: true, force: true });
    await rm(path.join(buildsDir, `${name}${IN_USE_SUFFIX}`), { recursive: true, force: true });
  }
  return stale;
}

/**
 * Points `link` at `target` in one step: a new symlink beside it, renamed over it. A `link` that
 * is still a real folder (a build from before builds were swapped) is moved into `buildsDir`.
 */
export async function swapLink(link: string, target: string, buildsDir: string): Promise<void> {
  const isLink = await readlink(link).then(
    () => true,
    () => false,
  );
  const isFolder = await stat(link).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (isFolder && !isLink) {
    await mkdir(buildsDir, { recursive: true });
    await rename(link, path.join(buildsDir, `${buildName(new Date(0))}-previous`));
  }
  const temporary = `${link}.${process.pid}.next`;
  await rm(temporary, { force: true });
  // Relative, so the checkout can move; 'junction' lets Windows link a folder without privileges.
  await symlink(path.relative(path.dirname(link), target), temporary, 'junction');
  await rename(temporary, link);
}

/** Builds the site into a fresh folder under `buildsDir` and returns that folder. */
export async function buildSite(buildsDir = BUILDS_DIR): Promise<string> {
  await Promise.all([
    ...FONT_CUTS.map((cut) => writeSubsetFont(cut.output, cut)),
    writeFallbackFaces(),
  ]);
  const outDir = path.join(buildsDir, buildName());
  await mkdir(outDir, { recursive: true });
  try {
    await build({ root: REPO, outDir, cacheDir: CACHE_DIR });
    await postbuild(outDir, { compress: process.env['BUILD_COMPRESS'] !== 'false' });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  return outDir;
}

/**
 * The whole of `npm run build`: a fresh build, `dist` pointed at it, then the builds no one needs
 * deleted. Returns the new build's folder.
 */
export async function buildAndSwap(): Promise<string> {
  const outDir = await buildSite();
  await swapLink(DIST_LINK, outDir, BUILDS_DIR);
  const pruned = await pruneBuilds(BUILDS_DIR, path.basename(outDir));
  console.log(
    `build: ${path.relative(REPO, DIST_LINK)} -> ${path.relative(REPO, outDir)}` +
      (pruned.length > 0 ? ` (${pruned.length} older build(s) removed)` : ''),
  );
  return outDir;
}

if (import.meta.main) {
  await buildAndSwap().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
