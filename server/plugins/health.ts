import type { FastifyPluginAsync } from 'fastify';
import { CACHE_CONTROL } from '../response-headers.ts';

/** The health check's answer. */
export interface HealthBody {
  status: 'ok';
  /** Whole seconds since the app was built. */
  uptime: number;
}

/** `GET /healthz`: answers while the process can serve requests; never cached. */
export const healthPlugin: FastifyPluginAsync = async (app) => {
  const startedAt = performance.now();
  app.get('/healthz', async (_request, reply): Promise<HealthBody> => {
    reply.header('cache-control', CACHE_CONTROL.noStore);
    return { status: 'ok', uptime: Math.floor((performance.now() - startedAt) / 1000) };
  });
};
