import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '~/hooks/use-session';

/** A mutation that refreshes the session when it succeeds (sign-in, verification). */
export function useIdentityMutation<TBody, TResult>(fn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
