import type { FastifyPluginAsync } from 'fastify';
import { LEAD_SCAN_JOB, leadHousekeeping, runLeadScan } from './service';

/** The free assessment's teaser scan, worked wherever jobs run; expired leads are deleted. */
const assessmentJobs: FastifyPluginAsync = async (fastify) => {
  fastify.jobs.define<{ leadId: string }>({
    name: LEAD_SCAN_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 0.5,
    concurrency: 2,
    handler: async ({ leadId }) => runLeadScan(fastify, leadId),
  });
  fastify.housekeeping.add(leadHousekeeping);
};

export default assessmentJobs;
