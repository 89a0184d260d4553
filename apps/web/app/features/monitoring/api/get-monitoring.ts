import { MonitoringStatusSchema } from '@cleardocket/domain/monitoring/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const OPTIONS = { useServerMessage: true } as const;

export const statusKey = ['monitoring', 'status'] as const;

/** What monitoring watches: the plan's cadence and each profile's queries, last and next re-scan. */
export const useMonitoring = () =>
  useQuery({ queryKey: statusKey, queryFn: () => api.get('/api/monitoring', MonitoringStatusSchema, OPTIONS) });
