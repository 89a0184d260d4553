import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { MONITORING_JOB, MONTHLY_REPORT_JOB, buildMonthlyReports, schedulerPass } from './service';

/**
 * Monitoring's job: the scheduler pass on MONITORING_CRON (every 15 minutes by default) starts the
 * re-scans that are due, within the pass's share of the provider's shared limit; on
 * MONTHLY_REPORT_CRON (the 1st, 07:00 UTC) last month's report is built for every member.
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
  fastify.jobs.define<Record<string, never>>({
    name: MONTHLY_REPORT_JOB,
    cron: config.monitoring.monthlyReportCron,
    expireInSeconds: 60 * 60,
    handler: async () => {
      const deps = {
        db: fastify.db,
        blobs: fastify.blobs,
        mail: fastify.mail,
        log: fastify.log,
        publicUrl: config.publicUrl,
      };
      const built = await buildMonthlyReports(deps);
      fastify.log.info({ built }, 'monthly reports built');
    },
  });
};

export default monitoringJobs;
