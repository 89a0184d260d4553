import { UnreadCountSchema } from '@cleardocket/domain/notifications/contract';
import type { UnreadCount } from '@cleardocket/domain/notifications/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from './notifications-api';

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
