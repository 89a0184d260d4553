import { queryOptions, useQuery } from '@tanstack/react-query';
import { DevStatusSchema } from '@cleardocket/domain/dev/contract';
import { api } from '~/lib/api-client';

/**
 * Whether this visitor may use the developer pages, asked of the server, the one judge: it answers
 * in development, and to operators otherwise; anyone else gets 404 (docs/dev-routes.md).
 */
function getDevStatusQueryOptions() {
  return queryOptions({
    queryKey: ['dev-tools', 'status'],
    queryFn: () => api.get('/api/dev/status', DevStatusSchema, { redirectOnUnauthorized: false }),
    // A 404 is the answer, not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });
}

export function useDevStatus() {
  return useQuery(getDevStatusQueryOptions());
}
