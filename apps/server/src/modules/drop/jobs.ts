import type { FastifyPluginAsync } from 'fastify';
import { escalateAfterDrop } from './service';

const DROP_ESCALATE_JOB = 'drop-escalate';

/** Daily: registered brokers still listing a member after their DROP deadline are raised. */
const dropJobs: FastifyPluginAsync = async (fastify) => {
  fastify.jobs.define<Record<string, never>>({
    name: DROP_ESCALATE_JOB,
    cron: '40 6 * * *',
    handler: async () => {
      await escalateAfterDrop(fastify.db);
    },
  });
};

export default dropJobs;
