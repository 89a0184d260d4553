import type { z } from 'zod/mini';
import type { OutboxSchema } from '@cleardocket/domain/outbox/contract';
import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';
import type { useOutbox } from '../api/get-outbox';

type OutboxMessage = z.infer<typeof OutboxSchema>['messages'][number];

function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <li className="min-w-0 rounded-lg border border-ink-200 bg-white p-4">
      <p className="text-sm break-words text-ink-700">
        {message.channel === 'email' ? 'Email' : 'SMS'} to <span className="break-all">{message.recipient}</span> ·{' '}
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
      </p>
      {message.subject ? <p className="mt-1 font-semibold break-words">{message.subject}</p> : null}
      <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{message.body}</pre>
    </li>
  );
}

/**
 * The outbox's messages, newest first, with its loading, error and empty states: the development
 * reader (/dev/outbox) and the operator console's Outbox section show the same list.
 */
export function OutboxMessages({
  outbox,
  filtered = false,
}: {
  outbox: ReturnType<typeof useOutbox>;
  filtered?: boolean;
}) {
  if (outbox.isPending) return <Spinner label="Loading the messages" />;
  if (outbox.isError)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        We could not load the messages. {outbox.error.message}
      </p>
    );
  if (outbox.data.messages.length === 0)
    return <p className="text-ink-700">{filtered ? 'No messages to this recipient yet.' : 'No messages yet.'}</p>;
  return (
    <ul className="grid gap-4" aria-label="Messages">
      {outbox.data.messages.map((message) => (
        <OutboxItem key={message.id} message={message} />
      ))}
    </ul>
  );
}
