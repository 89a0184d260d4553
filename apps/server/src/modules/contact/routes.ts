import { CONTACT_CONFIRMATION, ContactInputSchema } from '@cleardocket/domain/contact/contact';
import { ContactReceiptSchema } from '@cleardocket/domain/contact/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { submitContactMessage } from './service';

const contactRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: ContactInputSchema,
        response: { 201: ContactReceiptSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      bodyLimit: 16_384,
    },
    async (request, reply) => {
      await submitContactMessage(fastify.db, fastify.mail, request.body);
      return reply.code(201).send({ ok: true as const, message: CONTACT_CONFIRMATION });
    },
  );
};

export default contactRoutes;
