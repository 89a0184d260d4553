import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConsentSchema } from '@cleardocket/domain/protected-profiles/consent';
import type { ConsentRequest } from '@cleardocket/domain/protected-profiles/consent';
import { api } from '~/lib/api-client';

const consentKey = (profileId: string) => ['protected-profiles', profileId, 'consent'] as const;

/** The consent behind a family member's or business's profile (issue 32 item 4). */
export const useProfileConsent = (profileId: string) =>
  useQuery({
    queryKey: consentKey(profileId),
    queryFn: () => api.get(`/api/protected-profiles/${profileId}/consent`, ConsentSchema),
  });

/** Sends the person a confirmation link, or records the member's attested role. */
export function useRequestConsent(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentRequest) =>
      api.post(`/api/protected-profiles/${profileId}/consent`, ConsentSchema, input, { useServerMessage: true }),
    onSuccess: (consent) => {
      client.setQueryData(consentKey(profileId), consent);
      void client.invalidateQueries({ queryKey: ['protected-profiles'] });
    },
  });
}
