import type { Config } from '../../env';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import authorisationRoutes from './authorisation-routes';
import operatorTaskRoutes from './operator-task-routes';
import runRoutes from './run-routes';
import { runnerContext } from './service';

/**
 * The removal runner's API (issue 14), by resource: the member's authorisation, their runs, tasks
 * and screenshots; the operators' tasks. Signed in (members) or admin (operators) before anything
 * else is read (decision 016): each part adds its own hook.
 */
const removalRunnerRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const context = runnerContext(fastify, { ...config.runner, allowLoopback: config.allowLoopbackFetch });
  await fastify.register(authorisationRoutes, { context });
  await fastify.register(runRoutes, { context });
  await fastify.register(operatorTaskRoutes, { context });
};

export default removalRunnerRoutes;
