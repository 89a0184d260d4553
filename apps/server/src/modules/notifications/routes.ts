import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { NOTIFICATION_CATEGORIES } from '@cleardocket/domain/notifications/notifications';
import {
  NotificationCategoryListSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationParamsSchema,
  NotificationPreferenceBodySchema,
  NotificationPreferenceListSchema,
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  UnreadCountSchema,
  UserParamsSchema,
} from '@cleardocket/domain/notifications/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { KEY_READS, KEY_WRITES } from '@cleardocket/domain/api-keys/rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as notifications from './service';
import { createUnreadCounter } from './unread';
import { isOperator } from '../../lib/operator';

const STREAM_RETRY_MS = 5000;
const STREAM_HEARTBEAT_MS = 25_000;
const noContent = { 204: NoContentSchema, ...ERROR_RESPONSES };

/** The Notification API of spec §7, under /api, every path scoped to the signed-in member. */
const notificationRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['notifications'];
  // API keys reach the member's notifications (config.keyScopes below), not preferences or push.
  fastify.addHook('onRequest', fastify.requireUser);
  // The bell's count, kept in memory until the member's notifications change (unread.ts).
  const unread = createUnreadCounter(fastify.db, fastify.events);
  fastify.addHook('onClose', async () => {
    fastify.log.info({ cache: 'unread-count', ...unread.figures() }, 'cache figures');
  });
  // Open streams end when the server closes, so shutting down never waits on a browser.
  const streams = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const close of streams) close();
  });

  /** The member may act on their own id; an admin may read another's for support (logged). */
  async function resolveUser(request: FastifyRequest, userId: string, access: 'read' | 'write'): Promise<string> {
    const user = request.user;
    if (user?.id === userId) return userId;
    if (access === 'read' && user && isOperator(user)) {
      await notifications.recordSupportRead(fastify.db, userId, user.id);
      return userId;
    }
    throw new AppError('not_found');
  }

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
      const userId = await resolveUser(request, request.params.userId, 'read');
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

  fastify.get(
    '/users/:userId/notifications/unread-count',
    {
      config: { keyScopes: KEY_READS },
      schema: { tags, params: UserParamsSchema, response: { 200: UnreadCountSchema, ...ERROR_RESPONSES } },
      // The hottest read (the bell, every 30 s per open tab): the handler builds exactly
      // `{ count }`, so plain JSON skips the schema pass that strips unknown fields elsewhere.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({
      count: await unread.count(await resolveUser(request, request.params.userId, 'read')),
    }),
  );

  /**
   * Server-Sent Events: the unread count at once and again whenever the member's notifications
   * change (in any process), so the bell updates without waiting for the next poll. The browser
   * keeps polling too and falls back to it when the stream cannot stay open.
   */
  fastify.get(
    '/users/:userId/notifications/stream',
    {
      config: { keyScopes: KEY_READS },
      schema: {
        tags,
        params: UserParamsSchema,
        // Server-Sent Events, written straight to the socket: `unread` events carry UnreadCountSchema.
        response: {
          200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: UnreadCountSchema } } },
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'read');
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      let open = true;
      const send = async () => {
        const count = await unread.count(userId).catch(() => null);
        if (open && count !== null) raw.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
      };
      raw.write(`retry: ${STREAM_RETRY_MS}\n\n`);
      await send();
      const unsubscribe = fastify.events.subscribe('notifications', (changed) => {
        if (changed === userId) void send();
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), STREAM_HEARTBEAT_MS);
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      };
      request.raw.on('close', close);
      streams.add(close);
      request.raw.on('close', () => streams.delete(close));
    },
  );

  fastify.patch(
    '/users/:userId/notifications/mark-all-read',
    { config: { keyScopes: KEY_WRITES }, schema: { tags, params: UserParamsSchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.markAllRead(fastify, userId);
      return reply.code(204).send();
    },
  );

  fastify.patch(
    '/users/:userId/notifications/:notificationId/read',
    { config: { keyScopes: KEY_WRITES }, schema: { tags, params: NotificationParamsSchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.markRead(fastify, userId, request.params.notificationId);
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/users/:userId/notifications/:notificationId',
    { config: { keyScopes: KEY_WRITES }, schema: { tags, params: NotificationParamsSchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.deleteNotification(fastify, userId, request.params.notificationId);
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/push/public-key',
    { schema: { tags, response: { 200: PushPublicKeySchema, ...ERROR_RESPONSES } } },
    async () => ({ publicKey: fastify.push.publicKey }),
  );

  fastify.post(
    '/users/:userId/push-subscriptions',
    {
      schema: {
        tags,
        params: UserParamsSchema,
        body: PushSubscriptionBodySchema,
        response: { 201: NoContentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      const { endpoint, keys } = request.body;
      await notifications.savePushSubscription(fastify.db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.code(201).send();
    },
  );

  fastify.delete(
    '/users/:userId/push-subscriptions',
    { schema: { tags, params: UserParamsSchema, body: PushUnsubscribeBodySchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.deletePushSubscription(fastify.db, userId, request.body.endpoint);
      return reply.code(204).send();
    },
  );

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
      notifications.getPreferences(fastify.db, await resolveUser(request, request.params.userId, 'read')),
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
        await resolveUser(request, request.params.userId, 'write'),
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

export default notificationRoutes;
