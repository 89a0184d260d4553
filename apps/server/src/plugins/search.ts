import fp from 'fastify-plugin';
import { searchCache, searchScans } from '../db/schema/search';
import type { Config } from '../env';
import { retentionTask } from '../jobs/housekeeping';
import { SCAN_JOB, runScan } from '../search/service';
import type { SearchContext } from '../search/service';
import { createSearchProviders } from '../providers/search';
import { notify } from '../modules/notifications/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the search service needs: the providers, the scan job and the notifier. */
    searchContext: SearchContext;
  }
}

/** Search providers and the scan job (ARCHITECTURE §6): a scan runs in whichever process works jobs. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const context: SearchContext = {
      db: fastify.db,
      providers: createSearchProviders(fastify.db, config),
      sendScanJob: async (scanId) => {
        await fastify.jobs.send(SCAN_JOB, { scanId }, { singletonKey: scanId });
      },
      notify: (userId, category, input) => notify(fastify, userId, category, input),
      onRemovalsCreated: (removalIds) => fastify.requestJobs.queueEvidence(removalIds),
      log: fastify.log,
    };
    fastify.jobs.define<{ scanId: string }>({
      name: SCAN_JOB,
      retryLimit: 2,
      retryDelaySeconds: 5,
      expireInSeconds: 10 * 60,
      pollingIntervalSeconds: 0.5,
      concurrency: 2,
      handler: async ({ scanId }) => runScan(context, scanId),
    });
    // Cached answers are stale after 10 minutes; finished scans are kept 30 days (history keeps the rest).
    fastify.housekeeping.add(retentionTask('search-cache', searchCache, searchCache.createdAt, 1));
    fastify.housekeeping.add(retentionTask('search-scans', searchScans, searchScans.createdAt, 30));
    fastify.decorate('searchContext', context);
  },
  { name: 'search', dependencies: ['db', 'jobs', 'requests'] },
);
