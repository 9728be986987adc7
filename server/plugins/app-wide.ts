import type { FastifyPluginAsync } from 'fastify';

/**
 * Lets a plugin's hooks and handlers apply to the whole app rather than to its own encapsulated
 * scope (what `fastify-plugin` does, without adding that package as a dependency).
 */
export function appWide<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
