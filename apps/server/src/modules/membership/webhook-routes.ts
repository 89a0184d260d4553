import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { WebhookReceiptSchema } from '@cleardocket/domain/membership/contract';
import { AppError } from '../../lib/app-error';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import type { MembershipDeps } from './checkout';
import { applyStripeEvent } from './stripe-events';

/**
 * Stripe's webhook (issue 16). No session, so no CSRF check applies; the signature is the
 * authentication, checked against the exact bytes received, so this scope keeps the raw body.
 */
const webhookRoutes: FastifyPluginAsyncContract<{ deps: () => MembershipDeps }> = async (fastify, { deps }) => {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 262_144 }, (_request, body, done) =>
    done(null, body),
  );

  fastify.post(
    '/membership/webhooks/stripe',
    {
      schema: {
        tags: ['membership'],
        description: 'Stripe events, signed with the Stripe-Signature header (t=…,v1=HMAC-SHA256).',
        response: { 200: WebhookReceiptSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    },
    async (request) => {
      const { events } = fastify.payments;
      if (!events) throw new AppError('not_found', 'Not found', 404);
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('bad_request', 'Send the event as JSON.', 400);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await events.verify(raw, typeof signature === 'string' ? signature : undefined);
      } catch {
        throw new AppError('bad_request', 'The signature does not match this event.', 400);
      }
      return { received: true as const, outcome: await applyStripeEvent(deps(), event) };
    },
  );
};

export default webhookRoutes;
