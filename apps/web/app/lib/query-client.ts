import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE } from '@cleardocket/domain/constants';

/** Query defaults from spec §9: stale after 5 min, kept 10 min, 1 retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: QUERY_CACHE.retry,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
      },
    },
  });
}
