import * as z from 'zod/mini';
import { PLAN_IDS } from '../membership/plans';
import { ProtectedProfileSchema } from '../protected-profiles/contract';
import { TimestampSchema } from '../wire';
import { ONBOARDING_STEPS } from './steps';

/** The onboarding routes' wire (`/api/onboarding*`). */
export const OnboardingSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  profile: z.nullable(ProtectedProfileSchema),
  planId: z.nullable(z.enum(PLAN_IDS)),
  /** `card-on-file`: paid during the trial, so the first charge waits for the trial's end (issue 31). */
  paymentChoice: z.nullable(z.enum(['paid', 'card-on-file', 'trial'])),
  agreementSigned: z.boolean(),
  trialEndsAt: z.nullable(TimestampSchema),
  /** With a card on file during the trial: what is charged and when (the trial's end). */
  firstCharge: z.nullable(z.object({ amountCents: z.number(), at: TimestampSchema })),
  completed: z.boolean(),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;
export type OnboardingWire = z.input<typeof OnboardingSchema>;

export const PlanChoiceBodySchema = z.object({ planId: z.enum(PLAN_IDS) });
