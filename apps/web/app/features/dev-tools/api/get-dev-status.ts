import { queryOptions, useQuery } from '@tanstack/react-query';
import { DevStatusSchema } from '@cleardocket/domain/dev/contract';
import { api } from '~/lib/api-client';

/**
 * Whether this visitor may use the developer pages, asked of the server, the one judge: it answers
 * in development, and to operators otherwise; anyone else gets 404 (docs/dev-routes.md).
 */
function getDevStatusQueryOptions(enabled: boolean) {
  return queryOptions({
    enabled,
    queryKey: ['dev-tools', 'status'],
    queryFn: () => api.get('/api/dev/status', DevStatusSchema, { redirectOnUnauthorized: false }),
    // A 404 is the answer, not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });
}

/** `enabled: false` when the answer is already known (the server sent this URL as Page Not Found). */
export function useDevStatus(enabled = true) {
  return useQuery(getDevStatusQueryOptions(enabled));
}
