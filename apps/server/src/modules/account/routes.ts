import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { dataRoutes } from './data-routes';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';
import { twoFactorRoutes } from './two-factor-routes';

/** Account settings, export and deletion (issue 3 item 8), scoped to the signed-in member: one plugin per resource. */
const accountRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireUser);
  await fastify.register(sessionRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(twoFactorRoutes);
  await fastify.register(dataRoutes);
};

export default accountRoutes;
