import { startStripeStandIn } from './stripe-stand-in';
import { createTestApp } from './test-app';

/**
 * An app paid through Stripe (the loopback stand-in, its webhooks signed with `webhookSecret` and
 * sent to the app's listening port), the sandbox closed; `close` stops both.
 */
export async function startStripeApp(webhookSecret: string) {
  const stripe = await startStripeStandIn({ webhookSecret });
  const app = await createTestApp({
    config: {
      payments: {
        stripe: { secretKey: 'sk_test_standIn', webhookSecret, apiUrl: stripe.url },
        sandboxAllowed: false,
        cron: '*/10 * * * *',
      },
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`${address}/api/membership/webhooks/stripe`);
  return {
    app,
    stripe,
    async close() {
      await app.cleanup();
      await stripe.close();
    },
  };
}
