import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import type { RemovalRow } from './service';
import { escalateOverdue } from './deadlines';
import { dispatchRemoval } from './dispatch';
import { captureSnapshot, verifyRemoval } from './evidence';
import { evidenceOptions } from './evidence-context';
import {
  DEADLINES_JOB,
  DISPATCH_JOB,
  EVIDENCE_JOB,
  RELIST_SCHEDULE_JOB,
  VERIFY_JOB,
  VERIFY_SCHEDULE_JOB,
  queueDueRelistChecks,
  queueDueVerifications,
} from './queue-service';
import type { RemovalJob } from './queue-service';

/**
 * The removal workflow's jobs (ARCHITECTURE §7): the "before" evidence of a new request's page,
 * letter dispatch, verification (on demand, daily for open requests, retried with backoff when it
 * could not check), the re-list checks of removed listings and the daily deadline check. The
 * service queues them; each handler here names the function that does the work.
 */
const requestJobs: FastifyPluginAsync<{ config: Config; onRefiled?: (removal: RemovalRow) => Promise<void> }> = async (
  fastify,
  { config, onRefiled },
) => {
  const evidence = { ...evidenceOptions(config), onRefiled };
  fastify.jobs.define<RemovalJob>({
    name: EVIDENCE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    pollingIntervalSeconds: 1,
    handler: async ({ removalId }) => {
      await captureSnapshot(fastify, removalId, evidence);
    },
  });
  fastify.jobs.define<RemovalJob>({
    name: VERIFY_JOB,
    retryLimit: 2,
    retryDelaySeconds: 300,
    pollingIntervalSeconds: 1,
    handler: async ({ removalId, retry }) => {
      await verifyRemoval(fastify, removalId, { ...evidence, retry });
    },
  });
  fastify.jobs.define<{ removalId: string }>({
    name: DISPATCH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    pollingIntervalSeconds: 0.5,
    handler: async ({ removalId }) => {
      await dispatchRemoval(fastify.db, fastify.mail, fastify.blobs, removalId);
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
    name: RELIST_SCHEDULE_JOB,
    cron: config.removal.relistCron,
    handler: async () => {
      await queueDueRelistChecks(fastify);
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
