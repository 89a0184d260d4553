import { formatMoment } from '~/lib/dates';
import { useDevStatus } from '../api/get-dev-status';

/** What the server says about itself: environment, why this visitor may see these pages, provider. */
export function DevStatusPanel() {
  const { data } = useDevStatus();
  if (!data) return null;
  const rows: [string, string][] = [
    ['Environment (NODE_ENV)', data.environment],
    ['Your access', data.access === 'development' ? 'development: every visitor' : 'operator (admin with two-factor)'],
    ['Node.js', data.nodeVersion],
    ['Search provider', data.searchProvider],
    ['Server started', formatMoment(data.startedAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-ink-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="font-mono text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
