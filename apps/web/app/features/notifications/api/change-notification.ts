import type { NotificationPage, UnreadCount } from '@cleardocket/domain/notifications/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './notifications-api';
import { notificationKeys } from './notifications-api';

type Change = { kind: 'read'; id: string } | { kind: 'read-all' } | { kind: 'delete'; id: string };

function applyChange(page: NotificationPage, change: Change): NotificationPage {
  if (change.kind === 'read-all')
    return { ...page, notifications: page.notifications.map((item) => ({ ...item, isRead: true })) };
  if (change.kind === 'read') {
    return {
      ...page,
      notifications: page.notifications.map((item) => (item.id === change.id ? { ...item, isRead: true } : item)),
    };
  }
  return {
    ...page,
    notifications: page.notifications.filter((item) => item.id !== change.id),
    total: Math.max(0, page.total - 1),
  };
}

function unreadDelta(pages: NotificationPage[], change: Change): number {
  if (change.kind === 'read-all') return -Infinity;
  const item = pages.flatMap((page) => page.notifications).find((candidate) => candidate.id === change.id);
  return item && !item.isRead ? -1 : 0;
}

/**
 * Read, read-all and delete, applied at once and rolled back with a toast if the server refuses
 * (spec §4 "optimistic changes"). The unread count never goes below 0.
 */
export function useNotificationChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      if (change.kind === 'read-all')
        return api.patch(`/api/users/${userId}/notifications/mark-all-read`, NoContentSchema, undefined, OPTIONS);
      if (change.kind === 'read')
        return api.patch(`/api/users/${userId}/notifications/${change.id}/read`, NoContentSchema, undefined, OPTIONS);
      return api.delete(`/api/users/${userId}/notifications/${change.id}`, NoContentSchema, OPTIONS);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all(userId) });
      const lists = queryClient.getQueriesData<NotificationPage>({
        queryKey: [...notificationKeys.all(userId), 'list'],
      });
      const unread = queryClient.getQueryData<UnreadCount>(notificationKeys.unread(userId));
      const delta = unreadDelta(
        lists.flatMap(([, page]) => (page ? [page] : [])),
        change,
      );
      for (const [key, page] of lists) if (page) queryClient.setQueryData(key, applyChange(page, change));
      if (unread)
        queryClient.setQueryData(notificationKeys.unread(userId), { count: Math.max(0, unread.count + delta) });
      return { lists, unread };
    },
    onError: (error, _change, context) => {
      for (const [key, page] of context?.lists ?? []) queryClient.setQueryData(key, page);
      if (context?.unread) queryClient.setQueryData(notificationKeys.unread(userId), context.unread);
      toast({ title: 'Could not update notifications', description: error.message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}
