import { RunTaskResponseSchema } from '@cleardocket/domain/removal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { requestKeys } from './requests-api';

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
