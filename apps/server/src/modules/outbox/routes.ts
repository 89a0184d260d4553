import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../env';
import { listOutboxMessages, narrowRecipients, readableRecipients } from './service';

const MessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.date(),
});

/**
 * The outbox, read-only: admins read every message; in development a signed-in member reads the
 * messages sent to their own email and phone (docs/identity.md "Outbox").
 */
const outboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  fastify.get(
    '/outbox',
    {
      schema: {
        tags: ['outbox'],
        querystring: z.object({
          recipient: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ messages: z.array(MessageSchema) }) },
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
