import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { OnboardingSchema, PlanChoiceBodySchema } from '@cleardocket/domain/onboarding/contract';
import { ProfileInputSchema } from '@cleardocket/domain/protected-profiles/profiles';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { chooseRelationship, choosePlan, chooseTrial, completeOnboarding, onboardingOf } from './service';

/** The onboarding funnel's steps (`/api/onboarding*`, issue 16), each checked on the server. */
const onboardingRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['onboarding'];
  const response = { 200: OnboardingSchema, ...ERROR_RESPONSES };
  const limit = { rateLimit: { max: 60, timeWindow: 10 * 60_000 } };
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.get('/onboarding', { schema: { tags, response } }, (request) =>
    onboardingOf(fastify.db, signedInUserId(request)),
  );

  fastify.put(
    '/onboarding/relationship',
    { schema: { tags, body: ProfileInputSchema, response }, config: limit },
    (request) => chooseRelationship(fastify.db, signedInUserId(request), request.body),
  );

  fastify.put(
    '/onboarding/plan',
    { schema: { tags, body: PlanChoiceBodySchema, response }, config: limit },
    (request) => choosePlan(fastify.db, signedInUserId(request), request.body.planId),
  );

  fastify.post('/onboarding/trial', { schema: { tags, response }, config: limit }, (request) =>
    chooseTrial(fastify.db, signedInUserId(request)),
  );

  fastify.post('/onboarding/complete', { schema: { tags, response }, config: limit }, (request) =>
    completeOnboarding(fastify.db, signedInUserId(request)),
  );
};

export default onboardingRoutes;
