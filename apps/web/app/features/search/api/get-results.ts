import { ResultPageSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { ResultFilter } from './search-keys';
import { searchKeys } from './search-keys';
import { resultsUrl } from './search-keys';

export function useResults(filter: ResultFilter, enabled = true) {
  return useQuery({
    queryKey: searchKeys.results(filter),
    queryFn: () => api.get(resultsUrl(filter), ResultPageSchema),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
