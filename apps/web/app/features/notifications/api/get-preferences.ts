import { NotificationPreferenceListSchema } from '@cleardocket/domain/notifications/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { notificationKeys } from './notifications-api';

export function usePreferences(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.preferences(userId),
      queryFn: () => api.get(`/api/users/${userId}/notification-preferences`, NotificationPreferenceListSchema),
    }),
  );
}
