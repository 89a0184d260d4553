import { ProfileSchema } from '@cleardocket/domain/profile/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { profileQueryKey } from './profile-api';

function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: () => api.get('/api/profile', ProfileSchema) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
