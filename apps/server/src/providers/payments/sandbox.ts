import { randomUUID } from 'node:crypto';
import { DECLINE_MESSAGES, PAYMENTS_NOT_SET_UP, testCardOutcome } from '@cleardocket/domain/membership/test-cards';
import type { StoredPaymentMethod } from '../../db/schema/membership';
import type { ChargeOutcome, PaymentProvider } from './types';

/** The token of a sandbox card: its outcome and a random part, never the number. */
export function sandboxToken(outcome: string): string {
  return `pm_sandbox_${outcome}_${randomUUID().slice(0, 8)}`;
}

/** What a test card does on its first payment (checkout): test-cards.ts decides. */
export function chargeTestCard(cardNumber: string): ChargeOutcome {
  const outcome = testCardOutcome(cardNumber);
  if (outcome === null) return { status: 'failed', message: 'not-a-test-card' };
  if (outcome === 'succeeds' || outcome === 'fails_on_renewal') {
    return { status: 'succeeded', chargeId: `ch_sandbox_${randomUUID()}` };
  }
  if (outcome === 'requires_authentication') return { status: 'requires_action' };
  return { status: 'failed', message: DECLINE_MESSAGES[outcome] };
}

/** A renewal charges the stored card: the token says whether it is the card that fails later. */
async function renew(paymentMethod: StoredPaymentMethod): Promise<ChargeOutcome> {
  if (paymentMethod.token.startsWith('pm_sandbox_fails_on_renewal_')) {
    return { status: 'failed', message: DECLINE_MESSAGES.fails_on_renewal };
  }
  return { status: 'succeeded', chargeId: `ch_sandbox_${randomUUID()}` };
}

/**
 * The offline provider: checkout is the product's own card form (test numbers only), renewals are
 * charged by the membership job, and there is no outside state to tell about cancel or pause.
 */
export function createSandboxProvider(options: { allowed: boolean } = { allowed: true }): PaymentProvider {
  return {
    id: 'sandbox',
    refusal: options.allowed ? null : PAYMENTS_NOT_SET_UP,
    startCheckout: async () => ({ kind: 'card-form' }),
    portalUrl: async () => null,
    scheduleAtPeriodEnd: async () => undefined,
    renew,
    chargeOnFile: (request) => renew(request.paymentMethod),
    savedCard: null,
    // The membership module prorates and charges plan changes itself (plan-change.ts).
    planChanges: null,
    events: null,
  };
}
