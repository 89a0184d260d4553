import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { refreshRoutes } from './service';
import type { ClassifyRoute } from './service';

const REGISTRY_REFRESH_JOB = 'registry-route-refresh';

/** Weekly: every registry broker's request page is fetched and classified again (pages change). */
const registryJobs: FastifyPluginAsync<{ config: Config; classifyRoute: ClassifyRoute | null }> = async (
  fastify,
  { config, classifyRoute },
) => {
  fastify.jobs.define<Record<string, never>>({
    name: REGISTRY_REFRESH_JOB,
    cron: '30 3 * * 0',
    expireInSeconds: 4 * 3600,
    handler: async () => {
      const done = await refreshRoutes({ db: fastify.db, allowLoopback: config.allowLoopbackFetch, classifyRoute });
      fastify.log.info({ ...done, classifier: Boolean(classifyRoute) }, 'registry routes refreshed');
    },
  });
};

export default registryJobs;
