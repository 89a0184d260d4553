import { Spinner } from '~/components/ui/spinner';
import { useQueueMetrics } from '../api/get-queue-metrics';

function Figure({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className={`rounded-lg border bg-white p-3 ${alert && value > 0 ? 'border-red-700' : 'border-ink-200'}`}>
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="text-2xl font-bold">
        {value}
        {alert && value > 0 ? <span className="ml-2 text-sm font-semibold text-red-900">past the deadline</span> : null}
      </dd>
    </div>
  );
}

/** The queue at a glance: open work by age, overdue, and each site's removals that held. */
export function QueueMetrics() {
  const metrics = useQueueMetrics();
  if (metrics.isLoading) return <Spinner label="Loading the figures" />;
  if (!metrics.data) return null;
  const { openByAge, overdue, sites } = metrics.data;
  return (
    <section aria-labelledby="queue-metrics" className="grid gap-3">
      <h2 id="queue-metrics" className="text-lg font-semibold">
        The queue at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Open, under 7 days" value={openByAge.underSevenDays} />
        <Figure label="Open, 7 to 30 days" value={openByAge.sevenToThirtyDays} />
        <Figure label="Open, over 30 days" value={openByAge.overThirtyDays} />
        <Figure label="Overdue" value={overdue} alert />
      </dl>
      <details className="rounded-lg border border-ink-200 bg-white p-3">
        <summary className="cursor-pointer font-semibold">
          Success by site ({sites.length} {sites.length === 1 ? 'site' : 'sites'})
        </summary>
        <p className="mt-2 text-sm text-ink-700">
          Removed ÷ decided (removed, not found, wrong person or rejected), over every member; the median counts the
          days from filing to the removed verdict.
        </p>
        <ul className="mt-2 grid gap-1 text-sm" aria-label="Success by site">
          {sites.map((site) => (
            <li key={site.domain} className="break-words">
              <span className="font-semibold">{site.siteName ?? site.domain}</span>
              {site.siteName ? <span className="text-ink-700"> ({site.domain})</span> : null}:{' '}
              {site.rate === null
                ? 'no data yet (nothing decided)'
                : `${site.rate} % (${site.removed} removed of ${site.decided} decided)`}
              {site.medianDaysToRemoval === null ? null : `; median ${site.medianDaysToRemoval} days to removal`}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
