import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { PublicResultsSchema } from '@cleardocket/domain/requests/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { publicResultsNow } from './metrics';

/**
 * The measured results on the public coverage page (issue 14 §11): anonymous and read-only, only
 * aggregates (no member, site page or URL), so a shared cache may keep them for a few minutes.
 */
const resultsRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.get(
    '/public/removal-results',
    { schema: { tags: ['requests'], response: { 200: PublicResultsSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicResultsNow(fastify.db);
    },
  );
};

export default resultsRoutes;
