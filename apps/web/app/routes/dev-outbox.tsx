import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useOutbox } from '~/features/outbox/api/get-outbox';

/** The outbox: every email and SMS not sent for real (development, and admins in production). */
export default function DevOutbox() {
  const outbox = useOutbox();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta title="Outbox" description="Messages stored instead of sent." path={paths.devOutbox.path} noindex />
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-ink-700">
        Email and text messages the app would have sent. It refreshes every 5 seconds.
      </p>
      {outbox.isPending ? <Spinner /> : null}
      {outbox.isError ? (
        <p role="alert" className="mt-6">
          {outbox.error.message}
        </p>
      ) : null}
      {outbox.data?.messages.length === 0 ? <p className="mt-6">No messages yet.</p> : null}
      <ul className="mt-6 grid gap-4">
        {outbox.data?.messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-ink-200 p-4">
            <p className="text-sm text-ink-600">
              {message.channel === 'email' ? 'Email' : 'SMS'} to {message.recipient} ·{' '}
              {new Date(message.createdAt).toLocaleString()}
            </p>
            {message.subject ? <p className="mt-1 font-semibold">{message.subject}</p> : null}
            <pre className="mt-2 font-sans whitespace-pre-wrap">{message.body}</pre>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
