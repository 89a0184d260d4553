import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { searchCache, searchScans } from '../../db/schema/search';
import { retentionTask } from '../../jobs/housekeeping';
import { runScan } from './scan';
import type { ScanDeps } from './scan';
import { SCAN_JOB } from './service';

/**
 * What a scan asks of the modules above search (the requests module): opening takedown requests for
 * its alerts, re-opening those of listings that came back. app.ts hands them in (app-wiring.ts),
 * so search never imports requests.
 */
export type ScanFollowUps = Pick<ScanDeps, 'openRequests' | 'reopenRelisted'>;

/** What a scan works with: the app's database, queue, event bus, log and search providers, and the follow-ups. */
export function scanDepsWith(fastify: FastifyInstance, followUps: ScanFollowUps): ScanDeps {
  return {
    db: fastify.db,
    jobs: fastify.jobs,
    events: fastify.events,
    log: fastify.log,
    searchProviders: fastify.searchProviders,
    ...followUps,
  };
}

/**
 * The search module's jobs (ARCHITECTURE §6): `startScan` (service.ts) queues a scan and
 * whichever process works jobs runs it here; expired cache entries and old scans are deleted.
 */
const searchJobs: FastifyPluginAsync<{ followUps: ScanFollowUps }> = async (fastify, { followUps }) => {
  fastify.jobs.define<{ scanId: string }>({
    name: SCAN_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 0.5,
    concurrency: 2,
    handler: async ({ scanId }) => runScan(scanDepsWith(fastify, followUps), scanId),
  });
  // Cached answers are stale after 10 minutes; finished scans are kept 30 days (history keeps the rest).
  fastify.housekeeping.add(retentionTask('search-cache', searchCache, searchCache.createdAt, 1));
  fastify.housekeeping.add(retentionTask('search-scans', searchScans, searchScans.createdAt, 30));
};

export default searchJobs;
