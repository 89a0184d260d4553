import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSession, signOut as endSession } from '~/lib/session-api';
import type { SessionUser } from '@cleardocket/domain/identity/contract';

/**
 * The signed-in session, read in one place (header, route guards, home redirect), from the
 * server (`lib/session-api.ts`).
 */
export type Session =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: SessionUser };

export const sessionQueryKey = ['session'] as const;

function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
  });
}

export function useSession(): Session & { signOut: () => Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery(getSessionQueryOptions());
  const signOutMutation = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
  const signOut = async () => {
    await signOutMutation.mutateAsync();
  };
  if (query.isPending) return { status: 'loading', user: null, signOut };
  const user = query.data?.user ?? null;
  return user ? { status: 'signed-in', user, signOut } : { status: 'signed-out', user: null, signOut };
}
