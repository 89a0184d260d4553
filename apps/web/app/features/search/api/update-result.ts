import { SearchResultResponseSchema } from '@cleardocket/domain/search/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './search-keys';
import { searchKeys } from './search-keys';

export type ResultAction =
  | { kind: 'ignore'; id: string }
  | { kind: 'unignore'; id: string }
  | { kind: 'save'; id: string; saved: boolean }
  | { kind: 'feedback'; id: string; feedback: 'me' | 'not_me' | null };

/** Ignore (and its undo), save and "This is me / Not me"; every list and count is refreshed after. */
export function useResultAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ResultAction) => {
      const base = `/api/search/results/${action.id}`;
      if (action.kind === 'ignore') return api.post(`${base}/ignore`, SearchResultResponseSchema, undefined, OPTIONS);
      if (action.kind === 'unignore') return api.delete(`${base}/ignore`, SearchResultResponseSchema, OPTIONS);
      if (action.kind === 'save')
        return api.put(`${base}/saved`, SearchResultResponseSchema, { saved: action.saved }, OPTIONS);
      return api.put(`${base}/feedback`, SearchResultResponseSchema, { feedback: action.feedback }, OPTIONS);
    },
    onError: (error) =>
      toast({ title: 'Could not update the result', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
