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
  paymentChoice: z.nullable(z.enum(['paid', 'trial'])),
  agreementSigned: z.boolean(),
  trialEndsAt: z.nullable(TimestampSchema),
  completed: z.boolean(),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;
export type OnboardingWire = z.input<typeof OnboardingSchema>;

export const PlanChoiceBodySchema = z.object({ planId: z.enum(PLAN_IDS) });
