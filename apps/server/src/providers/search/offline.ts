import { offlineResults } from './offline-corpus';
import type { SearchProvider } from './types';

/**
 * The default provider: no network, results from the built-in corpus, built from the term and
 * type rather than the query (the search service flags them usedMockData).
 */
export function offlineProvider(): SearchProvider {
  return {
    id: 'offline',
    configured: true,
    async search({ type, term, maxResults }) {
      return offlineResults(type, term).slice(0, maxResults);
    },
  };
}
