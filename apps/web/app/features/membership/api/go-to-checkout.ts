import { CheckoutStartSchema } from '@cleardocket/domain/membership/contract';
import type { CheckoutBody } from '@cleardocket/domain/membership/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';

const startCheckout = (body: CheckoutBody) => api.post('/api/membership/checkout', CheckoutStartSchema, body, OPTIONS);

/** Opens Stripe's Checkout page for the plan (premium: `quantity` links); throws with the reason. */
export async function goToCheckout(planId: CheckoutBody['planId'], quantity: number): Promise<void> {
  const handoff = await startCheckout({ planId, ...(planId === 'premium' ? { quantity } : {}) });
  if (handoff.kind === 'redirect') window.location.assign(handoff.url);
}
