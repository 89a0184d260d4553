import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { drpDeps, resealPairwiseTokens } from './service';
import { pollOpenRequests } from './status';

const DRP_POLL_JOB = 'drp-poll';

/**
 * 2.02 status polling, for businesses that never call back: every open DRP request, each round.
 * Hourly: a business's state changes within days, and a callback makes the poll moot anyway.
 */
const drpJobs: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  // A key rotation's start-up step for the pair-wise tokens (plugins/secret-box.ts does the settings).
  await resealPairwiseTokens(fastify.db);
  fastify.jobs.define<Record<string, never>>({
    name: DRP_POLL_JOB,
    cron: '17 * * * *',
    handler: async () => {
      await pollOpenRequests(drpDeps(fastify, config));
    },
  });
};

export default drpJobs;
