import { MetricsResponseSchema } from '@cleardocket/domain/requests/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { requestKeys } from './requests-api';

export type MetricFilter = {
  from: string;
  to: string;
  statuses: string[];
  caseTypes: string[];
  severityMin: number;
  severityMax: number;
};

export function useMetrics(filter: MetricFilter) {
  const query = new URLSearchParams({
    from: new Date(`${filter.from}T00:00:00`).toISOString(),
    to: new Date(`${filter.to}T23:59:59`).toISOString(),
    severityMin: String(filter.severityMin),
    severityMax: String(filter.severityMax),
  });
  if (filter.statuses.length) query.set('statuses', filter.statuses.join(','));
  if (filter.caseTypes.length) query.set('caseTypes', filter.caseTypes.join(','));
  return useQuery({
    queryKey: requestKeys.metrics(filter),
    queryFn: () => api.get(`/api/dashboard/metrics?${query.toString()}`, MetricsResponseSchema),
    retry: 1,
  });
}
