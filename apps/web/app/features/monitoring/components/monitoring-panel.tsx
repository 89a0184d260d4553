import { Link } from 'react-router';
import { monitoringAdvice } from '@cleardocket/domain/membership/plan-copy';
import type { MonitoringStatus } from '@cleardocket/domain/monitoring/contract';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { formatDay } from '~/lib/dates';
import { useRescan } from '../api/rescan';

type Profile = MonitoringStatus['profiles'][number];

const cadence = (days: number) =>
  days === 7 ? 'every week' : days === 1 ? 'every day' : days === 365 ? 'once a year' : `every ${days} days`;

function ProfileRow({ profile }: { profile: Profile }) {
  const rescan = useRescan();
  const started = rescan.data?.run;
  return (
    <li className="grid gap-1 rounded-md border border-slate-300 p-3">
      <p className="font-semibold">{profile.label}</p>
      <p className="text-sm">Searches: {profile.queries.map((query) => `“${query.term}”`).join(', ') || 'none yet'}</p>
      <p className="text-sm text-slate-700">
        {profile.lastRunAt ? `Last re-scan ${formatDay(profile.lastRunAt)}` : 'Not re-scanned yet'}
        {profile.nextRunAt ? `; next ${formatDay(profile.nextRunAt)}.` : '.'}
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rescan.isPending}
          onClick={() => rescan.mutate(profile.profileId)}
        >
          {rescan.isPending ? 'Starting…' : `Re-scan ${profile.label} now`}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {started
          ? `Re-scan started: ${started.scanIds.length} ${started.scanIds.length === 1 ? 'search' : 'searches'}. New findings show in Search and we tell you about them.`
          : ''}
      </p>
      {rescan.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {rescan.error.message}
        </p>
      ) : null}
    </li>
  );
}

/** Monitoring: how often the plan re-scans, and each profile with a button to re-scan it now. */
export function MonitoringPanel({ status }: { status: MonitoringStatus }) {
  return (
    <section aria-labelledby="monitoring-heading" className="grid max-w-3xl gap-3">
      <h2 id="monitoring-heading" className="text-2xl font-semibold">
        Monitoring
      </h2>
      <p>
        {status.everyDays
          ? `Your plan searches for each profile again ${cadence(status.everyDays)}, and tells you at once about anything new.`
          : monitoringAdvice()}{' '}
        {status.everyDays ? null : (
          <Link to={paths.dashboardBilling.getHref()} className="font-semibold text-brand-700 underline">
            Choose a plan
          </Link>
        )}
      </p>
      {status.profiles.length === 0 ? (
        <p>
          No profile to watch yet: choose who we protect in{' '}
          <Link to={paths.dashboardGettingStarted.getHref()} className="font-semibold text-brand-700 underline">
            Getting started
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Watched profiles">
          {status.profiles.map((profile) => (
            <ProfileRow key={profile.profileId} profile={profile} />
          ))}
        </ul>
      )}
    </section>
  );
}
