import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERACTED_ATTRIBUTE } from '../../src/components/islands/on-interaction.ts';
import { deferIslandRuntime, deferIslandRuntimes } from './defer-island-runtime.ts';

// The two scripts as Astro inlines them (shortened): the directive's registration, the runtime.
const DIRECTIVE =
  '(()=>{var a=(s,c,e)=>{};(self.Astro||(self.Astro={})).interaction=a,window.dispatchEvent(new Event("astro:interaction"))})()';
const RUNTIME =
  '(()=>{class b extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",b)})()';

function page(directive = 'interaction', islands = 1): string {
  const island = `<astro-island uid="a" component-url="/_astro/Form.x.js" ssr client="${directive}"><form></form></astro-island>`;
  return [
    '<!DOCTYPE html><html><head><script>document.documentElement.dataset.x="1"</script></head><body>',
    `<script>${DIRECTIVE}</script><script>${RUNTIME}</script>`,
    island.repeat(islands),
    '</body></html>',
  ].join('');
}

describe('deferIslandRuntime', () => {
  it('moves the directive and the runtime into one hashed file, and leaves a loader', async () => {
    const deferred = await deferIslandRuntime(page());
    expect(deferred).toBeDefined();
    if (!deferred) return;
    expect(deferred.file).toMatch(/^_astro\/islands\.[\w-]{10}\.js$/);
    expect(deferred.source).toBe(`${DIRECTIVE};\n${RUNTIME}\n`);
    expect(deferred.html).not.toContain(RUNTIME);
    expect(deferred.html).not.toContain(DIRECTIVE);
    // The loader names the file and the attribute the directive reads; other scripts stay.
    expect(deferred.html).toContain(`"/${deferred.file}"`);
    expect(deferred.html).toContain(`"${INTERACTED_ATTRIBUTE}"`);
    expect(deferred.html).toContain('<script>document.documentElement.dataset.x="1"</script>');
    expect(deferred.html.match(/<script>/g)).toHaveLength(2);
    // It ends the body, after the islands: no script stops the parser before them.
    expect(deferred.html).toMatch(/<\/astro-island><script>[^<]*<\/script><\/body><\/html>$/);
    // The islands themselves are untouched: they upgrade when the runtime defines them.
    expect(deferred.html).toContain('<astro-island uid="a"');
  });

  it('names the file by its content', async () => {
    const [a, b] = await Promise.all([deferIslandRuntime(page()), deferIslandRuntime(page())]);
    expect(a?.file).toBe(b?.file);
    const other = await deferIslandRuntime(page().replace('class b', 'class c'));
    expect(other?.file).not.toBe(a?.file);
  });

  it('leaves a page alone when any island hydrates otherwise, or when it has none', async () => {
    expect(await deferIslandRuntime(page('visible'))).toBeUndefined();
    const mixed = page().replace('</body>', '<astro-island client="load"></astro-island></body>');
    expect(await deferIslandRuntime(mixed)).toBeUndefined();
    expect(await deferIslandRuntime(page('interaction', 0))).toBeUndefined();
  });

  it('leaves a page alone when it lacks the runtime or the directive', async () => {
    expect(await deferIslandRuntime(page().replace(RUNTIME, ''))).toBeUndefined();
    expect(await deferIslandRuntime(page().replace(DIRECTIVE, ''))).toBeUndefined();
  });
});

describe('deferIslandRuntimes', () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('rewrites the pages with islands and writes their shared file once', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'defer-islands-'));
    await Promise.all([
      writeFile(path.join(dist, 'a.html'), page()),
      writeFile(path.join(dist, 'b.html'), page()),
      writeFile(path.join(dist, 'c.html'), '<!DOCTYPE html><p>No island</p>'),
    ]);
    expect(await deferIslandRuntimes(dist, ['a.html', 'b.html', 'c.html'])).toEqual([
      'a.html',
      'b.html',
    ]);
    const [file] = await readdir(path.join(dist, '_astro'));
    expect(file).toMatch(/^islands\./);
    expect(await readFile(path.join(dist, '_astro', file ?? ''), 'utf8')).toContain(RUNTIME);
    expect(await readFile(path.join(dist, 'c.html'), 'utf8')).toBe(
      '<!DOCTYPE html><p>No island</p>',
    );
  });
});
