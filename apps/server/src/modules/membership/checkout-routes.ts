import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  AuthenticateBodySchema,
  CheckoutBodySchema,
  CheckoutParamsSchema,
  CheckoutStartSchema,
  PaymentResultSchema,
  SandboxPaymentBodySchema,
} from '@cleardocket/domain/membership/contract';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { authenticateSandbox, membershipDeps, paySandbox, startCheckout } from './checkout';
import type { MembershipRouteOptions } from './routes';
import { membershipOf } from './service';

/** Paying for a plan: the provider's checkout, or the sandbox's card form and its authentication step. */
const checkoutRoutes: FastifyPluginAsyncContract<MembershipRouteOptions> = async (fastify, { config }) => {
  const tags = ['membership'];
  const deps = () => membershipDeps(fastify, config.publicUrl);
  const view = (userId: string) => membershipOf(fastify.db, userId, fastify.payments.id);

  fastify.post(
    '/membership/checkout',
    {
      schema: { tags, body: CheckoutBodySchema, response: { 200: CheckoutStartSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
    },
    (request) => startCheckout(deps(), signedInUserId(request), request.body),
  );

  fastify.post(
    '/membership/sandbox/payments',
    {
      schema: { tags, body: SandboxPaymentBodySchema, response: { 200: PaymentResultSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
      bodyLimit: 4096,
    },
    async (request) => {
      const userId = signedInUserId(request);
      const paid = await paySandbox(deps(), userId, request.body);
      return { ...paid, membership: await view(userId) };
    },
  );

  fastify.post(
    '/membership/sandbox/payments/:checkoutId/authenticate',
    {
      schema: {
        tags,
        params: CheckoutParamsSchema,
        body: AuthenticateBodySchema,
        response: { 200: PaymentResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { checkoutId } = request.params;
      const paid = await authenticateSandbox(deps(), userId, checkoutId, request.body.approve);
      return { ...paid, membership: await view(userId) };
    },
  );
};

export default checkoutRoutes;
