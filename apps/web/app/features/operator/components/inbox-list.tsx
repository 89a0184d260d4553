import { useState } from 'react';
import type { InboxMessage } from '@cleardocket/domain/contact/contract';
import { Button, buttonClasses } from '~/components/ui/button';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import { formatMoment } from '~/lib/dates';
import { useInbox } from '../api/get-inbox';
import { useInboxAction } from '../api/inbox-action';
import type { InboxState } from '../api/get-inbox';
import { ConsolePager } from './console-pager';
import { ListState } from './console-states';

const STATES: { value: InboxState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];
const isState = (value: string): value is InboxState => STATES.some((state) => state.value === value);

/** A reply in the operator's own mail program, to the sender, about their topic. */
const replyHref = (message: InboxMessage) =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.topic}`)}`;

function InboxItem({ message }: { message: InboxMessage }) {
  const action = useInboxAction();
  const headingId = `inbox-${message.id}`;
  const handled = message.handledAt !== null;
  return (
    <li aria-labelledby={headingId} className="grid min-w-0 gap-2 rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {message.topic}
        </h2>
        <span
          className={
            handled
              ? 'rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900'
              : 'rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900'
          }
        >
          {handled ? 'Handled' : 'Open'}
        </span>
      </div>
      <p className="text-sm break-words text-ink-700">
        From {message.name} &lt;<span className="break-all">{message.email}</span>&gt; ·{' '}
        {formatMoment(message.createdAt)}
      </p>
      {/* The sender's words as plain text: React escapes them, and line breaks are kept. */}
      <p className="break-words whitespace-pre-wrap">{message.message}</p>
      {handled && message.handledAt ? (
        <p className="text-sm text-ink-700">
          Handled {message.handledBy ? `by ${message.handledBy} ` : ''}on {formatMoment(message.handledAt)}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <a href={replyHref(message)} className={buttonClasses('outline', 'sm')}>
          Reply by email
        </a>
        <Button
          size="sm"
          variant={handled ? 'outline' : 'primary'}
          disabled={action.isPending}
          onClick={() => action.mutate({ id: message.id, handled: !handled })}
        >
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </div>
    </li>
  );
}

/** Messages from the contact form, newest first; open ones until someone marks them handled. */
export function InboxList() {
  const [filter, setFilter] = useState<{ state: InboxState; page: number }>({ state: 'open', page: 1 });
  const inbox = useInbox(filter);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <FilterField label="Show">
          <select
            value={filter.state}
            onChange={(event) => isState(event.target.value) && setFilter({ state: event.target.value, page: 1 })}
            className={FILTER_CONTROL}
          >
            {STATES.map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <ListState
        noun={filter.state === 'all' ? 'messages' : `${filter.state} messages`}
        isPending={inbox.isPending}
        error={inbox.error}
        count={inbox.data?.total}
        filtered={false}
      />
      <ul className="grid gap-3" aria-label="Messages">
        {(inbox.data?.messages ?? []).map((message) => (
          <InboxItem key={message.id} message={message} />
        ))}
      </ul>
      {inbox.data ? (
        <ConsolePager
          label="Message pages"
          page={inbox.data.page}
          pageSize={inbox.data.pageSize}
          total={inbox.data.total}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      ) : null}
    </div>
  );
}
