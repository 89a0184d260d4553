import { SearchDiagnosticsSchema } from '@cleardocket/domain/dev/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The search provider's set-up and the shared limit, refreshed every 2 s while the page is open. */
export function useSearchDiagnostics() {
  return useQuery({
    queryKey: ['dev-tools', 'search'],
    queryFn: () => api.get('/api/dev/search', SearchDiagnosticsSchema),
    refetchInterval: 2000,
  });
}
