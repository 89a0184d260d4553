import { DropResponseSchema, RecordDropBodySchema } from '@cleardocket/domain/drop/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { dropState, recordFiling } from './service';

/** The member's DROP task: read it, and say when they filed. */
const dropRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['drop'];
  fastify.addHook('onRequest', fastify.requireUser);
  fastify.get(
    '/drop',
    { schema: { tags, response: { 200: DropResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      drop: await dropState(fastify.db, signedInUserId(request)),
    }),
  );
  fastify.put(
    '/drop',
    { schema: { tags, body: RecordDropBodySchema, response: { 200: DropResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ drop: await recordFiling(fastify.db, signedInUserId(request), request.body) }),
  );
};

export default dropRoutes;
