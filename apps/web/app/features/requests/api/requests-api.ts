import type { RequestsQuery } from './get-requests';
import type { MetricFilter } from './get-metrics';

export const OPTIONS = { useServerMessage: true } as const;

export const requestKeys = {
  all: ['requests'] as const,
  list: (query: RequestsQuery) => ['requests', 'list', query] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  metrics: (filter: MetricFilter) => ['requests', 'metrics', filter] as const,
};
