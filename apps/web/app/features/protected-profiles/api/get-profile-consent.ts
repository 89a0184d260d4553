import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConsentSchema } from '@cleardocket/domain/protected-profiles/consent';
import { api } from '~/lib/api-client';

/** The consent behind a family member's or business's profile (issue 32 item 4). */
export function getProfileConsentQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['protected-profiles', profileId, 'consent'],
    queryFn: () => api.get(`/api/protected-profiles/${profileId}/consent`, ConsentSchema),
  });
}

export function useProfileConsent(profileId: string) {
  return useQuery(getProfileConsentQueryOptions(profileId));
}
