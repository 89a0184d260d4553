import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'down']),
  jobs: z.enum(['ok', 'down']),
});

/** /healthz: the process answers. /readyz: the database and the job queue answer too. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: HealthSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: ReadySchema, 503: ReadySchema } }, logLevel: 'warn' },
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
