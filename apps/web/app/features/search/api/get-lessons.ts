import { queryOptions, useQuery } from '@tanstack/react-query';
import { LessonsSchema } from '@cleardocket/domain/protected-profiles/contract';
import { api } from '~/lib/api-client';

/** What a listing the member confirmed can add to its profile (nothing until "This is me"). */
export function getLessonsQueryOptions(resultId: string) {
  return queryOptions({
    queryKey: ['search', 'lessons', resultId],
    queryFn: () => api.get(`/api/search/results/${resultId}/lessons`, LessonsSchema),
  });
}

export function useLessons(resultId: string) {
  return useQuery(getLessonsQueryOptions(resultId));
}
