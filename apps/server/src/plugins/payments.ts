import fp from 'fastify-plugin';
import type { Config } from '../env';
import { createSandboxProvider } from '../providers/payments/sandbox';
import { createStripeProvider } from '../providers/payments/stripe';
import type { PaymentProvider } from '../providers/payments/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise the offline sandbox. */
    payments: PaymentProvider;
  }
}

/** The payment provider (ARCHITECTURE §9), one per app like the message transports. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const { stripe } = config.payments;
    fastify.decorate(
      'payments',
      stripe ? createStripeProvider(stripe) : createSandboxProvider({ allowed: config.payments.sandboxAllowed }),
    );
  },
  { name: 'payments' },
);
