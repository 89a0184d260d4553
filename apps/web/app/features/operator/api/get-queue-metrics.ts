import { QueueMetricsSchema } from '@cleardocket/domain/operator/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The figures at the top of the console: open work by age, overdue, each site's success. */
export const useQueueMetrics = () =>
  useQuery({
    queryKey: ['operator', 'metrics'] as const,
    queryFn: () => api.get('/api/admin/removals/metrics', QueueMetricsSchema),
  });
