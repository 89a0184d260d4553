import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  InvoiceListSchema,
  MembershipSchema,
  PlanChangeBodySchema,
  PlanChangeQuerySchema,
  PlanChangePreviewSchema,
  PortalSchema,
  ScheduleBodySchema,
} from '@cleardocket/domain/membership/contract';
import { paths } from '@cleardocket/domain/paths';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { membershipDeps } from './checkout';
import { portalUrl, resume, scheduleAtPeriodEnd } from './lifecycle';
import { changePlan, previewPlanChange } from './plan-change';
import type { MembershipRouteOptions } from './routes';
import { listInvoices, membershipOf } from './service';

/** The member's subscription: its view, invoices, change of plan, cancel, pause, resume, the portal. */
const subscriptionRoutes: FastifyPluginAsyncContract<MembershipRouteOptions> = async (fastify, options) => {
  const tags = ['membership'];
  const deps = () => membershipDeps(fastify, options.config.publicUrl);
  const one = { 200: MembershipSchema, ...ERROR_RESPONSES };
  const view = (userId: string) => membershipOf(fastify.db, userId, fastify.payments.id);

  fastify.get('/membership', { schema: { tags, response: one } }, (request) => view(signedInUserId(request)));

  fastify.get(
    '/membership/invoices',
    { schema: { tags, response: { 200: InvoiceListSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ invoices: await listInvoices(fastify.db, signedInUserId(request)) }),
  );

  fastify.get(
    '/membership/plan-change',
    {
      schema: {
        tags,
        querystring: PlanChangeQuerySchema,
        response: { 200: PlanChangePreviewSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => previewPlanChange(deps(), options.countProfiles, signedInUserId(request), request.query.planId),
  );

  fastify.post(
    '/membership/plan-change',
    {
      schema: { tags, body: PlanChangeBodySchema, response: one },
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { planId, quotedAt } = request.body;
      const quoted = quotedAt === undefined ? undefined : new Date(quotedAt);
      await changePlan(deps(), options.countProfiles, userId, planId, quoted);
      return view(userId);
    },
  );

  for (const [path, key] of [
    ['/membership/cancel', 'cancel'],
    ['/membership/pause', 'pause'],
  ] as const) {
    fastify.put(path, { schema: { tags, body: ScheduleBodySchema, response: one } }, async (request) => {
      const userId = signedInUserId(request);
      await scheduleAtPeriodEnd(deps(), userId, { [key]: request.body.atPeriodEnd });
      return view(userId);
    });
  }

  fastify.post('/membership/resume', { schema: { tags, response: one } }, async (request) => {
    const userId = signedInUserId(request);
    await resume(deps(), userId);
    return view(userId);
  });

  fastify.post(
    '/membership/portal',
    { schema: { tags, response: { 200: PortalSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      url: await portalUrl(
        deps(),
        signedInUserId(request),
        `${options.config.publicUrl}${paths.dashboardBilling.getHref()}`,
      ),
    }),
  );
};

export default subscriptionRoutes;
