import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { escalateOverdue } from './deadlines';
import { dispatchRemoval } from './dispatch';
import { captureSnapshot, verifyRemoval } from './evidence';
import {
  DEADLINES_JOB,
  DISPATCH_JOB,
  EVIDENCE_JOB,
  VERIFY_JOB,
  VERIFY_SCHEDULE_JOB,
  queueDueVerifications,
} from './service';

/**
 * The removal workflow's jobs (ARCHITECTURE §7): the "before" snapshot of a new request's page,
 * letter dispatch, verification (on demand and daily for open requests) and the daily deadline
 * check. The service queues them; each handler here names the function that does the work.
 */
const requestJobs: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const evidence = { allowLoopback: config.allowLoopbackFetch };
  fastify.jobs.define<{ removalId: string }>({
    name: EVIDENCE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    pollingIntervalSeconds: 1,
    handler: async ({ removalId }) => {
      await captureSnapshot(fastify.db, removalId, evidence);
    },
  });
  fastify.jobs.define<{ removalId: string }>({
    name: VERIFY_JOB,
    retryLimit: 2,
    retryDelaySeconds: 300,
    pollingIntervalSeconds: 1,
    handler: async ({ removalId }) => {
      await verifyRemoval(fastify, removalId, evidence);
    },
  });
  fastify.jobs.define<{ removalId: string }>({
    name: DISPATCH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    pollingIntervalSeconds: 0.5,
    handler: async ({ removalId }) => {
      await dispatchRemoval(fastify.db, fastify.mail, removalId);
    },
  });
  fastify.jobs.define<Record<string, never>>({
    name: VERIFY_SCHEDULE_JOB,
    cron: config.removal.verifyCron,
    handler: async () => {
      await queueDueVerifications(fastify);
    },
  });
  fastify.jobs.define<Record<string, never>>({
    name: DEADLINES_JOB,
    cron: config.removal.deadlinesCron,
    handler: async () => {
      await escalateOverdue(fastify);
    },
  });
};

export default requestJobs;
