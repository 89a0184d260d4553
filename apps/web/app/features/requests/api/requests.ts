import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MetricsResponseSchema,
  RemovalResponseSchema,
  RequestDetailSchema,
  TakedownListSchema,
  VerifyQueuedSchema,
} from '@cleardocket/domain/requests/contract';
import type { TakedownStatus } from '@cleardocket/domain/requests/status';
import { ApiError, api } from '~/lib/api-client';
import { queueAction } from './offline-queue';
import { toast } from '~/lib/toast';

/** What the requests list asks the server for: one page, optionally of one status. */
export type RequestsQuery = { status?: TakedownStatus; page: number; pageSize: number };

/** The screenshot or full text of one piece of evidence (member-scoped, never cached). */
export const evidenceFileUrl = (evidenceId: string, part: 'screenshot' | 'text') =>
  `/api/requests/evidence/${encodeURIComponent(evidenceId)}/${part}`;
export type MetricFilter = {
  from: string;
  to: string;
  statuses: string[];
  caseTypes: string[];
  severityMin: number;
  severityMax: number;
};

const OPTIONS = { useServerMessage: true } as const;
export const requestKeys = {
  all: ['requests'] as const,
  list: (query: RequestsQuery) => ['requests', 'list', query] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  metrics: (filter: MetricFilter) => ['requests', 'metrics', filter] as const,
};

export const useRequests = (query: RequestsQuery) =>
  useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      if (query.status) params.set('status', query.status);
      return api.get(`/api/requests?${params.toString()}`, TakedownListSchema);
    },
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useRequestDetail = (id: string) =>
  useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: () => api.get(`/api/requests/${id}`, RequestDetailSchema, OPTIONS),
    // Evidence and dispatch run in the background: look again while the page is open.
    refetchInterval: 5000,
    refetchIntervalInBackground: false,
  });

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

type RemovalAction =
  | { kind: 'authorise'; id: string; subject?: string; body?: string }
  | { kind: 'submitted'; id: string; note?: string }
  | { kind: 'verify'; id: string };

/** The member's own steps on a removal: authorise a letter, mark a form done, check the page now. */
export function useRemovalAction() {
  const client = useQueryClient();
  return useMutation({
    // Run even when the browser says it is offline (React Query would pause it): offline steps are queued.
    networkMode: 'always',
    mutationFn: async (action: RemovalAction): Promise<{ queued: boolean }> => {
      const path = `/api/requests/removals/${action.id}/${action.kind}`;
      const body =
        action.kind === 'submitted'
          ? { note: action.note }
          : action.kind === 'authorise'
            ? { subject: action.subject, body: action.body }
            : {};
      try {
        await api.post(path, action.kind === 'verify' ? VerifyQueuedSchema : RemovalResponseSchema, body, OPTIONS);
        return { queued: false };
      } catch (error) {
        // Offline: keep it and send it when the connection is back (background sync).
        if (!(error instanceof ApiError) || error.status !== 0) throw error;
        await queueAction(path, body);
        return { queued: true };
      }
    },
    onSuccess: ({ queued }, action) => {
      if (queued) {
        toast({
          title: 'Saved while offline',
          description: 'We will send this as soon as you are back online.',
          variant: 'info',
        });
        return;
      }
      const messages = {
        authorise: {
          title: 'Letter authorised',
          description: 'We are sending it now; it will appear on the timeline.',
        },
        submitted: { title: 'Marked as submitted', description: 'We will track the site’s deadline from today.' },
        verify: { title: 'Checking the page', description: 'The result will appear under Evidence shortly.' },
      };
      toast({ ...messages[action.kind], variant: 'success' });
    },
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
