import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import { ProfileSchema } from '@cleardocket/domain/profile/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS, profileQueryKey } from './profile-api';

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
