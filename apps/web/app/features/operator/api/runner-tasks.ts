import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OperatorTasksSchema, RunTaskResponseSchema } from '@cleardocket/domain/removal/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

const keys = { tasks: ['operator', 'runner-tasks'] as const };

/** Open removal-runner tasks for the team: failed runs (needs attention) and human steps. */
export const useRunnerTasks = () =>
  useQuery({
    queryKey: keys.tasks,
    queryFn: () => api.get('/api/admin/removal-runner/tasks', OperatorTasksSchema),
    refetchInterval: 15_000,
  });

export function useCloseRunnerTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; retry: boolean }) =>
      api.post(
        `/api/admin/removal-runner/tasks/${input.id}/done`,
        RunTaskResponseSchema,
        { retry: input.retry },
        { useServerMessage: true },
      ),
    onSuccess: (_data, input) => toast({ title: input.retry ? 'Run queued again' : 'Task closed', variant: 'success' }),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.tasks }),
  });
}
