import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConsentSchema } from '@cleardocket/domain/protected-profiles/consent';
import type { ConsentRequest } from '@cleardocket/domain/protected-profiles/consent';
import { api } from '~/lib/api-client';
import { getProfileConsentQueryOptions } from './get-profile-consent';

/** Sends the person a confirmation link, or records the member's attested role. */
export function useRequestConsent(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentRequest) =>
      api.post(`/api/protected-profiles/${profileId}/consent`, ConsentSchema, input, { useServerMessage: true }),
    onSuccess: (consent) => {
      client.setQueryData(getProfileConsentQueryOptions(profileId).queryKey, consent);
      void client.invalidateQueries({ queryKey: ['protected-profiles'] });
    },
  });
}
