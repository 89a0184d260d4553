import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useMemberHistory } from '../api/get-member-history';

export type MemberHistoryProps = { memberId: string; onClose: () => void };

/** Every takedown request of one member, with each site's status. */
export function MemberHistory({ memberId, onClose }: MemberHistoryProps) {
  const history = useMemberHistory(memberId);
  return (
    <section aria-labelledby="member-history" className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="member-history" className="text-lg font-semibold">
          Member&apos;s requests
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {history.isLoading ? <Spinner label="Loading the member's requests" /> : null}
      {history.isError ? <p role="alert">We could not load the requests. {history.error.message}</p> : null}
      {history.data?.requests.length === 0 ? <p className="text-sm text-ink-700">No requests yet.</p> : null}
      <ul className="grid gap-1">
        {(history.data?.requests ?? []).map((request) => (
          <li key={request.id} className="text-sm break-words">
            <Link
              to={paths.dashboardOperatorRequest.getHref(request.id)}
              className="font-semibold text-brand-700 underline"
            >
              {request.reference}
            </Link>{' '}
            ({request.status.replace(/_/g, ' ')}) {request.url} —{' '}
            {request.removals.map((removal) => `${removal.domain}: ${removal.status}`).join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
