import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_CONFIRMATION, ContactInputSchema } from '@cleardocket/domain/contact/contact';
import { submitContactMessage } from './service';

const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: ContactInputSchema,
        response: { 201: z.object({ ok: z.literal(true), message: z.string() }) },
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
