import type { FastifyPluginAsync } from 'fastify';
import { accountExports } from '../../db/schema/account-exports';
import { retentionTask } from '../../jobs/housekeeping';
import { EXPORT_JOB, runExport } from './exports';

/** The account's jobs: exports are made here and their files kept a day. */
const accountJobs: FastifyPluginAsync = async (fastify) => {
  fastify.jobs.define<{ exportId: string }>({
    name: EXPORT_JOB,
    retryLimit: 1,
    retryDelaySeconds: 10,
    expireInSeconds: 15 * 60,
    handler: async ({ exportId }) => runExport(fastify.db, exportId),
  });
  fastify.housekeeping.add(retentionTask('account-exports', accountExports, accountExports.createdAt, 1));
};

export default accountJobs;
