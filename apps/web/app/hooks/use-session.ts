import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { clearSignedInStorage } from '~/lib/signed-in-storage';

/**
 * The signed-in session, read in one place (header, route guards, home redirect), from the
 * server: the session itself lives in an httpOnly cookie the page cannot read.
 */
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
};

export type Session =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: SessionUser };

export const sessionQueryKey = ['session'] as const;

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => api.get<{ user: SessionUser | null }>('/api/identity/session', { redirectOnUnauthorized: false }),
    staleTime: 60_000,
  });
}

export function useSession(): Session & { signOut: () => Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery(getSessionQueryOptions());
  const signOutMutation = useMutation({
    mutationFn: () => api.post('/api/identity/sign-out'),
    onSuccess: () => {
      clearSignedInStorage();
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
