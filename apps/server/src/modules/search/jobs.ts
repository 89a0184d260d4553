import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { searchCache, searchScans } from '../../db/schema/search';
import { retentionTask } from '../../jobs/housekeeping';
import { hasEntitlement } from '../membership/service';
import { checkReappeared, createFromResults } from '../requests/service';
import { runScan } from './scan';
import type { ScanDeps } from './scan';
import { SCAN_JOB } from './service';

/**
 * What a scan works with: the app's database, queue, event bus, log and search providers, and the
 * requests module opening takedown requests for its alerts when the member turned that on.
 */
export function scanDeps(fastify: FastifyInstance): ScanDeps {
  return {
    db: fastify.db,
    jobs: fastify.jobs,
    events: fastify.events,
    log: fastify.log,
    searchProviders: fastify.searchProviders,
    // Opening requests is a plan's to give (issue 16): without it the alerts stay findings.
    openRequests: async (userId, resultIds) =>
      (await hasEntitlement(fastify.db, userId, 'removalRequests'))
        ? (await createFromResults(fastify, userId, resultIds)).length
        : 0,
    reopenRelisted: (userId, urls) => checkReappeared(fastify, userId, urls),
  };
}

/**
 * The search module's jobs (ARCHITECTURE §6): `startScan` (service.ts) queues a scan and
 * whichever process works jobs runs it here; expired cache entries and old scans are deleted.
 */
const searchJobs: FastifyPluginAsync = async (fastify) => {
  fastify.jobs.define<{ scanId: string }>({
    name: SCAN_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 0.5,
    concurrency: 2,
    handler: async ({ scanId }) => runScan(scanDeps(fastify), scanId),
  });
  // Cached answers are stale after 10 minutes; finished scans are kept 30 days (history keeps the rest).
  fastify.housekeeping.add(retentionTask('search-cache', searchCache, searchCache.createdAt, 1));
  fastify.housekeeping.add(retentionTask('search-scans', searchScans, searchScans.createdAt, 30));
};

export default searchJobs;
