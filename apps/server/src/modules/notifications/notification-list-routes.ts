import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationParamsSchema,
  UserParamsSchema,
} from '@cleardocket/domain/notifications/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { KEY_READS, KEY_WRITES } from '@cleardocket/domain/api-keys/rules';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { resolveUser } from './resolve-user';
import * as notifications from './service';

const noContent = { 204: NoContentSchema, ...ERROR_RESPONSES };

/** A member's notifications: a page of them, marked read, deleted (registered by routes.ts). */
export const notificationListRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['notifications'];

  fastify.get(
    '/users/:userId/notifications',
    {
      config: { keyScopes: KEY_READS },
      schema: {
        tags,
        params: UserParamsSchema,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'read');
      const { page, pageSize, read, type } = request.query;
      const { rows, total } = await notifications.listNotifications(fastify.db, userId, {
        page,
        pageSize,
        isRead: read === undefined ? undefined : read === 'true',
        type,
      });
      return { notifications: rows.map((row) => ({ ...row, category: row.categoryId })), total, page, pageSize };
    },
  );

  fastify.patch(
    '/users/:userId/notifications/mark-all-read',
    { config: { keyScopes: KEY_WRITES }, schema: { tags, params: UserParamsSchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'write');
      await notifications.markAllRead(fastify, userId);
      return reply.code(204).send();
    },
  );

  fastify.patch(
    '/users/:userId/notifications/:notificationId/read',
    { config: { keyScopes: KEY_WRITES }, schema: { tags, params: NotificationParamsSchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'write');
      await notifications.markRead(fastify, userId, request.params.notificationId);
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/users/:userId/notifications/:notificationId',
    { config: { keyScopes: KEY_WRITES }, schema: { tags, params: NotificationParamsSchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'write');
      await notifications.deleteNotification(fastify, userId, request.params.notificationId);
      return reply.code(204).send();
    },
  );
};
