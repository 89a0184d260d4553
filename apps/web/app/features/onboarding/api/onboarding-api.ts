import type { Onboarding } from '@cleardocket/domain/onboarding/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const OPTIONS = { useServerMessage: true } as const;

export const onboardingKey = ['onboarding'] as const;

/** A step's answer; the server says which step comes next. Failures are shown by the step's form. */
export function useStep<TBody>(send: (body: TBody) => Promise<Onboarding>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (onboarding) => client.setQueryData(onboardingKey, onboarding),
  });
}
