import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { StatusBadge } from '~/components/ui/status-badge';
import { paths } from '~/config/paths';
import { useRequests } from '../api/get-requests';

/** The five newest takedown requests, each with its status. */
export function RecentRequests() {
  const requests = useRequests({ page: 1, pageSize: 5 });
  return (
    <section aria-labelledby="recent-requests" className="grid gap-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-requests" className="text-lg font-semibold">
          Recent requests
        </h2>
        <Link to={paths.dashboardRequests.getHref()} className="font-medium text-brand-700 underline">
          All requests
        </Link>
      </div>
      {requests.isLoading ? <Spinner label="Loading requests" /> : null}
      {requests.data && requests.data.total === 0 ? (
        <p className="text-ink-700">No requests yet. Run a search and create requests from what it finds.</p>
      ) : null}
      <ul className="grid grid-cols-1 gap-2">
        {(requests.data?.requests ?? []).map((request) => (
          <li
            key={request.id}
            className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-200 bg-white p-3"
          >
            <Link to={paths.dashboardRequest.getHref(request.id)} className="font-medium text-brand-700 underline">
              {request.reference}
            </Link>
            <span className="min-w-0 flex-1 truncate text-ink-700" title={request.url}>
              {request.title ?? request.url}
            </span>
            <StatusBadge status={request.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
