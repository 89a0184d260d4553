import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RawResult } from '@cleardocket/domain/search/classify';
import { offlineResults } from './offline-corpus';
import type { SearchProvider } from './types';

/**
 * The browser tests' search results for their own people (decision 039): pages on sites they
 * serve on loopback, returned before the corpus's for the same name term. Tests only: the
 * configuration accepts the file only with NODE_ENV=test.
 */
const TestResultsSchema = z.array(
  z.object({
    term: z.string().min(1),
    results: z.array(z.object({ url: z.url(), title: z.string(), snippet: z.string() })),
  }),
);

function readTestResults(file: string): Map<string, RawResult[]> {
  const parsed = TestResultsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`TEST_SEARCH_RESULTS_FILE: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return new Map(parsed.data.map((entry) => [entry.term.trim().toLowerCase(), entry.results]));
}

/**
 * The default provider: no network, results from the built-in corpus, built from the term and
 * type rather than the query (the search service flags them usedMockData).
 */
export function offlineProvider(testResultsFile?: string): SearchProvider {
  const testResults = testResultsFile ? readTestResults(testResultsFile) : new Map<string, RawResult[]>();
  return {
    id: 'offline',
    configured: true,
    async search({ type, term, maxResults }) {
      const tests = type === 'name' ? (testResults.get(term.trim().toLowerCase()) ?? []) : [];
      return [...tests, ...offlineResults(type, term)].slice(0, maxResults);
    },
  };
}
