import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_INTERVAL_MS } from '@cleardocket/domain/constants';
import {
  NotificationCategoryListSchema,
  NotificationPageSchema,
  NotificationPreferenceListSchema,
  UnreadCountSchema,
} from '@cleardocket/domain/notifications/contract';
import type { NotificationPage, NotificationPreference, UnreadCount } from '@cleardocket/domain/notifications/contract';
import type { NotificationType } from '@cleardocket/domain/notifications/notifications';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

export type ListFilter = { page: number; pageSize: number; read?: boolean; type?: NotificationType };

const OPTIONS = { useServerMessage: true } as const;
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string, filter: ListFilter) => ['notifications', userId, 'list', filter] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};

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

export function usePreferences(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.preferences(userId),
      queryFn: () => api.get(`/api/users/${userId}/notification-preferences`, NotificationPreferenceListSchema),
    }),
  );
}

export function useCategories() {
  return useQuery(
    queryOptions({
      queryKey: ['notification-categories'],
      queryFn: () => api.get('/api/notification-categories', NotificationCategoryListSchema),
    }),
  );
}

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

/**
 * The live stream (Server-Sent Events): when the server says the unread count changed, the count
 * is set and the lists refetch at once. Only while the page is visible, like polling; if the
 * stream cannot stay open the browser gives up on it and the 30-second polling carries on alone.
 */
export function useNotificationStream(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let failures = 0;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      if (source || document.visibilityState !== 'visible' || failures >= STREAM_MAX_FAILURES) return;
      source = new EventSource(`/api/users/${userId}/notifications/stream`);
      source.addEventListener('unread', (event) => {
        failures = 0;
        const unread = readUnreadEvent(event);
        if (!unread) return;
        const { count } = unread;
        const previous = queryClient.getQueryData<UnreadCount>(notificationKeys.unread(userId));
        queryClient.setQueryData(notificationKeys.unread(userId), { count });
        if (previous && previous.count !== count) {
          // A moment's delay: the change that caused the event (a password change, say) may rotate
          // this browser's session, and its response with the new cookie is still on the way.
          if (refresh) clearTimeout(refresh);
          refresh = setTimeout(() => {
            void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all(userId), 'list'] });
          }, STREAM_REFRESH_DELAY_MS);
        }
      });
      source.onerror = () => {
        failures += 1;
        if (failures >= STREAM_MAX_FAILURES) close();
      };
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (refresh) clearTimeout(refresh);
      close();
    };
  }, [userId, queryClient]);
}

/** The data of an `unread` event, parsed with the contract; anything else is ignored (polling carries on). */
function readUnreadEvent(event: Event): UnreadCount | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    const parsed = UnreadCountSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const STREAM_MAX_FAILURES = 3;
const STREAM_REFRESH_DELAY_MS = 1000;
