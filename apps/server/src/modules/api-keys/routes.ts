import {
  ApiKeyListSchema,
  CreateApiKeyBodySchema,
  CreatedApiKeySchema,
  RevokedApiKeySchema,
} from '@cleardocket/domain/api-keys/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { createKey, listKeys, revokeKey } from './service';

const CREATE_LIMIT = { max: 20, windowMs: 60 * 60_000 };

/**
 * The member's API keys (`/api/api-keys`, settings): signed in with the session cookie only. A key
 * cannot list, make or revoke keys (domain api-keys/rules.ts).
 */
const apiKeyRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['api-keys'];
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.get('/api-keys', { schema: { tags, response: { 200: ApiKeyListSchema, ...ERROR_RESPONSES } } }, (request) =>
    listKeys(fastify.db, signedInUserId(request)),
  );

  fastify.post(
    '/api-keys',
    { schema: { tags, body: CreateApiKeyBodySchema, response: { 201: CreatedApiKeySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceLimit(fastify.db, reply, `api-key-create:${userId}`, CREATE_LIMIT);
      return reply.code(201).send(await createKey(fastify.db, userId, request.body));
    },
  );

  fastify.delete(
    '/api-keys/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: RevokedApiKeySchema, ...ERROR_RESPONSES } } },
    (request) =>
      revokeKey(fastify.db, signedInUserId(request), request.params.id, (keyHash) =>
        fastify.events.publish('api-keys', keyHash),
      ),
  );
};

export default apiKeyRoutes;
