import { RescanResponseSchema } from '@cleardocket/domain/monitoring/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './get-monitoring';
import { statusKey } from './get-monitoring';

/** Re-scans one profile now; the status is read again afterwards. */
export function useRescan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      api.post(`/api/monitoring/profiles/${encodeURIComponent(profileId)}/rescan`, RescanResponseSchema, {}, OPTIONS),
    onSettled: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}
