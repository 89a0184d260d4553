import { OnboardingSchema } from '@cleardocket/domain/onboarding/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './onboarding-api';
import { useStep } from './onboarding-api';

export const useChooseTrial = () =>
  useStep(() => api.post('/api/onboarding/trial', OnboardingSchema, undefined, OPTIONS));
