import { CONTACT_CONFIRMATION, ContactInputSchema } from '@cleardocket/domain/contact/contact';
import {
  ContactReceiptSchema,
  InboxMessageResponseSchema,
  InboxPageSchema,
  InboxQuerySchema,
} from '@cleardocket/domain/contact/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { listInbox, markInboxMessage, submitContactMessage } from './service';
import { markOperatorRead } from '../../lib/operator';

const contactRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: ContactInputSchema,
        response: { 201: ContactReceiptSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 }, idempotent: true },
      bodyLimit: 16_384,
    },
    async (request, reply) => {
      await submitContactMessage(fastify.db, fastify.mail, request.body);
      return reply.code(201).send({ ok: true as const, message: CONTACT_CONFIRMATION });
    },
  );

  // The operator console's inbox (admins only): the messages, newest first; handled or open again.
  const inboxRoutes: FastifyPluginAsyncContract = async (admin) => {
    const tags = ['operator'];
    admin.addHook('onRequest', fastify.requireAdmin);

    admin.get(
      '/admin/inbox',
      { schema: { tags, querystring: InboxQuerySchema, response: { 200: InboxPageSchema, ...ERROR_RESPONSES } } },
      async (request) => {
        // Messages from visitors and members alike: the read is audited by its filters.
        markOperatorRead(request);
        return listInbox(fastify.db, request.query);
      },
    );

    for (const [verb, handled] of [
      ['handled', true],
      ['reopen', false],
    ] as const) {
      admin.post(
        `/admin/inbox/:id/${verb}`,
        {
          schema: { tags, params: IdParamsSchema, response: { 200: InboxMessageResponseSchema, ...ERROR_RESPONSES } },
        },
        async (request) => ({
          message: await markInboxMessage(fastify.db, signedInUserId(request), request.params.id, handled),
        }),
      );
    }
  };
  await fastify.register(inboxRoutes);
};

export default contactRoutes;
