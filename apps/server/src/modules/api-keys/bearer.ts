import fp from 'fastify-plugin';
import type { Config } from '../../env';
import { authenticateBearer } from './service';

/**
 * API keys as the guards' bearer path (plugins/auth.ts `setBearerAuthenticator`), for every route
 * of the app: registered outside the `/api` scope so `request.apiKey` exists on every request.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    fastify.decorateRequest('apiKey', null);
    fastify.setBearerAuthenticator((request, reply) =>
      authenticateBearer(fastify.db, config.apiKeys.rateLimit, request, reply),
    );
  },
  { name: 'api-key-bearer', dependencies: ['auth', 'db'] },
);
