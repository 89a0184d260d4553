import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NotificationType } from '@cleardocket/domain/notifications/notifications';
import { cn } from '~/lib/cn';
import type { Notification } from '@cleardocket/domain/notifications/contract';
import { formatMoment } from '~/lib/dates';

const ICONS: Record<NotificationType, ReactNode> = {
  info: <Info aria-hidden="true" className="size-5 text-sky-700" />,
  success: <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />,
  warning: <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />,
  error: <XCircle aria-hidden="true" className="size-5 text-red-700" />,
};

export type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onRemove: (notification: Notification) => void;
};

/** One notification: icon by type, title, two-line message, short date, remove button. */
export function NotificationItem({ notification, onOpen, onRemove }: NotificationItemProps) {
  return (
    <li className={cn('flex gap-3 border-b border-ink-100 p-3', notification.isRead ? 'bg-white' : 'bg-brand-50')}>
      <span className="mt-0.5 shrink-0">{ICONS[notification.type]}</span>
      <button type="button" onClick={() => onOpen(notification)} className="min-w-0 flex-1 text-left">
        <span className="block font-semibold text-ink-900">
          {notification.title}
          {notification.isRead ? null : <span className="sr-only"> (unread)</span>}
        </span>
        <span className="line-clamp-2 block text-sm text-ink-700">{notification.message}</span>
        <span className="mt-1 block text-xs text-ink-600">
          {formatMoment(notification.createdAt)}
          {notification.link ? ' · Click to view' : ''}
        </span>
      </button>
      <button
        type="button"
        onClick={() => onRemove(notification)}
        aria-label={`Remove notification: ${notification.title}`}
        className="self-start rounded p-1 text-ink-600 hover:bg-ink-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
