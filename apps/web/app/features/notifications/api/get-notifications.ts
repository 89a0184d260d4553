import { NOTIFICATION_POLL_INTERVAL_MS } from '@cleardocket/domain/constants';
import { NotificationPageSchema } from '@cleardocket/domain/notifications/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { ListFilter } from './notifications-api';
import { notificationKeys } from './notifications-api';

function listUrl(userId: string, filter: ListFilter): string {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.read !== undefined) query.set('read', String(filter.read));
  if (filter.type) query.set('type', filter.type);
  return `/api/users/${userId}/notifications?${query.toString()}`;
}

/** Polls every 30 s while the page is visible; TanStack Query pauses it in background tabs. */
export function useNotifications(userId: string, filter: ListFilter) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(userId, filter),
      queryFn: () => api.get(listUrl(userId, filter), NotificationPageSchema),
      refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
      staleTime: 0,
    }),
  );
}
