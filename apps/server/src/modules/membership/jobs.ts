import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { membershipDeps } from './checkout';
import { workDueSubscriptions } from './lifecycle';

/** Renewals, dunning retries, period ends and trial reminders, on MEMBERSHIP_CRON (issue 16). */
const membershipJobs: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  fastify.jobs.define<Record<string, never>>({
    name: 'membership-due',
    cron: config.payments.cron,
    retryLimit: 2,
    retryDelaySeconds: 60,
    handler: async () => {
      await workDueSubscriptions(membershipDeps(fastify, config.publicUrl));
    },
  });
};

export default membershipJobs;
