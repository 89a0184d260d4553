import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileFactsResponseSchema } from '@cleardocket/domain/protected-profiles/contract';
import type { LessonsWire } from '@cleardocket/domain/protected-profiles/contract';
import { api } from '~/lib/api-client';
import { getLessonsQueryOptions } from './get-lessons';

/** Adds the chosen lessons of a confirmed listing to its profile's facts. */
export function useLearn(resultId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chosen: LessonsWire) =>
      api.post(`/api/search/results/${resultId}/lessons`, ProfileFactsResponseSchema, chosen, {
        useServerMessage: true,
      }),
    onSuccess: (saved) => {
      // The protected-profiles feature's facts query (its get-profile-facts key): the profile page shows them.
      client.setQueryData(['protected-profiles', saved.profile.id, 'facts'], saved);
      void client.invalidateQueries({ queryKey: getLessonsQueryOptions(resultId).queryKey });
    },
  });
}
