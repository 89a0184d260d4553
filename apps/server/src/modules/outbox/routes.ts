import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../env';
import { listOutboxMessages } from './service';

const MessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.date(),
});

/**
 * The outbox, read-only: open to anyone outside production (a person trying the app locally
 * reads their sign-up code here), to admins only in production.
 */
const outboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const isOpen = config.nodeEnv !== 'production';
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
      preHandler: isOpen ? [] : [fastify.requireAdmin],
    },
    async (request) => ({ messages: await listOutboxMessages(fastify.db, request.query) }),
  );
};

export default outboxRoutes;
