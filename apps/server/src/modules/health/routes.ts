import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { HealthSchema, ReadinessSchema } from '@cleardocket/domain/health/contract';
import type { Readiness } from '@cleardocket/domain/health/contract';
import { hasPendingMigrations } from '../../db/migrate';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';

/**
 * /healthz: liveness, the process answers. /readyz: readiness, 200 only when the database answers,
 * every migration is applied and the job queue has started and answers. Until the app runs, the
 * start-up responder answers both (startup/responder.ts).
 */
const healthRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: HealthSchema, ...ERROR_RESPONSES } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );

  async function checkDatabase(): Promise<Pick<Readiness, 'database' | 'migrations'>> {
    try {
      await fastify.database.ping();
    } catch {
      return { database: 'down', migrations: 'down' };
    }
    try {
      return { database: 'ok', migrations: (await hasPendingMigrations(fastify.database)) ? 'pending' : 'ok' };
    } catch {
      return { database: 'ok', migrations: 'down' };
    }
  }

  async function checkJobs(): Promise<Readiness['jobs']> {
    if (!fastify.jobs.isStarted) return 'starting';
    try {
      await fastify.jobs.ping();
      return 'ok';
    } catch {
      return 'down';
    }
  }

  fastify.get(
    '/readyz',
    {
      schema: { tags: ['health'], response: { 200: ReadinessSchema, 503: ReadinessSchema, ...ERROR_RESPONSES } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const [database, jobs] = await Promise.all([checkDatabase(), checkJobs()]);
      const web = fastify.pageFallback ? ('ok' as const) : ('off' as const);
      const ready = database.database === 'ok' && database.migrations === 'ok' && jobs === 'ok';
      const body: Readiness = { status: ready ? 'ready' : 'unavailable', ...database, jobs, web };
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default healthRoutes;
