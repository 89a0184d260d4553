import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileFactsResponseSchema } from '@cleardocket/domain/protected-profiles/contract';
import { api } from '~/lib/api-client';

/**
 * One profile with its facts (and, for the member themself, what their account adds): what scans
 * search for and are judged by (issue 17).
 */
export function getProfileFactsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['protected-profiles', id, 'facts'],
    queryFn: () => api.get(`/api/search/profiles/${id}/facts`, ProfileFactsResponseSchema),
  });
}

export function useProfileFacts(id: string) {
  return useQuery(getProfileFactsQueryOptions(id));
}
