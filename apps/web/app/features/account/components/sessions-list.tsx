import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useAccountSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { formatMoment } from '~/lib/dates';

function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS/.test(userAgent)
      ? 'macOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /iPhone|iPad/.test(userAgent)
          ? 'iOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${system}`;
}

export function SessionsList() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <p role="alert">{sessions.error.message}</p>;
  return (
    <ul className="grid gap-3">
      {sessions.data.sessions.map((session) => (
        <li
          key={session.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 p-4"
        >
          <div>
            <p className="font-medium">
              {describeDevice(session.userAgent)}{' '}
              {session.isCurrent ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-sm text-green-900">This device</span>
              ) : null}
            </p>
            <p className="text-sm text-ink-600">Signed in {formatMoment(session.createdAt)}</p>
          </div>
          {session.isCurrent ? null : (
            <Button size="sm" variant="outline" onClick={() => revoke.mutate(session.id)}>
              Sign out this session
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
