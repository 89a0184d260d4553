import type { PlanId } from '@cleardocket/domain/membership/plans';
import { OnboardingSchema } from '@cleardocket/domain/onboarding/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './onboarding-api';
import { useStep } from './onboarding-api';

export const useChoosePlan = () =>
  useStep((planId: PlanId) => api.put('/api/onboarding/plan', OnboardingSchema, { planId }, OPTIONS));
