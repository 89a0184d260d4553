import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemovalStatus, TakedownStatus } from '@cleardocket/domain/requests/status';
import type { DashboardMetrics } from '@cleardocket/domain/requests/metrics';
import { ApiError, api } from '~/lib/api-client';
import { queueAction } from './offline-queue';
import { toast } from '~/lib/toast';

export type Removal = {
  id: string;
  takedownRequestId: string;
  reference: string;
  url: string;
  domain: string;
  siteName: string | null;
  category: string | null;
  method: string;
  status: RemovalStatus;
  optOutUrl: string | null;
  optOutEmail: string | null;
  submittedAt: string | null;
  acknowledgeBy: string | null;
  respondBy: string | null;
  decidedAt: string | null;
  authorisedAt: string | null;
  emailSentAt: string | null;
  lastCheckedAt: string | null;
  /** Why the last check could not see the page, when it is tried again, since when a person has it. */
  checkProblem: string | null;
  nextCheckAt: string | null;
  operatorCheckAt: string | null;
  relistedAt: string | null;
  relistedFromId: string | null;
  createdAt: string;
};
export type Takedown = {
  id: string;
  reference: string;
  url: string;
  status: TakedownStatus;
  type: 'google-removal' | 'both' | 'others';
  searchTerm: string | null;
  submittedDate: string | null;
  completedAt: string | null;
  createdAt: string;
  removals: Removal[];
};
export type TimelineEvent = {
  id: string;
  removalRequestId: string;
  actor: 'member' | 'operator' | 'system';
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  createdAt: string;
};
export type Evidence = {
  id: string;
  removalRequestId: string;
  kind: string;
  outcome: string;
  reason: string | null;
  url: string;
  finalUrl: string | null;
  httpStatus: number | null;
  excerpt: string | null;
  /** The page text's SHA-256 (read at fetchedAt) and the PNG's (taken at screenshotAt). */
  sha256: string | null;
  screenshotSha256: string | null;
  screenshotAt: string | null;
  detail: string | null;
  fetchedAt: string;
};

/** The screenshot or full text of one piece of evidence (member-scoped, never cached). */
export const evidenceFileUrl = (evidenceId: string, part: 'screenshot' | 'text') =>
  `/api/requests/evidence/${encodeURIComponent(evidenceId)}/${part}`;
export type RequestDetail = {
  request: Takedown;
  events: TimelineEvent[];
  evidence: Evidence[];
  letters: { removalId: string; subject: string; body: string }[];
};
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
  list: ['requests', 'list'] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  metrics: (filter: MetricFilter) => ['requests', 'metrics', filter] as const,
};

export const useRequests = () =>
  useQuery({
    queryKey: requestKeys.list,
    queryFn: () => api.get<{ requests: Takedown[] }>('/api/requests').then((data) => data.requests),
  });

export const useRequestDetail = (id: string) =>
  useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: () => api.get<RequestDetail>(`/api/requests/${id}`, OPTIONS),
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
    queryFn: () =>
      api.get<{ metrics: DashboardMetrics; lastUpdated: string }>(`/api/dashboard/metrics?${query.toString()}`),
    retry: 1,
  });
}

type RemovalAction =
  { kind: 'authorise'; id: string } | { kind: 'submitted'; id: string; note?: string } | { kind: 'verify'; id: string };

/** The member's own steps on a removal: authorise a letter, mark a form done, check the page now. */
export function useRemovalAction() {
  const client = useQueryClient();
  return useMutation({
    // Run even when the browser says it is offline (React Query would pause it): offline steps are queued.
    networkMode: 'always',
    mutationFn: async (action: RemovalAction): Promise<{ queued: boolean }> => {
      const path = `/api/requests/removals/${action.id}/${action.kind}`;
      const body = action.kind === 'submitted' ? { note: action.note } : {};
      try {
        await api.post(path, body, OPTIONS);
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
