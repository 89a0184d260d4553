import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { HealthSchema, ReadinessSchema } from '@cleardocket/domain/health/contract';
import type { Readiness } from '@cleardocket/domain/health/contract';
import { hasPendingMigrations } from '../../db/migrate';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import type { FastifyInstance } from 'fastify';

/**
 * /healthz: liveness, the process answers. /readyz: readiness, 200 only when the database answers,
 * every migration is applied and the job queue has started and answers. Until the app runs, the
 * start-up responder answers both (startup/responder.ts). On PostgreSQL a ping that waits longer
 * than PING_LIMIT_MS while every pooled connection is taken makes the process `busy`: the load
 * balancer sends new requests to another process until one is free again (issue 19).
 */
const PING_LIMIT_MS = 2000;

/**
 * The database's ping: `busy` when, on PostgreSQL, it has waited PING_LIMIT_MS while the pool had
 * no connection to give; otherwise it waits for the answer as long as it takes (a loaded machine
 * is slow, not unready).
 */
async function pingDatabase(database: FastifyInstance['database']): Promise<'ok' | 'busy' | 'down'> {
  const answer = database.ping().then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  if (!database.pool) return answer;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), PING_LIMIT_MS);
  });
  const first = await Promise.race([answer, waited]);
  clearTimeout(timer);
  if (first !== 'waited') return first;
  const pool = database.pool();
  if (pool.idle === 0 && pool.total >= pool.max && pool.waiting > 0) return 'busy';
  return answer;
}

const healthRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: HealthSchema, ...ERROR_RESPONSES } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );

  async function checkDatabase(): Promise<Pick<Readiness, 'database' | 'migrations'>> {
    const ping = await pingDatabase(fastify.database);
    if (ping !== 'ok') return { database: ping, migrations: 'down' };
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
