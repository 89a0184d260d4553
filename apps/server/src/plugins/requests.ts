import fp from 'fastify-plugin';
import type { Config } from '../env';
import { DEADLINES_JOB, escalateOverdue } from '../requests/deadlines';
import { DISPATCH_JOB, dispatchRemoval } from '../requests/dispatch';
import { EVIDENCE_JOB, VERIFY_JOB, captureSnapshot, verifyRemoval } from '../requests/evidence';
import * as repository from '../requests/repository';
import { notify } from '../modules/notifications/service';

const VERIFY_SCHEDULE_JOB = 'removal-verify-schedule';
const DAY_MS = 24 * 60 * 60 * 1000;

export type RequestJobs = {
  queueEvidence(removalIds: string[]): Promise<void>;
  queueDispatch(removalId: string): Promise<void>;
  queueVerify(removalId: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work of the removal workflow (ARCHITECTURE §7). */
    requestJobs: RequestJobs;
  }
}

/** Evidence snapshots, letter dispatch, verification and the daily deadline check, as jobs. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const evidence = {
      allowLoopback: config.allowLoopbackFetch,
      onRemoved: (removal: repository.RemovalRow) =>
        notify(fastify, removal.userId, 'request-updates', {
          title: `Removed from ${removal.siteName ?? removal.domain}`,
          message: `We checked the page again and the listing is gone (${removal.reference}).`,
          type: 'success',
          link: `/dashboard/requests/${removal.takedownRequestId}`,
        }),
    };
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
        await verifyRemoval(fastify.db, removalId, evidence);
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
        const due = await repository.dueForVerification(fastify.db, new Date(Date.now() - DAY_MS), 500);
        for (const removal of due) await jobs.queueVerify(removal.id);
      },
    });
    fastify.jobs.define<Record<string, never>>({
      name: DEADLINES_JOB,
      cron: config.removal.deadlinesCron,
      handler: async () => {
        await escalateOverdue(fastify.db, (userId, category, input) => notify(fastify, userId, category, input));
      },
    });
    const jobs: RequestJobs = {
      async queueEvidence(removalIds) {
        for (const removalId of removalIds) {
          await fastify.jobs.send(EVIDENCE_JOB, { removalId }, { singletonKey: removalId });
        }
      },
      // No singleton key: a job left active by a killed worker must not block a re-queue. Sending
      // is exactly-once by the row lock in sendEmailRemoval, whatever runs twice.
      async queueDispatch(removalId) {
        await fastify.jobs.send(DISPATCH_JOB, { removalId });
      },
      async queueVerify(removalId) {
        await fastify.jobs.send(VERIFY_JOB, { removalId }, { singletonKey: removalId });
      },
    };
    fastify.decorate('requestJobs', jobs);
  },
  { name: 'requests', dependencies: ['db', 'jobs', 'messaging'] },
);
