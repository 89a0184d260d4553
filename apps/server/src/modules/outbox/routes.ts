import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { OutboxQuerySchema, OutboxSchema } from '@cleardocket/domain/outbox/contract';
import type { Config } from '../../env';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { listOutboxMessages } from './service';

/**
 * The outbox, read-only: open to anyone outside production (a person trying the app locally
 * reads their sign-up code here), to admins only in production.
 */
const outboxRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const isOpen = config.nodeEnv !== 'production';
  fastify.get(
    '/outbox',
    {
      schema: {
        tags: ['outbox'],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxSchema, ...ERROR_RESPONSES },
      },
      preHandler: isOpen ? [] : [fastify.requireAdmin],
    },
    async (request) => ({ messages: await listOutboxMessages(fastify.db, request.query) }),
  );
};

export default outboxRoutes;
