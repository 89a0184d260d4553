import { OnboardingSchema } from '@cleardocket/domain/onboarding/contract';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';
import { api } from '~/lib/api-client';
import { OPTIONS } from './onboarding-api';
import { useStep } from './onboarding-api';

export const useChooseRelationship = () =>
  useStep((body: ProfileInput) => api.put('/api/onboarding/relationship', OnboardingSchema, body, OPTIONS));
