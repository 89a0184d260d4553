import { NotificationPreferenceListSchema } from '@cleardocket/domain/notifications/contract';
import type { NotificationPreference } from '@cleardocket/domain/notifications/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './notifications-api';
import { notificationKeys } from './notifications-api';

export function useUpdatePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: NotificationPreference[]) =>
      api.patch(`/api/users/${userId}/notification-preferences`, NotificationPreferenceListSchema, changes, OPTIONS),
    onSuccess: (preferences) => {
      queryClient.setQueryData(notificationKeys.preferences(userId), preferences);
      toast({ title: 'Notification settings saved', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Could not save notification settings', description: error.message, variant: 'destructive' }),
  });
}
