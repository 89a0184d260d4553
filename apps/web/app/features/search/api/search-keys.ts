import type { SearchResult } from '@cleardocket/domain/search/contract';
import type { SearchType } from '@cleardocket/domain/search/query';

export type ResultView = 'current' | 'alerts' | 'review' | 'saved' | 'processed' | 'ignored' | 'not_me';

export type ResultFilter = {
  view: ResultView;
  type?: SearchType;
  term?: string;
  severity?: SearchResult['severity'];
  match?: SearchResult['match']['label'];
  page: number;
  pageSize: number;
};

export const OPTIONS = { useServerMessage: true } as const;

export const searchKeys = {
  all: ['search'] as const,
  provider: ['search', 'provider'] as const,
  scan: (id: string) => ['search', 'scan', id] as const,
  results: (filter: ResultFilter) => ['search', 'results', filter] as const,
  history: ['search', 'history'] as const,
  recent: ['search', 'recent'] as const,
  alerts: ['search', 'alerts'] as const,
  settings: ['search', 'settings'] as const,
};

export function resultsUrl(filter: ResultFilter): string {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.view === 'current') {
    if (filter.type && filter.term) {
      query.set('type', filter.type);
      query.set('term', filter.term);
    }
  } else {
    query.set('status', filter.view);
  }
  if (filter.severity) query.set('severity', filter.severity);
  if (filter.match) query.set('match', filter.match);
  return `/api/search/results?${query.toString()}`;
}
