import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { sessionQueryKey } from '~/hooks/use-session';

export type AccountSession = {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  isCurrent: boolean;
};
export type Activity = { id: string; activityType: string; description: string; createdAt: string };

const OPTIONS = { useServerMessage: true } as const;
const sessionsKey = ['account', 'sessions'] as const;
const activityKey = ['account', 'activity'] as const;

export function useAccountSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: () => api.get<{ sessions: AccountSession[] }>('/api/account/sessions'),
    }),
  );
}

export function useActivity() {
  return useQuery(
    queryOptions({ queryKey: activityKey, queryFn: () => api.get<{ activity: Activity[] }>('/api/account/activity') }),
  );
}

function useAccountMutation<TBody, TResult>(fn: (body: TBody) => Promise<TResult>, success?: string) {
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

export const useRevokeSession = () =>
  useAccountMutation((id: string) => api.delete(`/api/account/sessions/${id}`, OPTIONS), 'Session signed out');

export const useChangePassword = () =>
  useAccountMutation(
    (body: { currentPassword: string; newPassword: string }) => api.post('/api/account/password', body, OPTIONS),
    'Password changed',
  );

export const useStartTwoFactor = () =>
  useAccountMutation((password: string) =>
    api.post<{ totpUri: string; recoveryCodes: string[] }>('/api/account/two-factor/start', { password }, OPTIONS),
  );

export const useConfirmTwoFactor = () =>
  useAccountMutation(
    (code: string) => api.post('/api/account/two-factor/confirm', { code }, OPTIONS),
    'Two-factor authentication is on',
  );

export const useDisableTwoFactor = () =>
  useAccountMutation(
    (password: string) => api.post('/api/account/two-factor/disable', { password }, OPTIONS),
    'Two-factor authentication is off',
  );

/** Downloads everything held on the member as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<unknown>('/api/account/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cleardocket-my-data.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const deleteMyAccount = (confirmation: string) => api.post('/api/account/delete', { confirmation }, OPTIONS);
