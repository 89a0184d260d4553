import { reviewText } from '@cleardocket/domain/search/alerts';
import type { ResultView } from '../api/search-keys';

const EMPTY: Record<ResultView, string> = {
  current: 'Run a search to see what the web shows about you.',
  alerts: 'No alerts. Everything found so far has been handled.',
  review: 'Nothing is waiting for your answer.',
  saved: 'Nothing saved yet.',
  processed: 'No takedown requests created from results yet.',
  ignored: 'No ignored results.',
  not_me: 'No results marked "Not me".',
};

/**
 * What an empty list says. While a scan runs it says so, and after a scan that found nothing it
 * says that, not "Run a search" (issue 20).
 */
export function emptyResultsMessage(
  view: ResultView,
  state: { isSearching: boolean; hasTerm: boolean; review?: number },
): string {
  // Never "everything handled" while results await the member's answer (issue 31).
  if (view === 'alerts' && state.review) return `No alerts yet. ${reviewText(state.review)}: see "Is this you?".`;
  if (view !== 'current') return EMPTY[view];
  if (state.isSearching) return 'Searching… results appear here as soon as the scan finishes.';
  if (state.hasTerm) return 'Nothing found for this search.';
  return EMPTY.current;
}
