import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';
import { useSearchDiagnostics } from '../api/get-search-diagnostics';

/** The provider, whether its settings are usable (names only, never values), and the shared limit now. */
export function SearchDiagnosticsPanel() {
  const diagnostics = useSearchDiagnostics();
  if (diagnostics.isPending) return <Spinner />;
  if (diagnostics.isError) return <p role="alert">{diagnostics.error.message}</p>;
  const { provider, configured, configuration, settings, rateLimit } = diagnostics.data;
  return (
    <section aria-labelledby="search-setup" className="grid gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <h2 id="search-setup" className="text-xl font-semibold">
        Provider
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Provider (SEARCH_PROVIDER)</dt>
        <dd className="font-mono">{provider}</dd>
        <dt className="font-semibold">Configuration</dt>
        <dd>
          <span className={configuration.valid ? 'text-green-800' : 'text-red-800'}>
            {configuration.valid ? 'Valid' : 'Not valid'}
          </span>
          {configured ? '' : ' (scans fall back to the offline corpus)'}. {configuration.rule}
        </dd>
        {settings.map((setting) => (
          <div key={setting.name} className="contents">
            <dt className="font-mono">{setting.name}</dt>
            <dd>{setting.isSet ? 'Set' : 'Not set'}</dd>
          </div>
        ))}
        <dt className="font-semibold">Shared rate limit</dt>
        <dd>
          {rateLimit.requestsPerSecond} requests a second across every process, {rateLimit.retries} retries after a 429.
        </dd>
        <dt className="font-semibold">Next free slot</dt>
        <dd aria-live="polite">
          {rateLimit.nextSlotAt
            ? `${formatMoment(rateLimit.nextSlotAt)}; a request now waits ${rateLimit.waitMs} ms`
            : 'No request made yet'}
        </dd>
      </dl>
    </section>
  );
}
