import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import { secretsKey } from './get-secrets';

export const OPTIONS = { useServerMessage: true } as const;

export function useSecretsMutation<TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  success: (result: TResult) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      toast({ title: success(result), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: secretsKey });
    },
  });
}
