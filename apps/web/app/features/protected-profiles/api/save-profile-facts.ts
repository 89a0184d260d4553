import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileFactsResponseSchema } from '@cleardocket/domain/protected-profiles/contract';
import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import { api } from '~/lib/api-client';
import { getProfileFactsQueryOptions } from './get-profile-facts';

export function useSaveProfileFacts(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facts: ProfileFacts) =>
      api.put(`/api/search/profiles/${id}/facts`, ProfileFactsResponseSchema, facts, { useServerMessage: true }),
    onSuccess: (saved) => {
      client.setQueryData(getProfileFactsQueryOptions(id).queryKey, saved);
      // The search feature's settings show the facts a scan uses.
      void client.invalidateQueries({ queryKey: ['search', 'settings'] });
    },
  });
}
