import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { SUBSCRIPTION_STATUSES } from './entitlements';
import { MAX_PREMIUM_LINKS, PLAN_IDS } from './plans';
import { isValidCardNumber } from './test-cards';
import { PREMIUM_LINK_STATES } from './premium';

/** The membership routes' wire (`/api/membership*`, issue 16). */
const PlanIdSchema = z.enum(PLAN_IDS);

const EntitlementsSchema = z.object({
  removalRequests: z.boolean(),
  automatedFiling: z.boolean(),
  operatorHandling: z.boolean(),
  profiles: z.number(),
  rescanEveryDays: z.nullable(z.number()),
  premiumLinks: z.number(),
});

const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  billing: z.enum(['month', 'year', 'once']),
  amountCents: z.number(),
  summary: z.string(),
  entitlements: EntitlementsSchema,
});

const PaymentProviderIdSchema = z.enum(['sandbox', 'stripe']);

export const PlanListSchema = z.object({
  plans: z.array(PlanSchema),
  currency: z.string(),
  trialDays: z.number(),
  /** `sandbox`: the card form takes test numbers only; `stripe`: checkout happens at Stripe. */
  provider: PaymentProviderIdSchema,
});

const PaymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});

export const MembershipSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Whether the plan (or trial) gives anything now: false once a trial or period ran out. */
  inForce: z.boolean(),
  plan: z.nullable(PlanSchema),
  trialEndsAt: z.nullable(TimestampSchema),
  currentPeriodEnd: z.nullable(TimestampSchema),
  cancelAtPeriodEnd: z.boolean(),
  pauseAtPeriodEnd: z.boolean(),
  nextCharge: z.nullable(z.object({ amountCents: z.number(), at: TimestampSchema })),
  paymentMethod: z.nullable(PaymentMethodSchema),
  entitlements: EntitlementsSchema,
  premiumLinks: z.number(),
  provider: PaymentProviderIdSchema,
  /** A change of plan waiting for the period's end (decision 082). */
  planChange: z.nullable(z.object({ planId: PlanIdSchema, at: TimestampSchema })),
});
export type Membership = z.infer<typeof MembershipSchema>;

const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'open', 'failed', 'void']),
  periodStart: z.nullable(TimestampSchema),
  periodEnd: z.nullable(TimestampSchema),
  paidAt: z.nullable(TimestampSchema),
  createdAt: TimestampSchema,
});

export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema) });

export const CheckoutBodySchema = z.object({
  planId: PlanIdSchema,
  /** Premium links bought (premium only). */
  quantity: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PREMIUM_LINKS))),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/** The sandbox provider's card form (test numbers only, test-cards.ts). */
const SandboxCardSchema = z.object({
  number: z
    .string()
    .check(
      z.maxLength(23),
      z.regex(/^[\d\s-]+$/, 'Enter the card number in digits.'),
      z.refine(isValidCardNumber, 'That card number is not valid.'),
    ),
  expMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expYear: z.int().check(z.minimum(2000), z.maximum(2100)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card.')),
  name: z.string().check(z.trim(), z.minLength(1, 'Enter the name on the card.'), z.maxLength(120)),
});

export const SandboxPaymentBodySchema = z.object({
  planId: PlanIdSchema,
  quantity: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PREMIUM_LINKS))),
  card: SandboxCardSchema,
});
export type SandboxPaymentBody = z.infer<typeof SandboxPaymentBodySchema>;

/** A started checkout: pay at Stripe (`redirect`), on the sandbox card form (`card-form`), or done. */
export const CheckoutStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string(), checkoutId: z.string() }),
  z.object({ kind: z.literal('card-form'), checkoutId: z.string() }),
]);

/**
 * The answer of a sandbox payment: paid, waiting for the member to authenticate it, or (during the
 * free trial) the card on file with the first charge at the trial's end (`scheduled`).
 */
export const PaymentResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'scheduled']),
  checkoutId: z.string(),
  membership: MembershipSchema,
});

export const AuthenticateBodySchema = z.object({ approve: z.boolean() });

export const CheckoutParamsSchema = z.object({ checkoutId: z.uuid() });

export const PortalSchema = z.object({ url: z.string() });

/** Cancel or pause at the period's end (`true`), or take it back (`false`). */
export const ScheduleBodySchema = z.object({ atPeriodEnd: z.boolean() });

/** What a webhook did: applied, already seen, older than what was applied, or not for us. */
export const WebhookReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});

const PremiumLinkSchema = z.object({
  id: z.string(),
  removalId: z.string(),
  url: z.string(),
  siteName: z.nullable(z.string()),
  startedAt: TimestampSchema,
  guaranteeEndsAt: TimestampSchema,
  state: z.enum(PREMIUM_LINK_STATES),
  text: z.string(),
});

export const PremiumLinkListSchema = z.object({
  links: z.array(PremiumLinkSchema),
  /** Links bought, and those in use (a link given back is not in use). */
  bought: z.number(),
  used: z.number(),
});

export const PremiumLinkBodySchema = z.object({ removalId: z.uuid() });

/** Change plan (decision 082): the plan asked for. */
export const PlanChangeQuerySchema = z.object({ planId: PlanIdSchema });

/**
 * Confirming a change: the plan, and the moment its preview was priced (`quotedAt`), so the
 * prorated charge is the one the member saw (Stripe's `proration_date`), not one a second later.
 */
export const PlanChangeBodySchema = z.extend(PlanChangeQuerySchema, { quotedAt: z.optional(z.iso.datetime()) });

/**
 * What a change of plan would do, shown before the member confirms: now with a prorated charge,
 * at the period's end, or within the free trial (no charge, the trial's end kept).
 */
export const PlanChangePreviewSchema = z.object({
  planId: PlanIdSchema,
  when: z.enum(['now', 'at-period-end', 'in-trial']),
  /** Charged when the change is confirmed (0 unless `now`). */
  amountDueCents: z.number(),
  /** When the new plan starts (`now`: when it renews next). */
  effectiveAt: TimestampSchema,
  /** The moment the charge was priced: sent back on confirming, so the same amount is charged. */
  quotedAt: TimestampSchema,
  text: z.string(),
});
