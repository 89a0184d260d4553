import { useParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { StatusBadge } from '~/components/ui/status-badge';
import { paths } from '~/config/paths';
import { operatorEvidenceUrl } from '~/features/operator/api/file-urls';
import { useOperatorRequest } from '~/features/operator/api/get-operator-request';
import { LetterToSend } from '~/features/operator/components/letter-to-send';
import { OperatorGate } from '~/features/operator/components/operator-gate';
import { EvidenceFileUrl } from '~/features/requests/components/evidence-file-url';
import { RemovalEvidence } from '~/features/requests/components/removal-evidence';
import { RemovalTimeline } from '~/features/requests/components/removal-record';
import { formatMoment } from '~/lib/dates';

/**
 * A member's request opened from the operator console (issue 20): the letter, the timeline and the
 * evidence as the member sees them, read-only; the server audits the read. A letter our team sends
 * by hand (issue 15: a court order) is shown with where it goes and a button that copies it.
 */
function OperatorRequest({ id }: { id: string }) {
  const detail = useOperatorRequest(id);
  if (detail.isPending) return <Spinner label="Loading the request" />;
  if (detail.isError) return <p role="alert">{detail.error.message}</p>;
  const { request, letters, events, evidence } = detail.data;
  return (
    <EvidenceFileUrl value={operatorEvidenceUrl}>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">Request {request.reference}</h1>
          <StatusBadge status={request.status} />
        </div>
        <p className="break-all text-ink-700">{request.url}</p>
        <p className="text-sm text-ink-600">Opened {formatMoment(request.createdAt)}. The member’s view.</p>
      </div>
      {request.removals.map((removal) => {
        const letter = letters.find((item) => item.removalId === removal.id);
        return (
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
            {letter?.sentBy === 'team' ? (
              <LetterToSend letter={letter} site={removal.siteName ?? removal.domain} />
            ) : letter ? (
              <details className="rounded-md border border-ink-200 p-3">
                <summary className="cursor-pointer font-semibold">Letter: {letter.subject}</summary>
                <p className="mt-2 whitespace-pre-wrap text-sm">{letter.body}</p>
              </details>
            ) : null}
            <RemovalTimeline events={events.filter((event) => event.removalRequestId === removal.id)} />
            <div className="grid gap-2">
              <h3 className="font-semibold">Evidence</h3>
              <RemovalEvidence removal={removal} evidence={evidence} />
            </div>
          </section>
        );
      })}
    </EvidenceFileUrl>
  );
}

export default function DashboardOperatorRequest() {
  const { id = '' } = useParams();
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="A member's request"
        description="A member's request, as they see it."
        path={paths.dashboardOperator.path}
        noindex
      />
      <div>
        <ButtonLink to={paths.dashboardOperator.getHref()} variant="outline" size="sm">
          Back to the console
        </ButtonLink>
      </div>
      <OperatorGate>
        <OperatorRequest id={id} />
      </OperatorGate>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
