import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@cleardocket/domain/notifications/notifications';
import type { NotificationType } from '@cleardocket/domain/notifications/notifications';
import { Button } from '~/components/ui/button';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import { Pager } from '~/components/ui/pager';
import { Spinner } from '~/components/ui/spinner';
import { useSession } from '~/hooks/use-session';
import { useNotificationChange } from '../api/change-notification';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

const PAGE_SIZE = 20;
const READ_FILTERS = ['all', 'unread', 'read'] as const;

/** All notifications, filtered by read state and type, with bulk mark read and delete. */
export function AllNotifications() {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const navigate = useNavigate();
  const [read, setRead] = useState<(typeof READ_FILTERS)[number]>('all');
  const [type, setType] = useState<NotificationType | ''>('');
  const [page, setPage] = useState(1);
  const list = useNotifications(userId, {
    page,
    pageSize: PAGE_SIZE,
    read: read === 'all' ? undefined : read === 'read',
    type: type || undefined,
  });
  const change = useNotificationChange(userId);
  const items = list.data?.notifications ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <NotificationFilters
          read={read}
          type={type}
          onChange={(next) => {
            setRead(next.read);
            setType(next.type);
            setPage(1);
          }}
        />
        <Button variant="outline" onClick={() => change.mutate({ kind: 'read-all' })}>
          Mark all as read
        </Button>
        <Button
          variant="ghost"
          disabled={items.length === 0}
          onClick={() => {
            for (const item of items) change.mutate({ kind: 'delete', id: item.id });
          }}
        >
          Delete the ones shown
        </Button>
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p role="alert">{list.error.message}</p> : null}
      {list.data && items.length === 0 ? (
        <div className="mt-8 text-center">
          <p className="font-semibold">No notifications yet</p>
          <p className="text-ink-600">We&apos;ll notify you of important updates</p>
        </div>
      ) : null}
      <ul className="mt-6 rounded-lg border border-ink-200">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={(item) => {
              if (!item.isRead) change.mutate({ kind: 'read', id: item.id });
              if (item.link) void navigate(item.link);
            }}
            onRemove={(item) => change.mutate({ kind: 'delete', id: item.id })}
          />
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-4">
          <Pager
            label="Pages"
            page={page}
            hasNext={page < pages}
            onPage={setPage}
            status={`Page ${page} of ${pages}`}
          />
        </div>
      ) : null}
    </>
  );
}

type ReadFilter = (typeof READ_FILTERS)[number];

/** Which notifications the list shows: by read state and by type. */
function NotificationFilters({
  read,
  type,
  onChange,
}: {
  read: ReadFilter;
  type: NotificationType | '';
  onChange: (next: { read: ReadFilter; type: NotificationType | '' }) => void;
}) {
  return (
    <>
      <FilterField label="Show">
        <select
          value={read}
          onChange={(event) =>
            onChange({ read: READ_FILTERS.find((value) => value === event.target.value) ?? 'all', type })
          }
          className={FILTER_CONTROL}
        >
          <option value="all">All</option>
          <option value="unread">Unread</option>
          <option value="read">Read</option>
        </select>
      </FilterField>
      <FilterField label="Type">
        <select
          value={type}
          onChange={(event) =>
            onChange({ read, type: NOTIFICATION_TYPES.find((value) => value === event.target.value) ?? '' })
          }
          className={FILTER_CONTROL}
        >
          <option value="">Any</option>
          {NOTIFICATION_TYPES.map((value) => (
            <option key={value} value={value}>
              {NOTIFICATION_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </FilterField>
    </>
  );
}
