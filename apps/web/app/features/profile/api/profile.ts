import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import type { AddressInput, AddressUpdate, ProfileUpdate } from '@cleardocket/domain/profile/address';
import { ApiError, api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { sessionQueryKey } from '~/hooks/use-session';

export type Address = {
  id: string;
  label: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isPrimary: boolean;
};

export type Profile = {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  pendingPhoneNumber: string | null;
  telephone_verified: boolean;
  addresses: Address[];
  is_admin: boolean;
  user_friendly_id: string;
  created_at: string;
  updated_at: string;
  last_sync: string | null;
};

const OPTIONS = { useServerMessage: true } as const;
export const profileQueryKey = ['profile'] as const;

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: () => api.get<Profile>('/api/profile') });
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
    (body: ProfileUpdate) => api.patch('/api/profile', body, OPTIONS),
    PROFILE_TOASTS.profileUpdated,
    PROFILE_TOASTS.profileUpdateFailed,
  );

export const useAddAddress = () =>
  useProfileMutation(
    (body: AddressInput) => api.post('/api/profile/addresses', body, OPTIONS),
    PROFILE_TOASTS.addressAdded,
    PROFILE_TOASTS.addressAddFailed,
  );

export const useUpdateAddress = () =>
  useProfileMutation(
    ({ id, ...body }: AddressUpdate & { id: string }) => api.patch(`/api/profile/addresses/${id}`, body, OPTIONS),
    PROFILE_TOASTS.addressUpdated,
    PROFILE_TOASTS.addressUpdateFailed,
  );

export const useDeleteAddress = () =>
  useProfileMutation(
    (id: string) => api.delete(`/api/profile/addresses/${id}`, OPTIONS),
    PROFILE_TOASTS.addressDeleted,
    PROFILE_TOASTS.addressDeleteFailed,
  );

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) => api.post('/api/identity/phone/send-code', { phoneNumber }, OPTIONS),
    onError: (error) =>
      toast({ title: PROFILE_TOASTS.sendCodeFailed, description: error.message, variant: 'destructive' }),
  });

export const useVerifyPhone = () =>
  useProfileMutation(
    (code: string) => api.post('/api/identity/phone/verify', { code }, OPTIONS),
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
    mutationFn: () => api.post<Profile>('/api/profile/sync', {}, OPTIONS),
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
