import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '~/hooks/use-session';
import { toast } from '~/lib/toast';

export const profileQueryKey = ['profile'] as const;

export const OPTIONS = { useServerMessage: true } as const;

/** A profile mutation: refreshes the profile (and session), and says how it went in a toast. */
export function useProfileMutation<TBody>(fn: (body: TBody) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast({ title: success, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
    onError: (error) => toast({ title: failure, description: error.message, variant: 'destructive' }),
  });
}
