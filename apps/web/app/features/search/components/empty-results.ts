import type { ResultView } from '../api/search-keys';

const EMPTY: Record<ResultView, string> = {
  current: 'Run a search to see what the web shows about you.',
  alerts: 'No alerts. Everything found so far has been handled.',
  saved: 'Nothing saved yet.',
  processed: 'No takedown requests created from results yet.',
  ignored: 'No ignored results.',
  not_me: 'No results marked "Not me".',
};

/**
 * What an empty list says. While a scan runs it says so, and after a scan that found nothing it
 * says that, not "Run a search" (issue 20).
 */
export function emptyResultsMessage(view: ResultView, state: { isSearching: boolean; hasTerm: boolean }): string {
  if (view !== 'current') return EMPTY[view];
  if (state.isSearching) return 'Searching… results appear here as soon as the scan finishes.';
  if (state.hasTerm) return 'Nothing found for this search.';
  return EMPTY.current;
}
