import fp from 'fastify-plugin';
import type { Config } from '../env';
import { DEADLINES_JOB, escalateOverdue } from '../requests/deadlines';
import { DISPATCH_JOB, dispatchRemoval } from '../requests/dispatch';
import { EVIDENCE_JOB, VERIFY_JOB, captureSnapshot, verifyRemoval } from '../requests/evidence';
import type { EvidenceContext } from '../requests/evidence-context';
import { createPageRenderer } from '../requests/page-render';
import { RELIST_SCHEDULE_JOB, dueForRelist } from '../requests/relisting';
import * as repository from '../requests/repository';

const VERIFY_SCHEDULE_JOB = 'removal-verify-schedule';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The plain fetch before the browser: the status code is all it is for. */
const FETCH_TIMEOUT_MS = 10_000;

export type RequestJobs = {
  queueEvidence(removalIds: string[]): Promise<void>;
  queueDispatch(removalId: string): Promise<void>;
  queueVerify(removalId: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work of the removal workflow (ARCHITECTURE §7). */
    requestJobs: RequestJobs;
    /** What evidence capture and verification run with (the jobs, and tests calling them directly). */
    evidence: EvidenceContext;
  }
}

type RemovalJob = { removalId: string; retry?: boolean };

/** Evidence, letter dispatch, verification, re-listing and the daily deadline check, as jobs. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    // One browser per process, launched when the first page is checked, closed with the app.
    const renderer = createPageRenderer({
      chromiumPath: config.verification.chromiumPath,
      allowLoopback: config.allowLoopbackFetch,
      timeoutMs: config.verification.renderTimeoutMs,
    });
    fastify.addHook('onClose', () => renderer.close());

    const evidence: EvidenceContext = {
      db: fastify.db,
      blobs: fastify.blobs,
      renderer,
      allowLoopback: config.allowLoopbackFetch,
      fetchTimeoutMs: Math.min(FETCH_TIMEOUT_MS, config.verification.renderTimeoutMs),
      notify: (userId, category, input) => fastify.notify(userId, category, input),
      // A scheduled re-send, not a pg-boss retry: a could-not-check is an answer, not a failure.
      scheduleCheck: async (kind, removalId, at) => {
        await fastify.jobs.send<RemovalJob>(
          kind === 'verify' ? VERIFY_JOB : EVIDENCE_JOB,
          { removalId, retry: true },
          { startAfter: at },
        );
      },
      queueDispatch: (removalId) => jobs.queueDispatch(removalId),
    };
    fastify.decorate('evidence', evidence);

    fastify.jobs.define<RemovalJob>({
      name: EVIDENCE_JOB,
      retryLimit: 2,
      retryDelaySeconds: 60,
      pollingIntervalSeconds: 1,
      handler: async ({ removalId }) => {
        await captureSnapshot(evidence, removalId);
      },
    });
    fastify.jobs.define<RemovalJob>({
      name: VERIFY_JOB,
      retryLimit: 2,
      retryDelaySeconds: 300,
      pollingIntervalSeconds: 1,
      handler: async ({ removalId, retry }) => {
        await verifyRemoval(evidence, removalId, { retry });
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
      name: RELIST_SCHEDULE_JOB,
      cron: config.removal.relistCron,
      handler: async () => {
        for (const removal of await dueForRelist(fastify.db, new Date())) await jobs.queueVerify(removal.id);
      },
    });
    fastify.jobs.define<Record<string, never>>({
      name: DEADLINES_JOB,
      cron: config.removal.deadlinesCron,
      handler: async () => {
        await escalateOverdue(fastify.db, (userId, category, input) => fastify.notify(userId, category, input));
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
  { name: 'requests', dependencies: ['db', 'jobs', 'messaging', 'notifications', 'blob-store'] },
);
