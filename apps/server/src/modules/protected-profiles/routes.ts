import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { ProtectedProfileListSchema, ProtectedProfileSchema } from '@cleardocket/domain/protected-profiles/contract';
import { ProfileInputSchema } from '@cleardocket/domain/protected-profiles/profiles';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { openToApiKeys } from '../../lib/key-scopes';
import { listProfiles, saveProfile } from './service';

/** The people and businesses a member acts for (`/api/protected-profiles`). */
const protectedProfileRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['profiles'];
  fastify.addHook('onRequest', fastify.requireUser);
  // API keys: reads with any key, writes with a write key (docs/api-keys.md).
  openToApiKeys(fastify);

  fastify.get(
    '/protected-profiles',
    { schema: { tags, response: { 200: ProtectedProfileListSchema, ...ERROR_RESPONSES } } },
    (request) => listProfiles(fastify.db, signedInUserId(request)),
  );

  fastify.post(
    '/protected-profiles',
    {
      schema: { tags, body: ProfileInputSchema, response: { 201: ProtectedProfileSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 }, idempotent: true },
    },
    async (request, reply) => {
      const profile = await saveProfile(fastify.db, signedInUserId(request), request.body);
      return reply.code(201).send(profile);
    },
  );
};

export default protectedProfileRoutes;
