import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProtectedProfileListSchema } from '@cleardocket/domain/protected-profiles/contract';
import { api } from '~/lib/api-client';

/** The people and businesses the member protects (the member themself once they have scanned). */
export function getProfilesQueryOptions() {
  return queryOptions({
    queryKey: ['protected-profiles'],
    queryFn: () => api.get('/api/protected-profiles', ProtectedProfileListSchema),
  });
}

export function useProfiles() {
  return useQuery(getProfilesQueryOptions());
}
