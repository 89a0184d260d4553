import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MonitoringStatusSchema, RescanResponseSchema } from '@cleardocket/domain/monitoring/contract';
import { api } from '~/lib/api-client';

const OPTIONS = { useServerMessage: true } as const;
const statusKey = ['monitoring', 'status'] as const;

/** What monitoring watches: the plan's cadence and each profile's queries, last and next re-scan. */
export const useMonitoring = () =>
  useQuery({ queryKey: statusKey, queryFn: () => api.get('/api/monitoring', MonitoringStatusSchema, OPTIONS) });

/** Re-scans one profile now; the status is read again afterwards. */
export function useRescan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      api.post(`/api/monitoring/profiles/${encodeURIComponent(profileId)}/rescan`, RescanResponseSchema, {}, OPTIONS),
    onSettled: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}
