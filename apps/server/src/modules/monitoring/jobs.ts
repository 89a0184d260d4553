import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { MONITORING_JOB, schedulerPass } from './service';

/**
 * Monitoring's job: the scheduler pass on MONITORING_CRON (every 15 minutes by default) starts the
 * re-scans that are due, within the pass's share of the provider's shared limit.
 */
const monitoringJobs: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  fastify.jobs.define<Record<string, never>>({
    name: MONITORING_JOB,
    cron: config.monitoring.passCron,
    handler: async () => {
      const runs = await schedulerPass(fastify);
      if (runs.length > 0) fastify.log.info({ runs: runs.length }, 'monitoring pass started re-scans');
    },
  });
};

export default monitoringJobs;
