import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { TAKEDOWN_STATUSES } from '@cleardocket/domain/requests/status';
import type { TakedownStatus } from '@cleardocket/domain/requests/status';
import { useRequests } from '~/features/requests/api/get-requests';
import { RequestsPager } from '~/features/requests/components/requests-pager';
import { StatusBadge } from '~/components/ui/status-badge';
import { formatDay } from '~/lib/dates';

const PAGE_SIZE = 20;
const isStatus = (value: string): value is TakedownStatus => (TAKEDOWN_STATUSES as readonly string[]).includes(value);

/** Every takedown request of the member, newest first, a page at a time, with the sites each one covers. */
export default function DashboardRequests() {
  const [status, setStatus] = useState<TakedownStatus | ''>('');
  const [page, setPage] = useState(1);
  const requests = useRequests({ status: status || undefined, page, pageSize: PAGE_SIZE });
  const rows = requests.data?.requests ?? [];
  const total = requests.data?.total ?? 0;
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta title="Requests" description="Your takedown requests." path={paths.dashboardRequests.path} noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">Requests</h1>
        <label className="inline-flex items-center gap-2">
          <span>Status</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : '');
              setPage(1);
            }}
            className="h-10 rounded-md border border-ink-300 px-2"
          >
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="in_progress">In progress</option>
            <option value="completed">Completed</option>
          </select>
        </label>
      </div>
      {requests.isLoading ? <Spinner label="Loading requests" /> : null}
      {requests.data && total === 0 ? (
        <div className="rounded-lg border border-dashed border-ink-300 p-6">
          <p className="text-ink-700">No requests {status ? 'with this status' : 'yet'}.</p>
          <ButtonLink to={paths.dashboardSearch.getHref()} size="sm" className="mt-3">
            Find what to remove
          </ButtonLink>
        </div>
      ) : null}
      <ul className="grid gap-3" aria-label="Requests">
        {rows.map((request) => (
          <li key={request.id} className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={paths.dashboardRequest.getHref(request.id)}
                className="text-lg font-semibold text-brand-700 underline"
              >
                {request.reference}
              </Link>
              <StatusBadge status={request.status} />
              <span className="text-sm text-ink-600">Opened {formatDay(request.createdAt)}</span>
            </div>
            <p className="truncate text-ink-700" title={request.url}>
              {request.title ?? request.url}
            </p>
            <p className="text-sm text-ink-700">
              {request.removals
                .map((removal) => `${removal.siteName ?? removal.domain}: ${removal.status.replace(/-/g, ' ')}`)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE || page > 1 ? (
        <RequestsPager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
