import fp from 'fastify-plugin';
import type { Config } from '../env';
import { HOUSEKEEPING_JOB, HousekeepingRegistry } from '../jobs/housekeeping';
import { JobQueue } from '../jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    housekeeping: HousekeepingRegistry;
  }
}

type JobsPluginOptions = {
  config: Config;
  /**
   * Start the queue when the app is ready (tests, CLI). The server and the worker start it as a
   * start-up step of its own instead (startup/start-app.ts): pg-boss creates its schema on a first
   * start, which must not count against Fastify's time limit for onReady hooks.
   */
  startOnReady: boolean;
};

/**
 * The job queue and the housekeeping registry. Modules call `fastify.jobs.define` and
 * `fastify.housekeeping.add` while they register; the queue starts once every plugin is loaded.
 */
export default fp<JobsPluginOptions>(
  async (fastify, { config, startOnReady }) => {
    const jobs = new JobQueue(fastify.database, {
      runWorkers: config.runWorkers,
      poolMax: config.jobsPoolMax,
      heartbeatSeconds: config.jobsHeartbeatSeconds,
      superviseSeconds: config.jobsSuperviseSeconds,
      logger: fastify.log,
    });
    const housekeeping = new HousekeepingRegistry();
    fastify.decorate('jobs', jobs);
    fastify.decorate('housekeeping', housekeeping);

    jobs.define<Record<string, never>>({
      name: HOUSEKEEPING_JOB,
      cron: config.housekeepingCron,
      retryLimit: 1,
      handler: async () => {
        const { removed, failed } = await housekeeping.runAll(fastify.db);
        fastify.log.info({ removed, failed }, 'housekeeping finished');
        if (failed.length > 0) throw new Error(`housekeeping tasks failed: ${failed.join(', ')}`);
      },
    });

    if (startOnReady) {
      fastify.addHook('onReady', async () => {
        await jobs.start();
      });
    }
    fastify.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
