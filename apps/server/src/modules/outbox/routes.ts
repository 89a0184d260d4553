import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { OutboxQuerySchema, OutboxSchema } from '@cleardocket/domain/outbox/contract';
import type { Config } from '../../env';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { listOutboxMessages, narrowRecipients, readableRecipients } from './service';

/**
 * The outbox, read-only: admins read every message; in development a signed-in member reads the
 * messages sent to their own email and phone (docs/identity.md "Outbox").
 */
const outboxRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  fastify.get(
    '/outbox',
    {
      // Guarded in its handler: operators' (and development's) only, not the members' reference.
      config: { audience: 'operator' },
      schema: {
        tags: ['outbox'],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = await fastify.getSignedInUser(request);
      const readable = await readableRecipients(fastify.db, config.nodeEnv, { user, ip: request.ip });
      const recipients = narrowRecipients(readable, request.query.recipient);
      return { messages: await listOutboxMessages(fastify.db, { recipients, limit: request.query.limit }) };
    },
  );
};

export default outboxRoutes;
