import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { OnboardingSchema } from '@cleardocket/domain/onboarding/contract';
import type { Onboarding } from '@cleardocket/domain/onboarding/contract';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';
import { api } from '~/lib/api-client';

const OPTIONS = { useServerMessage: true } as const;
const onboardingKey = ['onboarding'] as const;

export const useOnboarding = () =>
  useQuery({ queryKey: onboardingKey, queryFn: () => api.get('/api/onboarding', OnboardingSchema, OPTIONS) });

/** A step's answer; the server says which step comes next. Failures are shown by the step's form. */
function useStep<TBody>(send: (body: TBody) => Promise<Onboarding>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (onboarding) => client.setQueryData(onboardingKey, onboarding),
  });
}

export const useChooseRelationship = () =>
  useStep((body: ProfileInput) => api.put('/api/onboarding/relationship', OnboardingSchema, body, OPTIONS));

export const useChoosePlan = () =>
  useStep((planId: PlanId) => api.put('/api/onboarding/plan', OnboardingSchema, { planId }, OPTIONS));

export const useChooseTrial = () =>
  useStep(() => api.post('/api/onboarding/trial', OnboardingSchema, undefined, OPTIONS));

export const useCompleteOnboarding = () =>
  useStep(() => api.post('/api/onboarding/complete', OnboardingSchema, undefined, OPTIONS));

/** After a payment or a signature elsewhere, the step is read again from the server. */
export function useRefreshOnboarding() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: onboardingKey });
}
