import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  UserParamsSchema,
} from '@cleardocket/domain/notifications/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { resolveUser } from './resolve-user';
import * as notifications from './service';

const noContent = { 204: NoContentSchema, ...ERROR_RESPONSES };

/** Web Push: the server's public key and the member's subscriptions (registered by routes.ts). */
export const pushRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['notifications'];

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
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'write');
      const { endpoint, keys } = request.body;
      await notifications.savePushSubscription(fastify.db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.code(201).send();
    },
  );

  fastify.delete(
    '/users/:userId/push-subscriptions',
    { schema: { tags, params: UserParamsSchema, body: PushUnsubscribeBodySchema, response: noContent } },
    async (request, reply) => {
      const userId = await resolveUser(fastify.db, request, request.params.userId, 'write');
      await notifications.deletePushSubscription(fastify.db, userId, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
