import { AccountSessionListSchema } from '@cleardocket/domain/account/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

export function useAccountSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: () => api.get('/api/account/sessions', AccountSessionListSchema),
    }),
  );
}
