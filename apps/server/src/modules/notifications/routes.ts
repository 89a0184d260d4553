import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { notificationListRoutes } from './notification-list-routes';
import { preferenceRoutes } from './preference-routes';
import { pushRoutes } from './push-routes';
import { unreadRoutes } from './unread-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/**
 * The Notification API of spec §7, under /api, every path scoped to the signed-in member: one
 * plugin per resource, each behind the sign-in hook added here, and the signed unsubscribe link.
 */
const notificationRoutes: FastifyPluginAsyncContract = async (fastify) => {
  // The one-click unsubscribe needs no session: its signed link is the credential (decision 087).
  await fastify.register(unsubscribeRoutes);
  await fastify.register(async (member) => {
    // API keys reach the member's notifications (config.keyScopes on each route), not preferences or push.
    member.addHook('onRequest', fastify.requireUser);
    await member.register(notificationListRoutes);
    await member.register(unreadRoutes);
    await member.register(pushRoutes);
    await member.register(preferenceRoutes);
  });
};

export default notificationRoutes;
