import { ScanResponseSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { searchKeys } from './search-keys';

const SCAN_POLL_MS = 700;

/** Follows a scan until it completes or fails. */
export function useScan(scanId: string | null) {
  return useQuery({
    queryKey: searchKeys.scan(scanId ?? ''),
    queryFn: () => api.get(`/api/search/scans/${scanId}`, ScanResponseSchema).then((data) => data.scan),
    enabled: Boolean(scanId),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : SCAN_POLL_MS;
    },
  });
}
