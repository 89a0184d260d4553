import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { NOTIFICATION_CATEGORIES } from '@cleardocket/domain/notifications/notifications';
import {
  NotificationCategoryListSchema,
  NotificationPreferenceBodySchema,
  NotificationPreferenceListSchema,
  UserParamsSchema,
} from '@cleardocket/domain/notifications/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { resolveUser } from './resolve-user';
import * as notifications from './service';

/** What a member is told of, and how: their preferences and the categories (registered by routes.ts). */
export const preferenceRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['notifications'];

  fastify.get(
    '/users/:userId/notification-preferences',
    {
      schema: {
        tags,
        params: UserParamsSchema,
        response: { 200: NotificationPreferenceListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      notifications.getPreferences(fastify.db, await resolveUser(fastify.db, request, request.params.userId, 'read')),
  );

  fastify.patch(
    '/users/:userId/notification-preferences',
    {
      schema: {
        tags,
        params: UserParamsSchema,
        body: NotificationPreferenceBodySchema,
        response: { 200: NotificationPreferenceListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      notifications.updatePreferences(
        fastify.db,
        await resolveUser(fastify.db, request, request.params.userId, 'write'),
        request.body,
      ),
  );

  fastify.get(
    '/notification-categories',
    {
      schema: {
        tags,
        response: { 200: NotificationCategoryListSchema, ...ERROR_RESPONSES },
      },
    },
    async () => NOTIFICATION_CATEGORIES,
  );
};
