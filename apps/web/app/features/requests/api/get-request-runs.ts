import { RequestRunsSchema } from '@cleardocket/domain/removal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

const runnerKeys = { request: (takedownId: string) => ['requests', 'runs', takedownId] as const };

/** The runner's filings of one takedown request: runs, their steps, and the member's tasks. */
export const useRequestRuns = (takedownId: string) =>
  useQuery({
    queryKey: runnerKeys.request(takedownId),
    queryFn: () => api.get(`/api/removal-runner/requests/${takedownId}`, RequestRunsSchema, { useServerMessage: true }),
    // Runs move in the background: look again while the page is open.
    refetchInterval: 5000,
    refetchIntervalInBackground: false,
  });
