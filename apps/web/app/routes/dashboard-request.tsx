import { useParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useRequestDetail } from '~/features/requests/api/requests';
import { useRequestRuns } from '~/features/requests/api/runner';
import { RemovalRun } from '~/features/requests/components/removal-run';
import { RemovalSteps } from '~/features/requests/components/removal-steps';
import { StatusBadge } from '~/features/requests/components/status-badge';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const ACTORS = { member: 'You', operator: 'ClearDocket team', system: 'ClearDocket' } as const;
const OUTCOMES: Record<string, string> = {
  captured: 'Page saved (before)',
  removed: 'Removed',
  'still-present': 'Still there',
  unreachable: 'Could not reach the page',
  refused: 'Not fetched (private address)',
  noted: 'Note from our team',
};

/** One takedown request: each site's removal with its next step, timeline and evidence. */
export default function DashboardRequest() {
  const { id = '' } = useParams();
  const detail = useRequestDetail(id);
  const runs = useRequestRuns(id);
  if (detail.isLoading) return <Spinner label="Loading the request" />;
  if (detail.isError || !detail.data) {
    return (
      <div className="grid gap-3 px-6 py-8">
        <h1 className="text-2xl font-bold">Request not found</h1>
        <p>It may have been deleted, or the link is wrong.</p>
        <ButtonLink to={paths.dashboardRequests.getHref()} variant="outline">
          All requests
        </ButtonLink>
      </div>
    );
  }
  const { request, events, evidence, letters } = detail.data;
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title={`Request ${request.reference}`}
        description="A takedown request."
        path={paths.dashboardRequests.path}
        noindex
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">Request {request.reference}</h1>
          <StatusBadge status={request.status} />
        </div>
        <p className="break-all text-ink-700">{request.url}</p>
        <p className="text-sm text-ink-600">
          Opened {when.format(new Date(request.createdAt))}
          {request.completedAt ? ` · completed ${when.format(new Date(request.completedAt))}` : ''}
        </p>
      </div>
      {request.removals.map((removal) => (
        <section
          key={removal.id}
          aria-labelledby={`removal-${removal.id}`}
          className="grid gap-4 rounded-lg border border-ink-200 bg-white p-5"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={`removal-${removal.id}`} className="text-xl font-semibold">
              {removal.siteName ?? removal.domain}
            </h2>
            <StatusBadge status={removal.status} />
            <span className="text-sm text-ink-600">{removal.reference}</span>
          </div>
          {removal.respondBy && ['submitted', 'acknowledged'].includes(removal.status) ? (
            <p className="text-sm text-ink-700">
              {removal.acknowledgeBy
                ? `They should confirm receipt by ${day.format(new Date(removal.acknowledgeBy))} and `
                : 'They should '}
              answer by {day.format(new Date(removal.respondBy))}.
            </p>
          ) : null}
          <RemovalRun removalId={removal.id} site={removal.siteName ?? removal.domain} runs={runs.data} />
          <RemovalSteps removal={removal} letter={letters.find((letter) => letter.removalId === removal.id)} />
          <div className="grid gap-2">
            <h3 className="font-semibold">Timeline</h3>
            <ol className="grid gap-2 border-l-2 border-ink-200 pl-4">
              {events
                .filter((event) => event.removalRequestId === removal.id)
                .map((event) => (
                  <li key={event.id}>
                    <p className="text-sm text-ink-600">
                      {when.format(new Date(event.createdAt))} · {ACTORS[event.actor]}
                      {event.toStatus && event.fromStatus
                        ? ` · ${event.fromStatus.replace(/-/g, ' ')} → ${event.toStatus.replace(/-/g, ' ')}`
                        : ''}
                    </p>
                    {event.note ? <p>{event.note}</p> : null}
                  </li>
                ))}
            </ol>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">Evidence</h3>
            {evidence.filter((item) => item.removalRequestId === removal.id).length === 0 ? (
              <p className="text-sm text-ink-700">
                {removal.method === 'google'
                  ? 'Google removals are confirmed in Google’s own dashboard.'
                  : 'The page is being saved.'}
              </p>
            ) : (
              <ul className="grid gap-2">
                {evidence
                  .filter((item) => item.removalRequestId === removal.id)
                  .map((item) => (
                    <li key={item.id} className="rounded-md border border-ink-200 p-3">
                      <p className="font-medium">
                        {OUTCOMES[item.outcome] ?? item.outcome} · {when.format(new Date(item.fetchedAt))}
                        {item.httpStatus ? ` · HTTP ${item.httpStatus}` : ''}
                      </p>
                      {item.detail ? <p className="text-sm">{item.detail}</p> : null}
                      {item.excerpt ? <p className="mt-1 line-clamp-3 text-sm text-ink-700">{item.excerpt}</p> : null}
                      {item.sha256 ? (
                        <p className="mt-1 break-all font-mono text-xs text-ink-600">SHA-256 {item.sha256}</p>
                      ) : null}
                    </li>
                  ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
