import {
  CaseBodySchema,
  CaseListSchema,
  CaseResponseSchema,
  EligibilityInputSchema,
  EligibilityResultSchema,
  LinkFindingsBodySchema,
} from '@cleardocket/domain/court-records/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { checkCase, createCase, getCase, linkFindings, listCases } from './cases';
import { runCheck } from './eligibility';

/** The member's cases and their eligibility pre-check (registered by routes.ts, behind its sign-in). */
export const caseRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['court-records'];

  fastify.post(
    '/court-records/check',
    {
      schema: { tags, body: EligibilityInputSchema, response: { 200: EligibilityResultSchema, ...ERROR_RESPONSES } },
      bodyLimit: 8192,
    },
    (request) => runCheck(request.body),
  );

  fastify.get(
    '/court-records/cases',
    { schema: { tags, response: { 200: CaseListSchema, ...ERROR_RESPONSES } } },
    (request) => listCases(fastify.db, signedInUserId(request)),
  );

  fastify.post(
    '/court-records/cases',
    {
      schema: { tags, body: CaseBodySchema, response: { 201: CaseResponseSchema, ...ERROR_RESPONSES } },
      config: { idempotent: true },
      bodyLimit: 8192,
    },
    async (request, reply) =>
      reply.code(201).send({ case: await createCase(fastify.db, signedInUserId(request), request.body) }),
  );

  fastify.get(
    '/court-records/cases/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: CaseResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ case: await getCase(fastify.db, signedInUserId(request), request.params.id) }),
  );

  fastify.post(
    '/court-records/cases/:id/findings',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: LinkFindingsBodySchema,
        response: { 200: CaseResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      case: await linkFindings(fastify.db, signedInUserId(request), request.params.id, request.body.resultIds),
    }),
  );

  fastify.put(
    '/court-records/cases/:id/eligibility',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: EligibilityInputSchema,
        response: { 200: CaseResponseSchema, ...ERROR_RESPONSES },
      },
      bodyLimit: 8192,
    },
    async (request) => ({
      case: await checkCase(fastify.db, signedInUserId(request), request.params.id, request.body),
    }),
  );
};
