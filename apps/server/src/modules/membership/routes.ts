import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  AuthenticateBodySchema,
  CheckoutBodySchema,
  CheckoutParamsSchema,
  CheckoutStartSchema,
  InvoiceListSchema,
  MembershipSchema,
  PaymentResultSchema,
  PlanListSchema,
  PortalSchema,
  PremiumLinkBodySchema,
  PremiumLinkListSchema,
  SandboxPaymentBodySchema,
  ScheduleBodySchema,
} from '@cleardocket/domain/membership/contract';
import { CURRENCY, PLAN_IDS, PLANS, TRIAL_DAYS } from '@cleardocket/domain/membership/plans';
import { paths } from '@cleardocket/domain/paths';
import type { Config } from '../../env';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { authenticateSandbox, membershipDeps, paySandbox, startCheckout } from './checkout';
import { portalUrl, resume, scheduleAtPeriodEnd } from './lifecycle';
import { premiumLinksOf, usePremiumLink } from './premium';
import type { FindRemoval } from './premium';
import { listInvoices, membershipOf } from './service';
import webhookRoutes from './webhook-routes';

/**
 * Plans, the member's subscription, checkout, cancel and pause, invoices (issue 16). `findRemoval`
 * comes from the requests module, above this one, through app.ts (premium.ts).
 */
const membershipRoutes: FastifyPluginAsyncContract<{ config: Config; findRemoval: FindRemoval }> = async (
  fastify,
  { config, findRemoval },
) => {
  const tags = ['membership'];
  const deps = () => membershipDeps(fastify, config.publicUrl);

  // The offer is public: the pricing pages and the onboarding read it before anyone signs in.
  fastify.get('/membership/plans', { schema: { tags, response: { 200: PlanListSchema, ...ERROR_RESPONSES } } }, () => ({
    plans: PLAN_IDS.map((id) => PLANS[id]),
    currency: CURRENCY,
    trialDays: TRIAL_DAYS,
    provider: fastify.payments.id,
  }));

  await fastify.register(webhookRoutes, { deps });

  const memberRoutes: FastifyPluginAsyncContract = async (member) => {
    member.addHook('onRequest', fastify.requireUser);
    const one = { 200: MembershipSchema, ...ERROR_RESPONSES };
    const view = (userId: string) => membershipOf(fastify.db, userId, fastify.payments.id);

    member.get('/membership', { schema: { tags, response: one } }, (request) => view(signedInUserId(request)));

    member.get(
      '/membership/invoices',
      { schema: { tags, response: { 200: InvoiceListSchema, ...ERROR_RESPONSES } } },
      async (request) => ({ invoices: await listInvoices(fastify.db, signedInUserId(request)) }),
    );

    member.get(
      '/membership/premium-links',
      { schema: { tags, response: { 200: PremiumLinkListSchema, ...ERROR_RESPONSES } } },
      (request) => premiumLinksOf(fastify.db, findRemoval, signedInUserId(request)),
    );

    member.post(
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

    member.post(
      '/membership/checkout',
      {
        schema: { tags, body: CheckoutBodySchema, response: { 200: CheckoutStartSchema, ...ERROR_RESPONSES } },
        config: { rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
      },
      (request) => startCheckout(deps(), signedInUserId(request), request.body),
    );

    member.post(
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

    member.post(
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

    for (const [path, key] of [
      ['/membership/cancel', 'cancel'],
      ['/membership/pause', 'pause'],
    ] as const) {
      member.put(path, { schema: { tags, body: ScheduleBodySchema, response: one } }, async (request) => {
        const userId = signedInUserId(request);
        await scheduleAtPeriodEnd(deps(), userId, { [key]: request.body.atPeriodEnd });
        return view(userId);
      });
    }

    member.post('/membership/resume', { schema: { tags, response: one } }, async (request) => {
      const userId = signedInUserId(request);
      await resume(deps(), userId);
      return view(userId);
    });

    member.post(
      '/membership/portal',
      { schema: { tags, response: { 200: PortalSchema, ...ERROR_RESPONSES } } },
      async (request) => ({
        url: await portalUrl(deps(), signedInUserId(request), `${config.publicUrl}${paths.dashboardBilling.getHref()}`),
      }),
    );
  };
  await fastify.register(memberRoutes);
};

export default membershipRoutes;
