import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import type { AddressInput, AddressUpdate, ProfileUpdate } from '@cleardocket/domain/profile/address';
import { AddressSchema, ProfileSchema } from '@cleardocket/domain/profile/contract';
import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import { NoContentSchema, OkSchema } from '@cleardocket/domain/wire';
import { ApiError, api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { sessionQueryKey } from '~/hooks/use-session';

const OPTIONS = { useServerMessage: true } as const;
const profileQueryKey = ['profile'] as const;

function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: () => api.get('/api/profile', ProfileSchema) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

/** A profile mutation: refreshes the profile (and session), and says how it went in a toast. */
function useProfileMutation<TBody>(fn: (body: TBody) => Promise<unknown>, success: string, failure: string) {
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

export const useUpdateProfile = () =>
  useProfileMutation(
    (body: ProfileUpdate) => api.patch('/api/profile', ProfileSchema, body, OPTIONS),
    PROFILE_TOASTS.profileUpdated,
    PROFILE_TOASTS.profileUpdateFailed,
  );

export const useAddAddress = () =>
  useProfileMutation(
    (body: AddressInput) => api.post('/api/profile/addresses', AddressSchema, body, OPTIONS),
    PROFILE_TOASTS.addressAdded,
    PROFILE_TOASTS.addressAddFailed,
  );

export const useUpdateAddress = () =>
  useProfileMutation(
    ({ id, ...body }: AddressUpdate & { id: string }) =>
      api.patch(`/api/profile/addresses/${id}`, AddressSchema, body, OPTIONS),
    PROFILE_TOASTS.addressUpdated,
    PROFILE_TOASTS.addressUpdateFailed,
  );

export const useDeleteAddress = () =>
  useProfileMutation(
    (id: string) => api.delete(`/api/profile/addresses/${id}`, NoContentSchema, OPTIONS),
    PROFILE_TOASTS.addressDeleted,
    PROFILE_TOASTS.addressDeleteFailed,
  );

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) => api.post('/api/identity/phone/send-code', OkSchema, { phoneNumber }, OPTIONS),
    onError: (error) =>
      toast({ title: PROFILE_TOASTS.sendCodeFailed, description: error.message, variant: 'destructive' }),
  });

export const useVerifyPhone = () =>
  useProfileMutation(
    (code: string) => api.post('/api/identity/phone/verify', FlowResultSchema, { code }, OPTIONS),
    PROFILE_TOASTS.phoneVerified,
    PROFILE_TOASTS.verificationFailed,
  );

/**
 * Profile sync (spec §4): idle → syncing → success | error; a network failure is retried once
 * after 5 seconds.
 */
export function useProfileSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/profile/sync', ProfileSchema, {}, OPTIONS),
    retry: (failureCount, error) => error instanceof ApiError && error.category === 'network' && failureCount < 1,
    retryDelay: 5000,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      toast({ title: PROFILE_TOASTS.profileRefreshed, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: PROFILE_TOASTS.profileRefreshFailed, description: error.message, variant: 'destructive' }),
  });
}
