import { useMutation, useQuery } from '@tanstack/react-query';
import { SearchDiagnosticsSchema, SearchProbeSchema } from '@cleardocket/domain/dev/contract';
import type { SearchProbeBody } from '@cleardocket/domain/dev/contract';
import { api } from '~/lib/api-client';

/** The search provider's set-up and the shared limit, refreshed every 2 s while the page is open. */
export function useSearchDiagnostics() {
  return useQuery({
    queryKey: ['dev-tools', 'search'],
    queryFn: () => api.get('/api/dev/search', SearchDiagnosticsSchema),
    refetchInterval: 2000,
  });
}

/** One raw query to the provider, classified when asked (nothing is stored). */
export function useSearchProbe() {
  return useMutation({
    mutationFn: (body: SearchProbeBody) => api.post('/api/dev/search/query', SearchProbeSchema, body),
  });
}
