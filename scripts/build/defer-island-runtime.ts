// Takes Astro's island runtime out of the first round trip of every page whose islands all hydrate
// on interaction (client:interaction, src/components/islands/on-interaction.ts). Run by postbuild
// before the pages are compressed and their CSP hashes taken.
//
// Hand-written because nothing else does it: Astro inlines the runtime that defines
// <astro-island> (about 4.4 KB, 1.5 KB with brotli) and each client directive into every page
// with an island, and has no option to load them later; no package moves them. On a page with a
// form that is a tenth of what fits in the first round trip (bench/README.md). Here the directive
// and the runtime go into one hashed file under /_astro/ (cached as immutable), and the page keeps
// a loader of a few hundred bytes that requests the file on the visitor's first focus, press,
// input or key inside an island. The island then hydrates at once: the loader marks it
// `data-interacted`, which the directive reads. Until then the page is static HTML, as it was
// before the directive ran: forms post natively and keep what is typed in them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import { INTERACTED_ATTRIBUTE } from '../../src/components/islands/on-interaction.ts';

/** The directive every island of a page must use for the page to be changed. */
export const DEFERRED_DIRECTIVE = 'interaction';
/** Folder (in dist) and name prefix of the runtime's file. */
const RUNTIME_FOLDER = '_astro';
const RUNTIME_PREFIX = 'islands.';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ISLAND = /<astro-island\s[^>]*>/g;

/** Astro's runtime: the script that defines the <astro-island> element. */
const isRuntime = (source: string) => source.includes('customElements.define("astro-island"');
/** The directive's registration: `Astro.interaction = ...`, then its load event. */
const isDirective = (source: string) =>
  source.includes(`"astro:${DEFERRED_DIRECTIVE}"`) && !isRuntime(source);

/**
 * The loader, inlined as its source. On the first interaction inside an island (or at once when a
 * field of one already has focus, as on a page the browser restores) it marks the island and adds
 * the runtime's script; every other island then hydrates on its own first interaction.
 */
function loadIslandsOnInteraction(src: string, interacted: string) {
  const events = ['focusin', 'pointerdown', 'input', 'keydown'];
  const start = (island: Element) => {
    island.setAttribute(interacted, '');
    for (const type of events) removeEventListener(type, onEvent, true);
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  };
  const onEvent = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest('astro-island') : null;
    if (island) start(island);
  };
  for (const type of events) addEventListener(type, onEvent, { capture: true, passive: true });
  const focused = document.activeElement?.closest('astro-island');
  if (focused) start(focused);
}

/** A page's HTML with the runtime and directive replaced by the loader, and the file they make. */
export interface DeferredPage {
  html: string;
  /** Path of the runtime's file in dist, e.g. `_astro/islands.1a2b3c4d.js`. */
  file: string;
  /** Its content: the directive's registration, then the runtime. */
  source: string;
}

/**
 * `html` with its island runtime and directive taken out, or undefined when the page has no
 * island, an island with another directive, not exactly one runtime and one directive script, or
 * no </body> to end with the loader.
 */
export async function deferIslandRuntime(html: string): Promise<DeferredPage | undefined> {
  const islands = html.match(ISLAND) ?? [];
  if (islands.length === 0) return undefined;
  if (!islands.every((island) => island.includes(` client="${DEFERRED_DIRECTIVE}"`))) {
    return undefined;
  }
  const scripts = [...html.matchAll(INLINE_SCRIPT)];
  const runtime = scripts.filter((match) => isRuntime(match[1] ?? ''));
  const directive = scripts.filter((match) => isDirective(match[1] ?? ''));
  const [runtimeScript] = runtime;
  const [directiveScript] = directive;
  if (runtime.length !== 1 || directive.length !== 1 || !runtimeScript || !directiveScript) {
    return undefined;
  }
  const source = `${directiveScript[1] ?? ''};\n${runtimeScript[1] ?? ''}\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  const file = `${RUNTIME_FOLDER}/${RUNTIME_PREFIX}${hash}.js`;
  const { code } = await transform(
    `(${loadIslandsOnInteraction.toString()})(${JSON.stringify(`/${file}`)}, ${JSON.stringify(INTERACTED_ATTRIBUTE)})`,
    { minify: true, loader: 'js' },
  );
  const loader = `<script>${code.trim().replace(/;$/, '')}</script>`;
  // The directive's and the runtime's scripts go; the loader ends the body. A script before the
  // islands (where Astro puts the directive) made Chromium's parser stop before it and draw a frame
  // of the half-parsed page, a layout more before the largest paint (bench/README.md, "Layout tasks
  // before the largest paint"). At the end it runs as soon as the page is parsed, and an
  // interaction already under way, a field with focus, hydrates its island at once.
  const stripped = html.replace(runtimeScript[0], () => '').replace(directiveScript[0], () => '');
  const end = stripped.lastIndexOf('</body>');
  if (end === -1) return undefined;
  return {
    html: `${stripped.slice(0, end)}${loader}${stripped.slice(end)}`,
    file,
    source,
  };
}

/**
 * Defers the island runtime of the built pages in place, and writes the runtime's file (pages
 * share it: the same runtime and directive give the same name and content). Returns the pages
 * changed.
 */
export async function deferIslandRuntimes(
  distDir: string,
  pages: readonly string[],
): Promise<string[]> {
  const files = new Map<string, string>();
  const changed: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      const fullPath = path.join(distDir, page);
      const deferred = await deferIslandRuntime(await readFile(fullPath, 'utf8'));
      if (!deferred) return;
      files.set(deferred.file, deferred.source);
      await writeFile(fullPath, deferred.html);
      changed.push(page);
    }),
  );
  await Promise.all(
    [...files].map(async ([file, source]) => {
      await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
      await writeFile(path.join(distDir, file), source);
    }),
  );
  return changed.sort();
}
