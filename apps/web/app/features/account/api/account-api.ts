import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '~/hooks/use-session';
import { toast } from '~/lib/toast';

export const OPTIONS = { useServerMessage: true } as const;

export function useAccountMutation<TBody, TResult>(fn: (body: TBody) => Promise<TResult>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      if (success) toast({ title: success, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
