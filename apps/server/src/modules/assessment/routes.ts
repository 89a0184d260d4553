import {
  LeadBodySchema,
  LeadCodeBodySchema,
  LeadCreatedSchema,
  LeadPreviewSchema,
  LeadTokenParamsSchema,
} from '@cleardocket/domain/assessment/contract';
import { OwnLeadSchema } from '@cleardocket/domain/assessment/own-lead';
import {
  LEAD_ADDRESS_DAY_LIMIT,
  LEAD_CODE_ATTEMPTS,
  LEAD_EMAIL_LIMIT,
  LEAD_MESSAGES,
} from '@cleardocket/domain/assessment/lead';
import { OkSchema } from '@cleardocket/domain/wire';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { AppError, isAppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/limit';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as assessment from './service';

/** Per caller address: a few assessments an hour (each one runs a search). */
const PER_ADDRESS = { max: 10, timeWindow: 60 * 60_000 };
/** Codes entered per caller address (each lead also allows only a few). */
const PER_ADDRESS_CODES = { max: 30, timeWindow: 60 * 60_000 };

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
      const limit = async (key: string, policy: { max: number; windowMs: number }, message: string) =>
        enforceLimit(fastify.db, reply, key, policy).catch((error: unknown) => {
          throw isAppError(error) && error.code === 'rate_limited' ? new AppError('rate_limited', message) : error;
        });
      await limit(`assessment-address-day:${request.ip}`, LEAD_ADDRESS_DAY_LIMIT, LEAD_MESSAGES.addressLimit);
      await limit(`assessment-lead:${body.email}`, LEAD_EMAIL_LIMIT, LEAD_MESSAGES.emailLimit);
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

  fastify.post(
    '/assessment/leads/:token/verify',
    {
      schema: {
        tags,
        params: LeadTokenParamsSchema,
        body: LeadCodeBodySchema,
        response: { 200: OkSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: PER_ADDRESS_CODES },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `assessment-code:${request.params.token}`, LEAD_CODE_ATTEMPTS);
      await assessment.verifyLead(fastify, request.params.token, request.body.code);
      return { ok: true as const };
    },
  );

  fastify.post(
    '/assessment/leads/:token/resend',
    {
      schema: { tags, params: LeadTokenParamsSchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `assessment-resend:${request.params.token}`, {
        max: 3,
        windowMs: 3_600_000,
      });
      await assessment.resendLeadCode(fastify, request.params.token);
      return { ok: true as const };
    },
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
