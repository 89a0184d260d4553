import * as z from 'zod/mini';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  AdminConsentListSchema,
  ConsentRequestSchema,
  ConsentReviewBodySchema,
  ConsentSchema,
  ConsentTokenBodySchema,
} from '@cleardocket/domain/protected-profiles/consent';
import { IdParamsSchema, OkSchema } from '@cleardocket/domain/wire';
import type { Config } from '../../env';
import { markOperatorRead } from '../../lib/operator';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { answerConsentLink, consentOf, consentsForReview, requestConsent, reviewConsent } from './consent';

const AnswerBodySchema = z.object({ ...ConsentTokenBodySchema.shape, agree: z.boolean() });

/**
 * Consent for a family member's or business's profile (issue 32 item 4): the member asks for it,
 * the person answers the emailed link (no session: they are not a member), operators review
 * attested roles.
 */
const consentRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['profiles'];
  const deps = { db: fastify.db, mail: fastify.mail, publicUrl: config.publicUrl };

  const member: FastifyPluginAsyncContract = async (scope) => {
    scope.addHook('onRequest', fastify.requireUser);
    scope.get(
      '/protected-profiles/:id/consent',
      { schema: { tags, params: IdParamsSchema, response: { 200: ConsentSchema, ...ERROR_RESPONSES } } },
      (request) => consentOf(fastify.db, signedInUserId(request), request.params.id),
    );
    scope.post(
      '/protected-profiles/:id/consent',
      {
        schema: {
          tags,
          params: IdParamsSchema,
          body: ConsentRequestSchema,
          response: { 200: ConsentSchema, ...ERROR_RESPONSES },
        },
        config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        const user = request.user;
        if (!user) throw new Error('requireUser sets the user');
        return requestConsent(deps, user, request.params.id, request.body);
      },
    );
  };

  const operator: FastifyPluginAsyncContract = async (scope) => {
    scope.addHook('onRequest', fastify.requireAdmin);
    scope.get(
      '/admin/profile-consents',
      { schema: { tags: ['operator'], response: { 200: AdminConsentListSchema, ...ERROR_RESPONSES } } },
      async (request) => {
        const list = await consentsForReview(fastify.db);
        markOperatorRead(
          request,
          list.map((row) => row.memberId),
        );
        return { consents: list };
      },
    );
    scope.post(
      '/admin/profile-consents/:id/review',
      {
        schema: {
          tags: ['operator'],
          params: IdParamsSchema,
          body: ConsentReviewBodySchema,
          response: { 200: OkSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        await reviewConsent(fastify.db, signedInUserId(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );
  };

  fastify.post(
    '/profile-consents/answer',
    {
      schema: { tags, body: AnswerBodySchema, response: { 200: OkSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
      await answerConsentLink(fastify.db, request.body.token, request.body.agree);
      return { ok: true as const };
    },
  );
  await fastify.register(member);
  await fastify.register(operator);
};

export default consentRoutes;
