import { SEARCH_TYPE_LABELS } from '@cleardocket/domain/search/query';
import type { SearchType } from '@cleardocket/domain/search/query';
import { useHistory } from '../api/get-history';
import { useRecent } from '../api/get-recent';
import { formatMoment } from '~/lib/dates';

/** Recent searches (10, newest first) to run again, and the last 50 searches with their counts. */
export function SearchHistory({ onPick }: { onPick: (type: SearchType, term: string) => void }) {
  const recent = useRecent();
  const history = useHistory();
  return (
    <div className="grid gap-6">
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="text-lg font-semibold">
          Recent searches
        </h2>
        {recent.data && recent.data.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {recent.data.map((item) => (
              <li key={`${item.type}:${item.term}`}>
                <button
                  type="button"
                  onClick={() => onPick(item.type, item.term)}
                  className="rounded-full border border-ink-300 px-3 py-1 text-sm hover:bg-ink-50"
                >
                  {item.term} <span className="text-ink-600">({SEARCH_TYPE_LABELS[item.type]})</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-700">Your searches will appear here.</p>
        )}
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          Search history
        </h2>
        {history.data && history.data.length > 0 ? (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink-200">
                <th className="py-2 pr-3">Term</th>
                <th className="py-2 pr-3">Type</th>
                <th className="py-2 pr-3">Results</th>
                <th className="py-2">When</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((item) => (
                <tr key={item.id} className="border-b border-ink-100">
                  <td className="py-2 pr-3">{item.searchTerm}</td>
                  <td className="py-2 pr-3">{SEARCH_TYPE_LABELS[item.searchType]}</td>
                  <td className="py-2 pr-3">{item.resultCount}</td>
                  <td className="py-2">{formatMoment(item.timestamp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-ink-700">No searches yet.</p>
        )}
      </section>
    </div>
  );
}
