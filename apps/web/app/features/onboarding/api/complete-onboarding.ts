import { OnboardingSchema } from '@cleardocket/domain/onboarding/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './onboarding-api';
import { useStep } from './onboarding-api';

export const useCompleteOnboarding = () =>
  useStep(() => api.post('/api/onboarding/complete', OnboardingSchema, undefined, OPTIONS));
