import { useParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useRequestDetail } from '~/features/requests/api/get-request-detail';
import { RemovalSection } from '~/features/requests/components/removal-section';
import { StatusBadge } from '~/components/ui/status-badge';
import { formatMoment } from '~/lib/dates';

/** One takedown request: each site's removal with its next step, timeline and evidence. */
export default function DashboardRequest() {
  const { id = '' } = useParams();
  const detail = useRequestDetail(id);
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
  const { request } = detail.data;
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
        {request.title ? <p className="font-medium text-ink-900">{request.title}</p> : null}
        <p className="break-all text-ink-700">{request.url}</p>
        <p className="text-sm text-ink-600">
          Opened {formatMoment(request.createdAt)}
          {request.completedAt ? ` · completed ${formatMoment(request.completedAt)}` : ''}
        </p>
      </div>
      {request.removals.map((removal) => (
        <RemovalSection key={removal.id} removal={removal} detail={detail.data} />
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
