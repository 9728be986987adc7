/**
 * What the build publishes for the server beside the pages (`pools.json`, `mail.json`): the server
 * may not import the site, so it reads these files from DIST_DIR at start, each checked by its
 * contract.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as z from 'zod/mini';

/**
 * The file `name` in `distDir`, checked by `schema`; undefined when the build has none. A file
 * that is there but does not fit stops the server, naming each field that does not.
 *
 * @example await readPublished('dist', 'pools.json', poolFactsSchema) // [{ id: 'dubai-1', ... }]
 */
export async function readPublished<T>(
  distDir: string,
  name: string,
  schema: z.ZodMiniType<T>,
): Promise<T | undefined> {
  let raw: string;
  try {
    raw = await readFile(path.join(distDir, name), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(JSON.parse(raw));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `- ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`${name} in ${distDir} is not valid:\n${problems.join('\n')}`);
}
