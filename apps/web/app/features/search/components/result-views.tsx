import { Button } from '~/components/ui/button';
import { useAttentionCounts } from '../api/get-alert-count';
import type { SearchResult } from '@cleardocket/domain/search/contract';
import type { ResultView } from '../api/search-keys';
import { RESULT_VIEWS } from '../hooks/use-search-location';

const VIEW_LABELS: Record<ResultView, string> = {
  current: 'This search',
  alerts: 'Alerts',
  review: 'Is this you?',
  saved: 'Saved',
  processed: 'Requests created',
  ignored: 'Ignored',
  not_me: 'Not me',
};

export type ResultViewsProps = {
  view: ResultView;
  severity: SearchResult['severity'] | undefined;
  onView: (view: ResultView) => void;
  onSeverity: (severity: string) => void;
};

/** Which findings to show: this search, alerts (with their count), saved, handled; and a severity filter. */
export function ResultViews({ view, severity, onView, onSeverity }: ResultViewsProps) {
  const counts = useAttentionCounts();
  const countOf = (id: ResultView) => {
    if (!counts.data) return '';
    if (id === 'alerts') return ` (${counts.data.alerts})`;
    return id === 'review' ? ` (${counts.data.review})` : '';
  };
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
      {RESULT_VIEWS.map((id) => (
        <Button
          key={id}
          size="sm"
          variant={view === id ? 'secondary' : 'outline'}
          aria-pressed={view === id}
          onClick={() => onView(id)}
        >
          {VIEW_LABELS[id]}
          {countOf(id)}
        </Button>
      ))}
      <label className="ml-auto inline-flex items-center gap-2">
        <span>Severity</span>
        <select
          value={severity ?? ''}
          onChange={(event) => onSeverity(event.target.value)}
          className="h-9 rounded-md border border-ink-300 px-2"
        >
          <option value="">Any</option>
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </select>
      </label>
    </div>
  );
}
