import { useQuery } from '@tanstack/react-query';
import { getOwnLead } from './get-own-lead';

/** The free-assessment lead sign-up fills in (`getOwnLead`). A failure just means nothing to fill in. */
export const useOwnLead = () =>
  useQuery({
    queryKey: ['assessment', 'own-lead'] as const,
    queryFn: getOwnLead,
    retry: false,
    staleTime: Infinity,
  });
