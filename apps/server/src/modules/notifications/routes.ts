import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { notificationListRoutes } from './notification-list-routes';
import { preferenceRoutes } from './preference-routes';
import { pushRoutes } from './push-routes';
import { unreadRoutes } from './unread-routes';

/**
 * The Notification API of spec §7, under /api, every path scoped to the signed-in member: one
 * plugin per resource, each behind the sign-in hook added here.
 */
const notificationRoutes: FastifyPluginAsyncContract = async (fastify) => {
  // API keys reach the member's notifications (config.keyScopes on each route), not preferences or push.
  fastify.addHook('onRequest', fastify.requireUser);
  await fastify.register(notificationListRoutes);
  await fastify.register(unreadRoutes);
  await fastify.register(pushRoutes);
  await fastify.register(preferenceRoutes);
};

export default notificationRoutes;
