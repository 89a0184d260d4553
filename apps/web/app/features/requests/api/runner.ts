import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RequestRunsSchema, RunTaskResponseSchema } from '@cleardocket/domain/removal/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { requestKeys } from './requests';

const runnerKeys = { request: (takedownId: string) => ['requests', 'runs', takedownId] as const };

/** The runner's filings of one takedown request: runs, their steps, and the member's tasks. */
export const useRequestRuns = (takedownId: string) =>
  useQuery({
    queryKey: runnerKeys.request(takedownId),
    queryFn: () => api.get(`/api/removal-runner/requests/${takedownId}`, RequestRunsSchema, { useServerMessage: true }),
    // Runs move in the background: look again while the page is open.
    refetchInterval: 5000,
    refetchIntervalInBackground: false,
  });

/** The member did the step a site keeps for a person, or approved a filing. */
export function useCompleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; kind: string }) =>
      api.post(`/api/removal-runner/tasks/${input.id}/done`, RunTaskResponseSchema, {}, { useServerMessage: true }),
    onSuccess: (_data, input) =>
      toast({
        title: input.kind === 'approval' ? 'Filing approved' : 'Thank you',
        description: 'We carry on from here; the timeline shows each step.',
        variant: 'success',
      }),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
