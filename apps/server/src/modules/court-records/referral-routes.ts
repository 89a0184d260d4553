import {
  AttorneyLinkUsesSchema,
  AttorneyListSchema,
  AttorneyQuerySchema,
  ConsentTextQuerySchema,
  ConsentTextSchema,
  ReferralBodySchema,
  ReferralResponseSchema,
} from '@cleardocket/domain/court-records/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { attorneyLinkUsesOf, revokeAttorneyLinks } from './attorney-links';
import { memberAttorneys } from './attorneys';
import type { CourtDeps } from './deps';
import { consentFor, refer } from './referrals';

/** The partner attorneys a member may choose and the referral of a case to one (registered by routes.ts). */
export const referralRoutes: FastifyPluginAsyncContract<{ deps: CourtDeps }> = async (fastify, { deps }) => {
  const tags = ['court-records'];

  fastify.get(
    '/court-records/attorneys',
    { schema: { tags, querystring: AttorneyQuerySchema, response: { 200: AttorneyListSchema, ...ERROR_RESPONSES } } },
    (request) => memberAttorneys(fastify.db, request.query.state),
  );

  fastify.get(
    '/court-records/referral-consent',
    { schema: { tags, querystring: ConsentTextQuerySchema, response: { 200: ConsentTextSchema, ...ERROR_RESPONSES } } },
    (request) => consentFor(fastify.db, request.query.attorneyId),
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
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 }, idempotent: true },
    },
    async (request, reply) => {
      const referral = await refer(deps, signedInUserId(request), request.params.id, request.body, request.ip || null);
      return reply.code(201).send({ referral });
    },
  );
  // The attorney's links of a referral: each use (what, when, from where), and the member's way to
  // withdraw them (issue 32, decision 079).
  fastify.get(
    '/court-records/referrals/:id/attorney-link',
    { schema: { tags, params: IdParamsSchema, response: { 200: AttorneyLinkUsesSchema, ...ERROR_RESPONSES } } },
    (request) => attorneyLinkUsesOf(fastify.db, signedInUserId(request), request.params.id),
  );

  fastify.post(
    '/court-records/referrals/:id/attorney-link/revoke',
    { schema: { tags, params: IdParamsSchema, response: { 200: AttorneyLinkUsesSchema, ...ERROR_RESPONSES } } },
    (request) => revokeAttorneyLinks(fastify.db, signedInUserId(request), request.params.id),
  );
};
