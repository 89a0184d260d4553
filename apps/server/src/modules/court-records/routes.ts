import {
  AttorneyListSchema,
  AttorneyQuerySchema,
  CaseBodySchema,
  CaseListSchema,
  CaseResponseSchema,
  ConsentTextQuerySchema,
  ConsentTextSchema,
  DocumentParamsSchema,
  EligibilityInputSchema,
  EligibilityResultSchema,
  LinkFindingsBodySchema,
  OrderQuerySchema,
  OrderUploadedSchema,
  PetitionResponseSchema,
  ReferralBodySchema,
  ReferralResponseSchema,
  StatesSchema,
} from '@cleardocket/domain/court-records/contract';
import { ORDER_MAX_BYTES } from '@cleardocket/domain/court-records/file-type';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import type { Config } from '../../env';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { courtDeps } from './deps';
import { orderBytes, registerOrderParser, sendFile } from './uploads';
import * as court from './service';

/** The anonymous pre-check on the public page: a few an hour per address. */
const PUBLIC_CHECK_LIMIT = { max: 30, timeWindow: 60 * 60_000 };

/** The eligibility pre-check on the public page (no session: it stores nothing). */
export const publicCourtRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['court-records'];
  fastify.get('/court-records/states', { schema: { tags, response: { 200: StatesSchema, ...ERROR_RESPONSES } } }, () =>
    court.eligibilityStates(),
  );
  fastify.post(
    '/court-records/public-check',
    {
      schema: { tags, body: EligibilityInputSchema, response: { 200: EligibilityResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: PUBLIC_CHECK_LIMIT },
      bodyLimit: 8192,
    },
    (request) => court.runCheck(request.body),
  );
};

/** The member's court records (issue 15): pre-check, cases, attorneys, referrals, petition, orders. */
const courtRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['court-records'];
  const deps = courtDeps(fastify, config);
  fastify.addHook('onRequest', fastify.requireUser);
  registerOrderParser(fastify);

  fastify.post(
    '/court-records/check',
    {
      schema: { tags, body: EligibilityInputSchema, response: { 200: EligibilityResultSchema, ...ERROR_RESPONSES } },
      bodyLimit: 8192,
    },
    (request) => court.runCheck(request.body),
  );

  fastify.get(
    '/court-records/cases',
    { schema: { tags, response: { 200: CaseListSchema, ...ERROR_RESPONSES } } },
    (request) => court.listCases(fastify.db, signedInUserId(request)),
  );

  fastify.post(
    '/court-records/cases',
    {
      schema: { tags, body: CaseBodySchema, response: { 201: CaseResponseSchema, ...ERROR_RESPONSES } },
      bodyLimit: 8192,
    },
    async (request, reply) =>
      reply.code(201).send({ case: await court.createCase(fastify.db, signedInUserId(request), request.body) }),
  );

  fastify.get(
    '/court-records/cases/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: CaseResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ case: await court.getCase(fastify.db, signedInUserId(request), request.params.id) }),
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
      case: await court.linkFindings(fastify.db, signedInUserId(request), request.params.id, request.body.resultIds),
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
      case: await court.checkCase(fastify.db, signedInUserId(request), request.params.id, request.body),
    }),
  );

  fastify.get(
    '/court-records/attorneys',
    { schema: { tags, querystring: AttorneyQuerySchema, response: { 200: AttorneyListSchema, ...ERROR_RESPONSES } } },
    (request) => court.memberAttorneys(fastify.db, request.query.state),
  );

  fastify.get(
    '/court-records/referral-consent',
    { schema: { tags, querystring: ConsentTextQuerySchema, response: { 200: ConsentTextSchema, ...ERROR_RESPONSES } } },
    (request) => court.consentFor(fastify.db, request.query.attorneyId),
  );

  fastify.post(
    '/court-records/cases/:id/referrals',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReferralBodySchema,
        response: { 201: ReferralResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const referral = await court.refer(
        deps,
        signedInUserId(request),
        request.params.id,
        request.body,
        request.ip || null,
      );
      return reply.code(201).send({ referral });
    },
  );

  fastify.post(
    '/court-records/cases/:id/petition',
    {
      schema: { tags, params: IdParamsSchema, response: { 201: PetitionResponseSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply.code(201).send(await court.generatePetition(deps, signedInUserId(request), request.params.id)),
  );

  fastify.get(
    '/court-records/cases/:id/documents/:documentId',
    {
      schema: {
        tags,
        params: DocumentParamsSchema,
        response: FILE_RESPONSES,
        description: 'A petition packet or an order of the case, as stored; its SHA-256 in x-document-sha256.',
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await court.documentFile(
          fastify.db,
          fastify.blobs,
          signedInUserId(request),
          request.params.id,
          request.params.documentId,
        ),
      ),
  );

  fastify.post(
    '/court-records/cases/:id/orders',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: OrderQuerySchema,
        response: { 201: OrderUploadedSchema, ...ERROR_RESPONSES },
        description:
          'The court’s order as the raw request body (application/octet-stream): a PDF, PNG or JPEG by content, at most 10 MB.',
      },
      bodyLimit: ORDER_MAX_BYTES + 1024 * 1024,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await court.memberFilesOrder(
            deps,
            signedInUserId(request),
            request.params.id,
            orderBytes(request.body),
            request.query,
          ),
        ),
  );
};

export default courtRoutes;
