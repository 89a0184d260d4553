import { RunTaskResponseSchema } from '@cleardocket/domain/removal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { keys } from './get-runner-tasks';

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
