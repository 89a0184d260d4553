import { useQuery } from '@tanstack/react-query';
import { OwnLeadSchema } from '@cleardocket/domain/assessment/contract';
import { api } from '~/lib/api-client';

/**
 * This browser's own free-assessment lead (GET /api/assessment/lead, read with its httpOnly
 * cookie): the name and email sign-up fills in, or null. A failure just means nothing to fill in.
 */
export const useOwnLead = () =>
  useQuery({
    queryKey: ['assessment', 'own-lead'] as const,
    queryFn: async () => (await api.get('/api/assessment/lead', OwnLeadSchema, { redirectOnUnauthorized: false })).lead,
    retry: false,
    staleTime: Infinity,
  });
