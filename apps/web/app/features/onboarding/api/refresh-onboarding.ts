import { useQueryClient } from '@tanstack/react-query';
import { onboardingKey } from './onboarding-api';

/** After a payment or a signature elsewhere, the step is read again from the server. */
export function useRefreshOnboarding() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: onboardingKey });
}
