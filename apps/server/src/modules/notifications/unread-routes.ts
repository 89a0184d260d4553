import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { UnreadCountSchema, UserParamsSchema } from '@cleardocket/domain/notifications/contract';
import { KEY_READS } from '@cleardocket/domain/api-keys/rules';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { resolveUser } from './resolve-user';
import { createUnreadCounter } from './unread';

const STREAM_RETRY_MS = 5000;
const STREAM_HEARTBEAT_MS = 25_000;

type App = Parameters<FastifyPluginAsyncContract>[0];
type UnreadCounter = ReturnType<typeof createUnreadCounter>;

/**
 * Server-Sent Events: the unread count at once and again whenever the member's notifications
 * change (in any process), so the bell updates without waiting for the next poll. The browser
 * keeps polling too and falls back to it when the stream cannot stay open.
 */
function addUnreadStream(fastify: App, unread: UnreadCounter, streams: Set<() => void>) {
  const tags = ['notifications'];
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
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'read');
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
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), STREAM_HEARTBEAT_MS);
      let unsubscribe = () => {};
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(close);
        raw.end();
      };
      // Listened for before the first count is read: a member who leaves while it is read must
      // not leave a heartbeat and a subscription behind ('close' does not fire twice).
      request.raw.on('close', close);
      streams.add(close);
      // Or who left while their access was checked: 'close' has fired already, and nothing more
      // may be written once the stream has ended.
      if (raw.destroyed || request.raw.destroyed) return close();
      const send = async () => {
        const count = await unread.count(userId).catch(() => null);
        if (open && count !== null) raw.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
      };
      raw.write(`retry: ${STREAM_RETRY_MS}\n\n`);
      await send();
      if (!open || raw.destroyed) return close();
      unsubscribe = fastify.events.subscribe('notifications', (changed) => {
        if (changed === userId) void send();
      });
    },
  );
}

/** The bell's unread count: read (polled) and streamed (registered by routes.ts, behind its sign-in). */
export const unreadRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['notifications'];
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
      count: await unread.count(await resolveUser(fastify.db, request, request.params.userId, 'read')),
    }),
  );

  addUnreadStream(fastify, unread, streams);
};
