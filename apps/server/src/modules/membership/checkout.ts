import { isInForce } from '@cleardocket/domain/membership/entitlements';
import { keepsTrial } from '@cleardocket/domain/membership/trial';
import type { CheckoutBody, SandboxPaymentBody } from '@cleardocket/domain/membership/contract';
import { formatCents, PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { cardBrand, digitsOf, NOT_A_TEST_CARD, testCardOutcome } from '@cleardocket/domain/membership/test-cards';
import { paths } from '@cleardocket/domain/paths';
import type { StoredPaymentMethod } from '../../db/schema/membership';
import { AppError } from '../../lib/app-error';
import { chargeTestCard, sandboxToken } from '../../providers/payments/sandbox';
import type { PaymentProvider } from '../../providers/payments/types';
import { activatePurchase } from './billing';
import type { BillingMailDeps } from './messages';
import { tellMember } from './messages';
import * as repository from './repository';
import type { CheckoutRow } from './repository';
import { factsOf, subscriptionOf } from './service';
import { scheduleFirstCharge } from './trial-payment';

export type MembershipDeps = BillingMailDeps & { payments: PaymentProvider };

/** What the membership functions work with, from the app (routes and jobs pass `fastify`). */
export function membershipDeps(app: Omit<MembershipDeps, 'publicUrl'>, publicUrl: string): MembershipDeps {
  return { db: app.db, jobs: app.jobs, events: app.events, mail: app.mail, payments: app.payments, publicUrl };
}

/** One plan at a time: a running subscription is changed from the billing page, not bought twice. */
async function assertCanBuy(deps: MembershipDeps, userId: string, planId: PlanId): Promise<void> {
  const row = await subscriptionOf(deps.db, userId);
  const facts = factsOf(row);
  const running = facts.status !== 'trialing' && isInForce(facts, new Date());
  if (facts.status === 'trialing') return assertNothingScheduled(deps, userId, planId);
  if (!running || facts.planId === null) return;
  // Premium links can always be bought (on top of any plan); a one-time plan may move to monitoring.
  if (planId === 'premium') return;
  if (PLANS[facts.planId].billing === 'once' && PLANS[planId].billing !== 'once') return;
  throw new AppError(
    'conflict',
    `You already have the ${PLANS[facts.planId].name} plan. Manage it on the Billing page.`,
    409,
  );
}

/**
 * During the trial one plan waits for its end with the card on file: with Stripe a second purchase
 * would be a second subscription or charge, both billed then. The plan is changed from the Billing
 * page instead; premium links are bought on top of any plan.
 */
async function assertNothingScheduled(deps: MembershipDeps, userId: string, planId: PlanId): Promise<void> {
  if (planId === 'premium' || deps.payments.id !== 'stripe') return;
  const scheduled = await repository.findScheduledCheckout(deps.db, userId);
  if (!scheduled || scheduled.planId === 'premium') return;
  const name = PLANS[scheduled.planId as PlanId].name;
  throw new AppError(
    'conflict',
    `Your trial already has ${name} with your card on file. To choose another, change or cancel it on the Billing page.`,
    409,
  );
}

/** Production without Stripe takes no payment unless the operator turned the sandbox on (issue 31). */
function refuseWithoutPayments(deps: MembershipDeps) {
  if (deps.payments.refusal) throw new AppError('payments_unavailable', deps.payments.refusal, 503);
}

/** Starts paying for a plan: the provider's page (Stripe) or the sandbox's card form. */
export async function startCheckout(deps: MembershipDeps, userId: string, body: CheckoutBody) {
  refuseWithoutPayments(deps);
  const quantity = body.planId === 'premium' ? (body.quantity ?? 1) : 1;
  await assertCanBuy(deps, userId, body.planId);
  const contact = await repository.findMemberContact(deps.db, userId);
  if (!contact) throw new AppError('unauthorized');
  const checkout = await repository.insertCheckout(deps.db, {
    userId,
    planId: body.planId,
    quantity,
    provider: deps.payments.id,
    status: 'open',
  });
  const billing = `${deps.publicUrl}${paths.dashboardBilling.getHref()}`;
  const subscription = await subscriptionOf(deps.db, userId);
  const handoff = await deps.payments.startCheckout({
    checkoutId: checkout.id,
    userId,
    email: contact.email,
    plan: PLANS[body.planId],
    quantity,
    successUrl: `${billing}?checkout=${checkout.id}`,
    cancelUrl: `${billing}?checkout=cancelled`,
    customerId: subscription.providerCustomerId,
    trialEnd: keepsTrial(factsOf(subscription), new Date()) ? subscription.trialEndsAt : null,
  });
  if (handoff.kind === 'card-form') return { kind: 'card-form' as const, checkoutId: checkout.id };
  await repository.setCheckoutSession(deps.db, checkout.id, handoff.sessionId);
  return { kind: 'redirect' as const, url: handoff.url, checkoutId: checkout.id };
}

function paymentMethodOf(card: SandboxPaymentBody['card'], outcome: string): StoredPaymentMethod {
  const digits = digitsOf(card.number);
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    token: sandboxToken(outcome),
  };
}

