import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { PlanListSchema } from '@cleardocket/domain/membership/contract';
import { CURRENCY, PLAN_IDS, PLANS, TRIAL_DAYS } from '@cleardocket/domain/membership/plans';
import type { Config } from '../../env';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import checkoutRoutes from './checkout-routes';
import type { CountProfiles } from './plan-change';
import type { FindRemoval } from './premium';
import premiumRoutes from './premium-routes';
import subscriptionRoutes from './subscription-routes';
import webhookRoutes from './webhook-routes';
import { membershipDeps } from './checkout';

export type MembershipRouteOptions = { config: Config; findRemoval: FindRemoval; countProfiles: CountProfiles };

/**
 * Plans, the member's subscription, checkout, premium links and the provider's webhook (issue 16),
 * one file per resource. `findRemoval` and `countProfiles` come from modules above this one,
 * through app.ts (app-wiring.ts).
 */
const membershipRoutes: FastifyPluginAsyncContract<MembershipRouteOptions> = async (fastify, options) => {
  const deps = () => membershipDeps(fastify, options.config.publicUrl);

  // The offer is public: the pricing pages and the onboarding read it before anyone signs in.
  fastify.get(
    '/membership/plans',
    { schema: { tags: ['membership'], response: { 200: PlanListSchema, ...ERROR_RESPONSES } } },
    () => ({
      plans: PLAN_IDS.map((id) => PLANS[id]),
      currency: CURRENCY,
      trialDays: TRIAL_DAYS,
      provider: fastify.payments.id,
    }),
  );

  await fastify.register(webhookRoutes, { deps });

  const memberRoutes: FastifyPluginAsyncContract = async (member) => {
    member.addHook('onRequest', fastify.requireUser);
    await member.register(subscriptionRoutes, options);
    await member.register(checkoutRoutes, options);
    await member.register(premiumRoutes, options);
  };
  await fastify.register(memberRoutes);
};

export default membershipRoutes;
