import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import {
  AlertCountSchema,
  HistorySchema,
  ProviderSchema,
  RecentSearchesSchema,
  ResultPageSchema,
  ScanResponseSchema,
  SearchResultResponseSchema,
  SearchSettingsSchema,
} from '@cleardocket/domain/search/contract';
import type { SearchResult, SearchSettingsBody } from '@cleardocket/domain/search/contract';
import { CreatedTakedownsSchema } from '@cleardocket/domain/requests/contract';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { markRequestCreated } from '~/lib/engagement';

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
const OPTIONS = { useServerMessage: true } as const;
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

function resultsUrl(filter: ResultFilter): string {
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

export const useProvider = () =>
  useQuery({
    queryKey: searchKeys.provider,
    queryFn: () => api.get('/api/search/provider', ProviderSchema),
  });

/** Starts a scan for one of the member's profiles (the member themself without `profileId`). */
export const startScan = (input: SearchInput & { profileId?: string }) =>
  api.post('/api/search/scans', ScanResponseSchema, input, OPTIONS);

export function useStartScan() {
  return useMutation({ mutationFn: startScan });
}

/** The ids of a search's open alerts (for creating every request at once). */
export async function alertIdsFor(type: SearchType, term: string): Promise<string[]> {
  const page = await api.get(
    `${resultsUrl({ view: 'current', type, term, page: 1, pageSize: 50 })}&status=alerts`,
    ResultPageSchema,
  );
  return page.results.map((result) => result.id);
}

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

export function useResults(filter: ResultFilter, enabled = true) {
  return useQuery({
    queryKey: searchKeys.results(filter),
    queryFn: () => api.get(resultsUrl(filter), ResultPageSchema),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export const useHistory = () =>
  useQuery({
    queryKey: searchKeys.history,
    queryFn: () => api.get('/api/search/history', HistorySchema).then((data) => data.history),
  });

export const useRecent = () =>
  useQuery({
    queryKey: searchKeys.recent,
    queryFn: () => api.get('/api/search/recent', RecentSearchesSchema).then((data) => data.recent),
  });

/** How many results are alerts and how many await the member's answer (the domain's one rule, counted by the server). */
export const useAttentionCounts = () =>
  useQuery({
    queryKey: searchKeys.alerts,
    queryFn: () =>
      api.get('/api/search/alerts', AlertCountSchema).then((data) => ({ alerts: data.count, review: data.review })),
  });

export const useSearchSettings = () =>
  useQuery({
    queryKey: searchKeys.settings,
    queryFn: () => api.get('/api/search/settings', SearchSettingsSchema),
  });

export function useUpdateSearchSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SearchSettingsBody) =>
      api.patch('/api/search/settings', SearchSettingsSchema, changes, OPTIONS),
    onSuccess: (settings) => client.setQueryData(searchKeys.settings, settings),
  });
}

export type ResultAction =
  | { kind: 'ignore'; id: string }
  | { kind: 'unignore'; id: string }
  | { kind: 'save'; id: string; saved: boolean }
  | { kind: 'feedback'; id: string; feedback: 'me' | 'not_me' | null };

/** Ignore (and its undo), save and "This is me / Not me"; every list and count is refreshed after. */
export function useResultAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ResultAction) => {
      const base = `/api/search/results/${action.id}`;
      if (action.kind === 'ignore') return api.post(`${base}/ignore`, SearchResultResponseSchema, undefined, OPTIONS);
      if (action.kind === 'unignore') return api.delete(`${base}/ignore`, SearchResultResponseSchema, OPTIONS);
      if (action.kind === 'save')
        return api.put(`${base}/saved`, SearchResultResponseSchema, { saved: action.saved }, OPTIONS);
      return api.put(`${base}/feedback`, SearchResultResponseSchema, { feedback: action.feedback }, OPTIONS);
    },
    onError: (error) =>
      toast({ title: 'Could not update the result', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: searchKeys.all }),
  });
}

/** Takedown requests from results; an empty list does nothing (spec §5). */
export function useCreateRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (resultIds: string[]) =>
      resultIds.length === 0
        ? Promise.resolve({ requests: [] })
        : api.post('/api/requests', CreatedTakedownsSchema, { resultIds, type: 'both' }, OPTIONS),
    onSuccess: ({ requests }) => {
      if (requests.length === 0) return;
      markRequestCreated();
      toast({
        title: requests.length === 1 ? 'Takedown request created' : `${requests.length} takedown requests created`,
        description: requests.map((request) => request.reference).join(', '),
        variant: 'success',
      });
    },
    onError: () => toast({ ...SEARCH_TOASTS.createRequestFailed, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