/**
 * A card the sandbox accepted: during a running trial it goes on file and the first charge waits
 * for the trial's end (issue 31); otherwise the plan is paid now. Returns which happened.
 */
async function complete(
  deps: MembershipDeps,
  userId: string,
  checkout: CheckoutRow,
  chargeId: string,
): Promise<'succeeded' | 'scheduled'> {
  if (keepsTrial(factsOf(await subscriptionOf(deps.db, userId)), new Date())) {
    await scheduleFirstCharge(deps, userId, checkout);
    return 'scheduled';
  }
  await charge(deps, userId, checkout, chargeId);
  return 'succeeded';
}

async function charge(deps: MembershipDeps, userId: string, checkout: CheckoutRow, chargeId: string) {
  if (!(await repository.moveCheckout(deps.db, checkout.id, checkout.status, 'completed'))) return;
  const planId = checkout.planId as PlanId;
  const amountCents = priceOf(planId, checkout.quantity);
  await activatePurchase(deps.db, userId, {
    planId,
    quantity: checkout.quantity,
    provider: 'sandbox',
    paymentMethod: checkout.paymentMethod,
    customerId: null,
    subscriptionId: null,
    chargeId,
    amountCents,
    at: new Date(),
  });
  await tellMember(deps, userId, {
    subject: 'Payment received',
    text: `Thank you: ${formatCents(amountCents)} for ${PLANS[planId].name} was paid with your ${checkout.paymentMethod?.brand ?? 'card'} ending ${checkout.paymentMethod?.last4 ?? ''}. The receipt is on your billing page.`,
    type: 'success',
  });
}

/**
 * The sandbox's card form (issue 16): test numbers only, each doing what Stripe's does — paid,
 * declined with Stripe's words, or waiting for the member to authenticate the payment.
 */
export async function paySandbox(deps: MembershipDeps, userId: string, body: SandboxPaymentBody) {
  if (deps.payments.id !== 'sandbox') throw new AppError('not_found', 'Payments are taken by Stripe here.', 404);
  refuseWithoutPayments(deps);
  const outcome = testCardOutcome(body.card.number);
  if (outcome === null) throw new AppError('card_declined', NOT_A_TEST_CARD, 402);
  await assertCanBuy(deps, userId, body.planId);
  const charge = chargeTestCard(body.card.number);
  const checkout = await repository.insertCheckout(deps.db, {
    userId,
    planId: body.planId,
    quantity: body.planId === 'premium' ? (body.quantity ?? 1) : 1,
    provider: 'sandbox',
    status: charge.status === 'requires_action' ? 'requires_action' : 'open',
    paymentMethod: paymentMethodOf(body.card, outcome),
  });
  if (charge.status === 'failed') {
    await repository.moveCheckout(deps.db, checkout.id, 'open', 'failed');
    throw new AppError('card_declined', charge.message, 402);
  }
  if (charge.status === 'succeeded') {
    return { status: await complete(deps, userId, checkout, charge.chargeId), checkoutId: checkout.id };
  }
  return { status: 'requires_action' as const, checkoutId: checkout.id };
}

/** The member's answer to the sandbox's authentication step (3-D Secure's stand-in). */
export async function authenticateSandbox(deps: MembershipDeps, userId: string, checkoutId: string, approve: boolean) {
  const checkout = await repository.findCheckout(deps.db, userId, checkoutId);
  if (!checkout || checkout.provider !== 'sandbox') throw new AppError('not_found', 'Payment not found', 404);
  if (checkout.status === 'completed') return { status: 'succeeded' as const, checkoutId };
  if (checkout.status === 'scheduled') return { status: 'scheduled' as const, checkoutId };
  if (checkout.status !== 'requires_action') throw new AppError('conflict', 'This payment is no longer waiting.', 409);
  if (!approve) {
    await repository.moveCheckout(deps.db, checkout.id, 'requires_action', 'failed');
    throw new AppError(
      'card_declined',
      'We were unable to authenticate your payment method. Please choose a different payment method and try again.',
      402,
    );
  }
  return { status: await complete(deps, userId, checkout, `ch_sandbox_${checkout.id}`), checkoutId };
}
