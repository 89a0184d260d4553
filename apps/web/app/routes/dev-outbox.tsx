import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { useOutbox } from '~/features/outbox/api/get-outbox';
import { OutboxMessages } from '~/features/outbox/components/outbox-messages';

/** The outbox: every email and SMS not sent for real (development, and admins in production). */
export default function DevOutbox() {
  const outbox = useOutbox();
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <PageMeta title="Outbox" description="Messages stored instead of sent." path={paths.devOutbox.path} noindex />
      <div>
        <h1 className="text-3xl font-bold">Outbox</h1>
        <p className="mt-2 text-ink-700">
          Email and text messages the app would have sent. It refreshes every 5 seconds.
        </p>
      </div>
      <OutboxMessages outbox={outbox} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
