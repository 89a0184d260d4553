import { NOTIFICATION_POLL_INTERVAL_MS } from '@cleardocket/domain/constants';
import { UnreadCountSchema } from '@cleardocket/domain/notifications/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { notificationKeys } from './notifications-api';

export function useUnreadCount(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.unread(userId),
      queryFn: () => api.get(`/api/users/${userId}/notifications/unread-count`, UnreadCountSchema),
      refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
      staleTime: 0,
      select: (data) => Math.max(0, data.count),
    }),
  );
}
