import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNELS, NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '@cleardocket/domain/notifications/notifications';
import type { FastifyRequest } from 'fastify';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import * as repository from '../../notifications/repository';
import { getPreferences, updatePreferences } from '../../notifications/service';

const UserParams = z.object({ userId: z.uuid() });
const NotificationParams = UserParams.extend({ notificationId: z.uuid() });
const NotificationSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.date(),
});
const ChannelsSchema = z.object(
  Object.fromEntries(CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
    (typeof CHANNELS)[number],
    z.ZodBoolean
  >,
);
const PreferenceSchema = z.object({ category: z.string().max(50), channels: ChannelsSchema });

/** The Notification API of spec §7, under /api, every path scoped to the signed-in member. */
const notificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['notifications'];
  fastify.addHook('preHandler', fastify.requireUser);

  /** The member may act on their own id; an admin may read another's for support (logged). */
  async function resolveUser(request: FastifyRequest, userId: string, access: 'read' | 'write'): Promise<string> {
    const user = request.user;
    if (user?.id === userId) return userId;
    if (access === 'read' && user?.role === 'admin') {
      await logUserActivity(
        fastify.db,
        userId,
        'support_access',
        'A ClearDocket operator read your notifications for support',
        { adminId: user.id },
      );
      return userId;
    }
    throw new AppError('not_found');
  }

  fastify.get(
    '/users/:userId/notifications',
    {
      schema: {
        tags,
        params: UserParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
          read: z.enum(['true', 'false']).optional(),
          type: z.enum(NOTIFICATION_TYPES).optional(),
        }),
        response: {
          200: z.object({
            notifications: z.array(NotificationSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const userId = await resolveUser(request, request.params.userId, 'read');
      const { page, pageSize, read, type } = request.query;
      const { rows, total } = await repository.listNotifications(fastify.db, userId, {
        page,
        pageSize,
        isRead: read === undefined ? undefined : read === 'true',
        type,
      });
      return { notifications: rows.map((row) => ({ ...row, category: row.categoryId })), total, page, pageSize };
    },
  );

  fastify.get(
    '/users/:userId/notifications/unread-count',
    { schema: { tags, params: UserParams, response: { 200: z.object({ count: z.number() }) } } },
    async (request) => ({
      count: await repository.countUnread(fastify.db, await resolveUser(request, request.params.userId, 'read')),
    }),
  );

  fastify.patch(
    '/users/:userId/notifications/mark-all-read',
    { schema: { tags, params: UserParams } },
    async (request, reply) => {
      await repository.markAllRead(fastify.db, await resolveUser(request, request.params.userId, 'write'));
      return reply.code(204).send();
    },
  );

  fastify.patch(
    '/users/:userId/notifications/:notificationId/read',
    { schema: { tags, params: NotificationParams } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      if (!(await repository.markRead(fastify.db, userId, request.params.notificationId))) {
        throw new AppError('not_found', 'That notification was not found.');
      }
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/users/:userId/notifications/:notificationId',
    { schema: { tags, params: NotificationParams } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      if (!(await repository.deleteNotification(fastify.db, userId, request.params.notificationId))) {
        throw new AppError('not_found', 'That notification was not found.');
      }
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/users/:userId/notification-preferences',
    { schema: { tags, params: UserParams, response: { 200: z.array(PreferenceSchema) } } },
    async (request) => getPreferences(fastify.db, await resolveUser(request, request.params.userId, 'read')),
  );

  fastify.patch(
    '/users/:userId/notification-preferences',
    {
      schema: {
        tags,
        params: UserParams,
        body: z.array(PreferenceSchema).max(20),
        response: { 200: z.array(PreferenceSchema) },
      },
    },
    async (request) =>
      updatePreferences(fastify.db, await resolveUser(request, request.params.userId, 'write'), request.body),
  );

  fastify.get(
    '/notification-categories',
    {
      schema: {
        tags,
        response: {
          200: z.array(
            z.object({ id: z.string(), name: z.string(), description: z.string(), isInAppLocked: z.boolean() }),
          ),
        },
      },
    },
    async () => NOTIFICATION_CATEGORIES,
  );
};

export default notificationRoutes;
