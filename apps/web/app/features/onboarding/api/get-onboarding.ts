import { OnboardingSchema } from '@cleardocket/domain/onboarding/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './onboarding-api';
import { onboardingKey } from './onboarding-api';

export const useOnboarding = () =>
  useQuery({ queryKey: onboardingKey, queryFn: () => api.get('/api/onboarding', OnboardingSchema, OPTIONS) });
