import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNELS, NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '@cleardocket/domain/notifications/notifications';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import * as notifications from './service';
import { createUnreadCounter } from './unread';

const UserParams = z.object({ userId: z.uuid() });
const STREAM_RETRY_MS = 5000;
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');
/** An https address (http only on loopback, for tests); false for anything `URL` cannot read. */
function isPushAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // z.url() reports it; refinements still run after a failed check (issue 13 item 7).
    return false;
  }
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  );
}
/** What `PushSubscription.toJSON()` gives in the browser. Push services are https; http only on loopback (tests). */
const PushSubscriptionBody = z.object({
  endpoint: z.url().max(2000).refine(isPushAddress, 'must be an https address'),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
});
const STREAM_HEARTBEAT_MS = 25_000;
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
  fastify.addHook('onRequest', fastify.requireUser);
  // The bell's count, kept in memory until the member's notifications change (unread.ts).
  const unread = createUnreadCounter(fastify.db, fastify.events);
  // Open streams end when the server closes, so shutting down never waits on a browser.
  const streams = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const close of streams) close();
  });

  /** The member may act on their own id; an admin may read another's for support (logged). */
  async function resolveUser(request: FastifyRequest, userId: string, access: 'read' | 'write'): Promise<string> {
    const user = request.user;
    if (user?.id === userId) return userId;
    if (access === 'read' && user?.role === 'admin') {
      await notifications.recordSupportRead(fastify.db, userId, user.id);
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
      schema: { tags, params: UserParams, response: { 200: z.object({ count: z.number() }) } },
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
    { schema: { tags, params: UserParams } },
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
    { schema: { tags, params: UserParams } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.markAllRead(fastify, userId);
      return reply.code(204).send();
    },
  );

  fastify.patch(
    '/users/:userId/notifications/:notificationId/read',
    { schema: { tags, params: NotificationParams } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.markRead(fastify, userId, request.params.notificationId);
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/users/:userId/notifications/:notificationId',
    { schema: { tags, params: NotificationParams } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.deleteNotification(fastify, userId, request.params.notificationId);
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/push/public-key',
    { schema: { tags, response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({ publicKey: fastify.push.publicKey }),
  );

  fastify.post(
    '/users/:userId/push-subscriptions',
    { schema: { tags, params: UserParams, body: PushSubscriptionBody } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      const { endpoint, keys } = request.body;
      await notifications.savePushSubscription(fastify.db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.code(201).send();
    },
  );

  fastify.delete(
    '/users/:userId/push-subscriptions',
    { schema: { tags, params: UserParams, body: z.object({ endpoint: z.string().max(2000) }) } },
    async (request, reply) => {
      const userId = await resolveUser(request, request.params.userId, 'write');
      await notifications.deletePushSubscription(fastify.db, userId, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/users/:userId/notification-preferences',
    { schema: { tags, params: UserParams, response: { 200: z.array(PreferenceSchema) } } },
    async (request) =>
      notifications.getPreferences(fastify.db, await resolveUser(request, request.params.userId, 'read')),
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
