import fp from 'fastify-plugin';
import type { Config } from '../env';
import rateLimit from '@fastify/rate-limit';
import { rateLimitHits } from '../db/schema/platform';
import { retentionTask } from '../jobs/housekeeping';
import { AppError } from '../lib/app-error';
import { createBatchedCounts } from './rate-limit-batch';
import type { BatchedCounts } from './rate-limit-batch';
import { createPgRateLimitStore, routeKey } from './rate-limit-store';

type RouteLimit = { route: string; method: string; url: string; max: number; timeWindowMs: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's per-address limit, as registered (the security suite checks each one). */
    routeLimits: RouteLimit[];
    /** Limits counted in memory and added to the shared store in the background (API keys). */
    rateCounts: BatchedCounts;
  }
}

/**
 * Rate limiting, off by default: a route opts in with `config.rateLimit` ({ max, timeWindow,
 * keyGenerator }). Counters live in the database so every process shares them.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    await fastify.register(rateLimit, {
      global: false,
      allowList: config.rateLimitAllowlist,
      store: createPgRateLimitStore(fastify.db),
      skipOnError: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'rate_limited',
          `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
        ),
    });
    const routeLimits: RouteLimit[] = [];
    fastify.decorate('routeLimits', routeLimits);
    fastify.addHook('onRoute', (route) => {
      const limit: unknown = route.config?.rateLimit;
      if (typeof limit !== 'object' || limit === null) return;
      const { max, timeWindow } = limit as { max?: unknown; timeWindow?: unknown };
      if (typeof max !== 'number' || typeof timeWindow !== 'number') return;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      routeLimits.push({ route: routeKey(route), method, url: route.url, max, timeWindowMs: timeWindow });
    });
    const rateCounts = createBatchedCounts(fastify.db, (error) =>
      fastify.log.error({ err: error }, 'could not add rate counts to the shared store'),
    );
    fastify.decorate('rateCounts', rateCounts);
    // Before the database closes (onClose hooks run in the reverse order of the plugins).
    fastify.addHook('onClose', async () => rateCounts.close());
    // Counters are kept until their window ends.
    fastify.housekeeping.add(retentionTask('rate-limit-hits', rateLimitHits, rateLimitHits.expiresAt, 0));
  },
  { name: 'rate-limit', dependencies: ['db', 'jobs'] },
);
