import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { PremiumLinkBodySchema, PremiumLinkListSchema } from '@cleardocket/domain/membership/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { premiumLinksOf, usePremiumLink } from './premium';
import type { MembershipRouteOptions } from './routes';

/** The member's premium links: the list with each guarantee's state, and putting a removal under the terms. */
const premiumRoutes: FastifyPluginAsyncContract<MembershipRouteOptions> = async (fastify, { findRemoval }) => {
  const tags = ['membership'];

  fastify.get(
    '/membership/premium-links',
    { schema: { tags, response: { 200: PremiumLinkListSchema, ...ERROR_RESPONSES } } },
    (request) => premiumLinksOf(fastify.db, findRemoval, signedInUserId(request)),
  );

  fastify.post(
    '/membership/premium-links',
    {
      schema: { tags, body: PremiumLinkBodySchema, response: { 201: PremiumLinkListSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await usePremiumLink(fastify.db, findRemoval, signedInUserId(request), request.body.removalId)),
  );
};

export default premiumRoutes;
