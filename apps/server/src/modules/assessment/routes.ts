import {
  LeadBodySchema,
  LeadCreatedSchema,
  LeadPreviewSchema,
  LeadTokenParamsSchema,
  OwnLeadSchema,
} from '@cleardocket/domain/assessment/contract';
import { LEAD_EMAIL_LIMIT, LEAD_MESSAGES } from '@cleardocket/domain/assessment/lead';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { AppError, isAppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/limit';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as assessment from './service';

/** Per caller address: a few assessments an hour (each one runs a search). */
const PER_ADDRESS = { max: 10, timeWindow: 60 * 60_000 };

/** The free assessment (issue 16 step 1): anonymous, so nothing here needs a session. */
const assessmentRoutes: FastifyPluginAsyncContract<{ secureCookies: boolean }> = async (fastify, { secureCookies }) => {
  const tags = ['assessment'];

  fastify.post(
    '/assessment/leads',
    {
      schema: { tags, body: LeadBodySchema, response: { 201: LeadCreatedSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: PER_ADDRESS },
      bodyLimit: 16_384,
    },
    async (request, reply) => {
      const { consent: _consent, ...body } = request.body;
      await enforceLimit(fastify.db, reply, `assessment-lead:${body.email}`, LEAD_EMAIL_LIMIT).catch((error) => {
        throw isAppError(error) && error.code === 'rate_limited'
          ? new AppError('rate_limited', LEAD_MESSAGES.emailLimit)
          : error;
      });
      const created = await assessment.createLead(fastify, body, request.ip);
      reply.header('set-cookie', assessment.leadCookie(created.token, created.expiresAt, secureCookies));
      return reply.code(201).send(created);
    },
  );

  fastify.get(
    '/assessment/leads/:token',
    { schema: { tags, params: LeadTokenParamsSchema, response: { 200: LeadPreviewSchema, ...ERROR_RESPONSES } } },
    async (request) => assessment.getPreview(fastify.db, request.params.token),
  );

  fastify.get(
    '/assessment/lead',
    { schema: { tags, response: { 200: OwnLeadSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      lead: await assessment.ownLead(fastify.db, assessment.readLeadCookie(request.headers.cookie)),
    }),
  );
};

export default assessmentRoutes;
