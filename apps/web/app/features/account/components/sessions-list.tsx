import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useAccountSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { formatMoment } from '~/lib/dates';

const KIND_LABELS = { phone: 'Phone', tablet: 'Tablet', computer: 'Computer', unknown: null } as const;

/**
 * The member's signed-in sessions: the device (read by the server from the browser's user-agent),
 * the address it signed in from, when, and "This device" on the one in hand (issue 32).
 */
export function SessionsList() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <p role="alert">{sessions.error.message}</p>;
  return (
    <ul className="grid gap-3" aria-label="Signed-in sessions">
      {sessions.data.sessions.map((session) => {
        const kind = KIND_LABELS[session.device.kind];
        return (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 p-4"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                {session.device.summary}
                {session.isCurrent ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-sm text-green-900">This device</span>
                ) : null}
              </p>
              <p className="text-sm break-words text-ink-600">
                {kind ? `${kind} · ` : ''}
                {session.ipAddress ? `From ${session.ipAddress}` : 'Address not recorded'}
              </p>
              <p className="text-sm text-ink-600">Signed in {formatMoment(session.createdAt)}</p>
            </div>
            {session.isCurrent ? null : (
              <Button size="sm" variant="outline" onClick={() => revoke.mutate(session.id)}>
                Sign out this session
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
