import type { Plan } from '@cleardocket/domain/membership/plans';
import type { StoredPaymentMethod } from '../../db/schema/membership';

/**
 * One payment provider interface (ARCHITECTURE §9, issue 16): the offline sandbox with Stripe's
 * test cards, or Stripe itself when its keys are set. The membership module works only through
 * this; which provider holds the truth about a charge differs (the sandbox charges here, Stripe
 * on its side and reports by signed webhook), and the interface says so with `renew` and `events`.
 */
export type PaymentProviderId = 'sandbox' | 'stripe';

export type CheckoutRequest = {
  checkoutId: string;
  userId: string;
  email: string;
  plan: Plan;
  quantity: number;
  /** Where the provider sends the member back (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
  /** The customer the member already has at the provider, if any. */
  customerId: string | null;
  /** During the free trial: a subscription's first charge waits until then (issue 31); null charges now. */
  trialEnd: Date | null;
};

/** `redirect`: the member pays on the provider's page; `card-form`: on the product's own form. */
export type CheckoutHandoff = { kind: 'redirect'; url: string; sessionId: string } | { kind: 'card-form' };

export type ChargeOutcome =
  { status: 'succeeded'; chargeId: string } | { status: 'requires_action' } | { status: 'failed'; message: string };

/** A provider event that passed its signature check, in the provider's own shape. */
export type VerifiedEvent = { id: string; type: string; created: Date; object: Record<string, unknown> };

export type SubscriptionRef = { providerSubscriptionId: string | null; providerCustomerId: string | null };

/** A change of a running subscription's plan (decision 082), as of `at` (the proration's moment). */
export type PlanChangeRequest = { ref: SubscriptionRef; plan: Plan; at: Date };

/** Providers that hold the subscription change it on their side (Stripe); the sandbox's is here. */
export interface ProviderPlanChanges {
  /** What moving up now would charge (the provider's own proration). */
  preview(request: PlanChangeRequest): Promise<{ amountDueCents: number }>;
  /** Now: prorated and invoiced at once (`prorate`), or with no charge (a change within the trial). */
  changeNow(request: PlanChangeRequest & { prorate: boolean }): Promise<void>;
  /** The current plan runs to its period's end, then the new one starts (one schedule, replaced when asked again). */
  changeAtPeriodEnd(request: PlanChangeRequest): Promise<void>;
  /**
   * The subscription ends with its paid period (a move to a one-time plan, decision 098), and the
   * card it is paid with is answered, for the one-time charge then; null when it has none.
   */
  endAtPeriodEnd(ref: SubscriptionRef): Promise<StoredPaymentMethod | null>;
}

/** A card put on file earlier, charged with the member not present (a trial's first charge, issue 31). */
export type ChargeOnFileRequest = {
  paymentMethod: StoredPaymentMethod;
  /** The member's customer at the provider (Stripe needs it with the card); null in the sandbox. */
  customerId: string | null;
  amountCents: number;
  description: string;
  /** The same charge asked twice is made once (a job that ran again). */
  idempotencyKey: string;
};

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Why paid checkout is refused here (production without Stripe nor `PAYMENTS=sandbox`); null: open. */
  readonly refusal: string | null;
  startCheckout(request: CheckoutRequest): Promise<CheckoutHandoff>;
  /** The provider's self-service page for the card and invoices; null when the product's billing page is it. */
  portalUrl(customerId: string | null, returnUrl: string): Promise<string | null>;
  /** Tells the provider what the member scheduled for the period's end (cancel, pause) or took back. */
  scheduleAtPeriodEnd(ref: SubscriptionRef, change: { cancel: boolean; pause: boolean }): Promise<void>;
  /** Renewals the product charges itself (sandbox); null where the provider renews and reports (Stripe). */
  readonly renew: ((paymentMethod: StoredPaymentMethod, amountCents: number) => Promise<ChargeOutcome>) | null;
  /** Charges a card on file now (a one-time plan bought during the trial, at the trial's end). */
  chargeOnFile(request: ChargeOnFileRequest): Promise<ChargeOutcome>;
  /**
   * The card a completed setup put on file (Stripe: a Checkout Session in setup mode, its
   * SetupIntent's payment method); null where the product's own card form takes it (sandbox).
   */
  readonly savedCard: ((setupId: string) => Promise<StoredPaymentMethod>) | null;
  /** Plan changes the provider makes (Stripe); null where the product prorates and charges (sandbox). */
  readonly planChanges: ProviderPlanChanges | null;
  /** Checks a webhook's signature and freshness; null for a provider that sends none. */
  readonly events: { verify(rawBody: Buffer, signatureHeader: string | undefined): Promise<VerifiedEvent> } | null;
}
