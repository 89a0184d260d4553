import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { HealthSchema, ReadinessSchema } from '@cleardocket/domain/health/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';

/** /healthz: the process answers. /readyz: the database and the job queue answer too. */
const healthRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: HealthSchema, ...ERROR_RESPONSES } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/readyz',
    {
      schema: { tags: ['health'], response: { 200: ReadinessSchema, 503: ReadinessSchema, ...ERROR_RESPONSES } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const [database, jobs] = await Promise.all([
        fastify.database.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        fastify.jobs.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
      ]);
      const ready = database === 'ok' && jobs === 'ok';
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, jobs });
    },
  );
};

export default healthRoutes;
