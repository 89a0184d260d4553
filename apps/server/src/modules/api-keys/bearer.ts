import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../env';
import { findLiveKey } from './repository';
import { authenticateBearer } from './service';
import type { FoundKey } from './service';
import { createUsageLog } from './usage';
import type { UsageLog } from './usage';

/**
 * How long a live key stays cached. A revocation (any process: the 'api-keys' event) or any change
 * to an account, a ban included (the 'sessions' event), drops it at once, so this only bounds a
 * change nobody announced (the admin script), as for sessions (plugins/auth.ts).
 */
const KEY_CACHE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** API keys' noted uses, written in the background (tests flush it to read the log). */
    apiKeyUsage: UsageLog;
  }
}

/**
 * API keys as the guards' bearer path (plugins/auth.ts `setBearerAuthenticator`), for every route
 * of the app: registered outside the `/api` scope so `request.apiKey` exists on every request.
 * A key costs what a cookie costs (issue 33 item 2): its row is read once and cached, its rate
 * count is taken in memory (plugins/rate-limit-batch.ts) and its use noted in memory (usage.ts).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const cache = new LRUCache<string, FoundKey>({ max: 10_000, ttl: KEY_CACHE_MS });
    fastify.events.subscribe('api-keys', (keyHash) => cache.delete(keyHash));
    fastify.events.subscribe('sessions', () => cache.clear());
    fastify.events.onReset(() => cache.clear());
    const findKey = async (keyHash: string): Promise<FoundKey | null> => {
      const cached = cache.get(keyHash);
      if (cached) return cached;
      const found = await findLiveKey(fastify.db, keyHash);
      if (found) cache.set(keyHash, found);
      return found;
    };
    const usage = createUsageLog(fastify.db, (error) =>
      fastify.log.error({ err: error }, 'could not record API key uses'),
    );
    fastify.decorate('apiKeyUsage', usage);
    // Before the database closes (onClose hooks run in the reverse order of the plugins).
    fastify.addHook('onClose', async () => usage.close());
    fastify.decorateRequest('apiKey', null);
    fastify.setBearerAuthenticator((request, reply) =>
      authenticateBearer(
        { findKey, counts: fastify.rateCounts, usage, limit: config.apiKeys.rateLimit },
        request,
        reply,
      ),
    );
  },
  { name: 'api-key-bearer', dependencies: ['auth', 'db', 'events', 'rate-limit'] },
);
