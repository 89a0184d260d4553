import type { ErrorBoundaryKind, ErrorCategory } from './catalogue';

/**
 * Sorting a failure into the catalogue's categories. Both the web app's error boundaries and the
 * API client use this, so one failure always reads the same way wherever it shows.
 */
export type ErrorFacts = {
  status?: number;
  name?: string;
  code?: string;
  isOffline?: boolean;
};

export function categorizeError(facts: ErrorFacts): ErrorCategory {
  if (facts.isOffline || facts.name === 'TypeError' || facts.status === 0) return 'network';
  if (facts.name === 'TimeoutError' || facts.name === 'AbortError') return 'network';
  if (facts.status === 401 || facts.status === 403) return 'auth';
  if (facts.status === 400 || facts.status === 422) return 'validation';
  if (facts.status !== undefined && facts.status >= 500) return 'api';
  if (facts.status !== undefined) return 'api';
  return 'unknown';
}

export function getBoundaryKind(facts: ErrorFacts): ErrorBoundaryKind {
  if (facts.name === 'TimeoutError' || facts.status === 408) return 'timeout';
  if (facts.status === 401) return 'authentication';
  if (facts.status === 403) return 'authorization';
  if (facts.status === 404) return 'notFound';
  if (facts.status === 400 || facts.status === 422) return 'validation';
  if (facts.code === 'database') return 'database';
  const category = categorizeError(facts);
  if (category === 'network') return 'network';
  if (category === 'api') return 'api';
  return 'generic';
}
