import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LessonsSchema,
  ProfileFactsResponseSchema,
  ProtectedProfileListSchema,
  ProtectedProfileSchema,
} from '@cleardocket/domain/protected-profiles/contract';
import type { LessonsWire } from '@cleardocket/domain/protected-profiles/contract';
import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';
import { api } from '~/lib/api-client';

/** The profiles a scan can be for and their facts (issue 17): what scans search for and are judged by. */
const OPTIONS = { useServerMessage: true } as const;
const profileKeys = {
  list: ['protected-profiles'] as const,
  facts: (id: string) => ['protected-profiles', id, 'facts'] as const,
  lessons: (resultId: string) => ['search', 'lessons', resultId] as const,
};

/** The people and businesses the member protects (the member themself once they have scanned). */
export const useProfiles = () =>
  useQuery({
    queryKey: profileKeys.list,
    queryFn: () => api.get('/api/protected-profiles', ProtectedProfileListSchema),
  });

/** Adds a family member or a business (refused with the plan's message beyond its number). */
export function useAddProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.post('/api/protected-profiles', ProtectedProfileSchema, input, OPTIONS),
    onSuccess: () => void client.invalidateQueries({ queryKey: profileKeys.list }),
  });
}

/** One profile with its facts (and, for the member themself, what their account adds). */
export const useProfileFacts = (id: string) =>
  useQuery({
    queryKey: profileKeys.facts(id),
    queryFn: () => api.get(`/api/search/profiles/${id}/facts`, ProfileFactsResponseSchema),
  });

export function useSaveProfileFacts(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facts: ProfileFacts) =>
      api.put(`/api/search/profiles/${id}/facts`, ProfileFactsResponseSchema, facts, OPTIONS),
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.facts(id), saved);
      void client.invalidateQueries({ queryKey: ['search', 'settings'] });
    },
  });
}

/** What a listing the member confirmed can add to its profile (nothing until "This is me"). */
export const useLessons = (resultId: string) =>
  useQuery({
    queryKey: profileKeys.lessons(resultId),
    queryFn: () => api.get(`/api/search/results/${resultId}/lessons`, LessonsSchema),
  });

export function useLearn(resultId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chosen: LessonsWire) =>
      api.post(`/api/search/results/${resultId}/lessons`, ProfileFactsResponseSchema, chosen, OPTIONS),
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.facts(saved.profile.id), saved);
      void client.invalidateQueries({ queryKey: profileKeys.lessons(resultId) });
    },
  });
}
