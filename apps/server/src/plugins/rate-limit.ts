import fp from 'fastify-plugin';
import type { Config } from '../env';
import rateLimit from '@fastify/rate-limit';
import { rateLimitHits } from '../db/schema/platform';
import { retentionTask } from '../jobs/housekeeping';
import { AppError } from '../lib/app-error';
import { createPgRateLimitStore, routeKey } from './rate-limit-store';

type RouteLimit = { route: string; method: string; url: string; max: number; timeWindowMs: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's per-address limit, as registered (the security suite checks each one). */
    routeLimits: RouteLimit[];
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
    // Counters are kept until their window ends.
    fastify.housekeeping.add(retentionTask('rate-limit-hits', rateLimitHits, rateLimitHits.expiresAt, 0));
  },
  { name: 'rate-limit', dependencies: ['db', 'jobs'] },
);
