import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

export type Scan = {
  id: string;
  searchTerm: string;
  searchType: SearchType;
  status: 'queued' | 'running' | 'completed' | 'failed';
  provider: string;
  usedMockData: boolean;
  providerMessage: string | null;
  fromCache: boolean;
  resultCount: number;
  foundCount: number;
  highCount: number;
  requestsCreated: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type SearchResult = {
  id: string;
  url: string;
  title: string;
  snippet: string;
  source: string;
  sourceType: string;
  searchTerm: string;
  searchType: SearchType;
  severity: 'low' | 'medium' | 'high';
  category: string;
  siteName: string | null;
  method: string | null;
  priority: boolean;
  match: { score: number; label: 'likely' | 'possible' | 'unlikely'; reasons: string[] };
  found: boolean;
  status: 'unprocessed' | 'processed';
  processed: boolean;
  ignored: boolean;
  saved: boolean;
  feedback: 'me' | 'not_me' | null;
  firstSeenAt: string;
  lastSeenAt: string;
  goneAt: string | null;
};

export type ResultView = 'current' | 'alerts' | 'saved' | 'processed' | 'ignored' | 'not_me';
export type ResultFilter = {
  view: ResultView;
  type?: SearchType;
  term?: string;
  severity?: SearchResult['severity'];
  match?: SearchResult['match']['label'];
  page: number;
  pageSize: number;
};
export type ResultPage = { results: SearchResult[]; total: number; page: number; pageSize: number };
export type HistoryItem = {
  id: string;
  searchTerm: string;
  searchType: SearchType;
  timestamp: string;
  resultCount: number;
  hasResults: boolean;
};
export type SearchSettings = {
  autoCreateRequests: boolean;
  middleName: string | null;
  birthYear: number | null;
  aliases: string[];
  relatives: string[];
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

export const useProvider = () =>
  useQuery({
    queryKey: searchKeys.provider,
    queryFn: () => api.get<{ provider: string; configured: boolean; simulated: boolean }>('/api/search/provider'),
  });

export const startScan = (input: SearchInput) => api.post<{ scan: Scan }>('/api/search/scans', input, OPTIONS);

export function useStartScan() {
  return useMutation({ mutationFn: startScan });
}

/** The ids of a search's open alerts (for creating every request at once). */
export async function alertIdsFor(type: SearchType, term: string): Promise<string[]> {
  const page = await api.get<ResultPage>(
    `${resultsUrl({ view: 'current', type, term, page: 1, pageSize: 50 })}&status=alerts`,
  );
  return page.results.map((result) => result.id);
}

const SCAN_POLL_MS = 700;

/** Follows a scan until it completes or fails. */
export function useScan(scanId: string | null) {
  return useQuery({
    queryKey: searchKeys.scan(scanId ?? ''),
    queryFn: () => api.get<{ scan: Scan }>(`/api/search/scans/${scanId}`).then((data) => data.scan),
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
    queryFn: () => api.get<ResultPage>(resultsUrl(filter)),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export const useHistory = () =>
  useQuery({
    queryKey: searchKeys.history,
    queryFn: () => api.get<{ history: HistoryItem[] }>('/api/search/history').then((data) => data.history),
  });

export const useRecent = () =>
  useQuery({
    queryKey: searchKeys.recent,
    queryFn: () =>
      api.get<{ recent: { term: string; type: SearchType }[] }>('/api/search/recent').then((data) => data.recent),
  });

export const useAlertCount = () =>
  useQuery({
    queryKey: searchKeys.alerts,
    queryFn: () => api.get<{ count: number }>('/api/search/alerts').then((data) => data.count),
  });

export const useSearchSettings = () =>
  useQuery({
    queryKey: searchKeys.settings,
    queryFn: () => api.get<SearchSettings>('/api/search/settings'),
  });

export function useUpdateSearchSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SearchSettings>) =>
      api.patch<SearchSettings>('/api/search/settings', changes, OPTIONS),
    onSuccess: (settings) => client.setQueryData(searchKeys.settings, settings),
  });
}

export type ResultAction =
  | { kind: 'ignore'; id: string }
  | { kind: 'save'; id: string; saved: boolean }
  | { kind: 'feedback'; id: string; feedback: 'me' | 'not_me' | null };

/** Ignore, save and "This is me / Not me"; every list and count is refreshed after. */
export function useResultAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ResultAction) => {
      const base = `/api/search/results/${action.id}`;
      if (action.kind === 'ignore') return api.post<{ result: SearchResult }>(`${base}/ignore`, undefined, OPTIONS);
      if (action.kind === 'save')
        return api.put<{ result: SearchResult }>(`${base}/saved`, { saved: action.saved }, OPTIONS);
      return api.put<{ result: SearchResult }>(`${base}/feedback`, { feedback: action.feedback }, OPTIONS);
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
        ? Promise.resolve({ requests: [] as { reference: string }[] })
        : api.post<{ requests: { reference: string }[] }>('/api/requests', { resultIds, type: 'both' }, OPTIONS),
    onSuccess: ({ requests }) => {
      if (requests.length === 0) return;
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
