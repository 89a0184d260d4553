import * as Popover from '@radix-ui/react-popover';
import { Bell, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatUnreadBadge } from '@cleardocket/domain/notifications/notifications';
import { paths } from '~/config/paths';
import { useNotificationChange } from '../api/change-notification';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../api/notification-stream';
import { notificationKeys } from '../api/notifications-api';
import type { Notification } from '@cleardocket/domain/notifications/contract';
import { NotificationItem } from './notification-item';

const PANEL_FILTER = { page: 1, pageSize: 10 };

/** Refreshes at once when the page becomes visible again (polling pauses while it is hidden). */
function useRefreshOnVisible(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [queryClient, userId]);
}

export function NotificationBell({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const unread = useUnreadCount(userId);
  useNotificationStream(userId);
  const list = useNotifications(userId, PANEL_FILTER);
  const change = useNotificationChange(userId);
  useRefreshOnVisible(userId);
  const badge = formatUnreadBadge(unread.data ?? 0);

  const open = (notification: Notification) => {
    if (!notification.isRead) change.mutate({ kind: 'read', id: notification.id });
    if (notification.link) {
      setOpen(false);
      void navigate(notification.link);
    }
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      {/* The badge sits beside the button, not in it: the button's name carries the count. */}
      <span className="relative inline-flex">
        <Popover.Trigger
          aria-label={badge ? `Notifications, ${unread.data} unread` : 'Notifications'}
          className="rounded-md p-2 text-ink-800 hover:bg-ink-50"
        >
          <Bell aria-hidden="true" className="size-6" />
        </Popover.Trigger>
        {badge ? <UnreadBadge badge={badge} /> : null}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-96 max-w-[calc(100vw-1rem)] rounded-lg border border-ink-200 bg-white shadow-xl"
          aria-label="Notifications"
        >
          <PanelHeader
            hasUnread={Boolean(unread.data)}
            onReadAll={() => change.mutate({ kind: 'read-all' })}
            onClose={() => setOpen(false)}
          />
          {list.data && list.data.notifications.length > 0 ? (
            <ul className="max-h-96 overflow-y-auto">
              {list.data.notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={open}
                  onRemove={(item) => change.mutate({ kind: 'delete', id: item.id })}
                />
              ))}
            </ul>
          ) : (
            <div className="p-6 text-center">
              <p className="font-semibold">No notifications yet</p>
              <p className="text-sm text-ink-600">We&apos;ll notify you of important updates</p>
            </div>
          )}
          <div className="border-t border-ink-200 p-2">
            <Link
              to={paths.dashboardNotifications.getHref()}
              onClick={() => setOpen(false)}
              className="block rounded px-2 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-ink-50"
            >
              View all notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface PanelHeaderProps {
  hasUnread: boolean;
  onReadAll: () => void;
  onClose: () => void;
}

/** The panel's title, "Mark all as read" and the way to the notification settings. */
function PanelHeader({ hasUnread, onReadAll, onClose }: PanelHeaderProps) {
  return (
    <div className="flex items-center justify-between border-b border-ink-200 p-3">
      <h2 className="font-semibold">Notifications</h2>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="rounded px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-ink-50 disabled:opacity-50"
          disabled={!hasUnread}
          onClick={onReadAll}
        >
          Mark all as read
        </button>
        <Link
          to={paths.dashboardNotificationSettings.getHref()}
          onClick={onClose}
          aria-label="Notification settings"
          className="rounded p-1 hover:bg-ink-50"
        >
          <Settings aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

/** The unread count beside the bell, hidden from assistive technology: the button's name says it. */
function UnreadBadge({ badge }: { badge: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className="pointer-events-none absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold text-white"
    >
      {badge}
    </span>
  );
}
