import { ErrorReportInputSchema, ErrorReportReceiptSchema } from '@cleardocket/domain/error-reports/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { recordErrorReport } from './service';

/** The web app's error boundaries report here (spec §8 "also reported to the error-reporting service"). */
const errorReportRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.post(
    '/error-reports',
    {
      schema: {
        tags: ['errors'],
        body: ErrorReportInputSchema,
        response: { 201: ErrorReportReceiptSchema, ...ERROR_RESPONSES },
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
