import fp from 'fastify-plugin';
import type { Config } from '../env';
import rateLimit from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema/platform';
import { AppError } from '../lib/app-error';
import { createPgRateLimitStore } from './rate-limit-store';

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
    fastify.housekeeping.add({
      name: 'rate-limit-hits',
      run: async (db, now) =>
        (await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, now)).returning()).length,
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'jobs'] },
);
