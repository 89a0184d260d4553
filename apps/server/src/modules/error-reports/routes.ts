import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReportInputSchema } from './schemas';
import { recordErrorReport } from './service';

/** The web app's error boundaries report here (spec §8 "also reported to the error-reporting service"). */
const errorReportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/error-reports',
    {
      schema: {
        tags: ['errors'],
        body: ErrorReportInputSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
      bodyLimit: 16_384,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const id = await recordErrorReport(fastify.db, request.body);
      return reply.code(201).send({ id });
    },
  );
};

export default errorReportRoutes;
