import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountExportSchema,
  AccountSessionListSchema,
  TwoFactorSetupSchema,
} from '@cleardocket/domain/account/contract';
import type { ChangePasswordBody } from '@cleardocket/domain/account/contract';
import { NoContentSchema, OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { sessionQueryKey } from '~/hooks/use-session';
import type { DisableTwoFactorBody } from '@cleardocket/domain/account/contract';

const OPTIONS = { useServerMessage: true } as const;
const sessionsKey = ['account', 'sessions'] as const;

export function useAccountSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: () => api.get('/api/account/sessions', AccountSessionListSchema),
    }),
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
  useAccountMutation(
    (id: string) => api.delete(`/api/account/sessions/${id}`, NoContentSchema, OPTIONS),
    'Session signed out',
  );

export const useChangePassword = () =>
  useAccountMutation(
    (body: ChangePasswordBody) => api.post('/api/account/password', OkSchema, body, OPTIONS),
    'Password changed',
  );

export const useStartTwoFactor = () =>
  useAccountMutation((password: string) =>
    api.post('/api/account/two-factor/start', TwoFactorSetupSchema, { password }, OPTIONS),
  );

export const useConfirmTwoFactor = () =>
  useAccountMutation(
    (code: string) => api.post('/api/account/two-factor/confirm', OkSchema, { code }, OPTIONS),
    'Two-factor authentication is on',
  );

export const useDisableTwoFactor = () =>
  useAccountMutation(
    (body: DisableTwoFactorBody) => api.post('/api/account/two-factor/disable', OkSchema, body, OPTIONS),
    'Two-factor authentication is off',
  );

/** Downloads everything held on the member as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get('/api/account/export', AccountExportSchema);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cleardocket-my-data.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const deleteMyAccount = (confirmation: string) =>
  api.post('/api/account/delete', OkSchema, { confirmation }, OPTIONS);
