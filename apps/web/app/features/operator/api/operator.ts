import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_QUEUE_PAGE } from '@cleardocket/domain/constants';
import {
  BulkResultSchema,
  EvidenceResponseSchema,
  MemberHistorySchema,
  NoteResponseSchema,
  QueueMetricsSchema,
  QueuePageSchema,
} from '@cleardocket/domain/operator/contract';
import type { BulkBody } from '@cleardocket/domain/operator/contract';
import type { QueueSort } from '@cleardocket/domain/operator/queue';
import { RemovalResponseSchema, RequestDetailSchema } from '@cleardocket/domain/requests/contract';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

export type QueueFilter = {
  status: string;
  method: string;
  claimed: 'any' | 'mine' | 'unclaimed';
  /** Only pages the verification could not check after its retries. */
  needsCheck: boolean;
  /** Part of a reference or a member's email. */
  q: string;
  /** Deadline (soonest first), oldest or newest: sorted on the server, page by page. */
  sort: QueueSort;
  page: number;
};

const OPTIONS = { useServerMessage: true } as const;
const keys = { all: ['operator'] as const, queue: (filter: QueueFilter) => ['operator', 'queue', filter] as const };

export function useOperatorQueue(filter: QueueFilter) {
  const query = new URLSearchParams({
    claimed: filter.claimed,
    sort: filter.sort,
    page: String(filter.page),
    pageSize: String(OPERATOR_QUEUE_PAGE.size),
  });
  if (filter.status) query.set('status', filter.status);
  if (filter.method) query.set('method', filter.method);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (filter.needsCheck) query.set('needsCheck', 'true');
  return useQuery({
    queryKey: keys.queue(filter),
    queryFn: () => api.get(`/api/admin/removals?${query.toString()}`, QueuePageSchema),
    placeholderData: (previous) => previous,
  });
}

export function useMemberHistory(memberId: string | null) {
  return useQuery({
    queryKey: ['operator', 'member', memberId],
    enabled: Boolean(memberId),
    queryFn: () => api.get(`/api/admin/members/${memberId}/requests`, MemberHistorySchema),
  });
}

/** The figures at the top of the console: open work by age, overdue, each site's success. */
export const useQueueMetrics = () =>
  useQuery({
    queryKey: ['operator', 'metrics'] as const,
    queryFn: () => api.get('/api/admin/removals/metrics', QueueMetricsSchema),
  });

type OperatorAction =
  | { kind: 'claim'; id: string }
  | { kind: 'status'; id: string; status: RemovalStatus; note: string }
  | { kind: 'evidence'; id: string; note: string }
  | { kind: 'note'; id: string; text: string };

const DONE: Record<OperatorAction['kind'], string> = {
  claim: 'Claimed',
  status: 'Status changed',
  evidence: 'Evidence added',
  note: 'Internal note saved',
};

export function useOperatorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: OperatorAction): Promise<void> => {
      const base = `/api/admin/removals/${action.id}`;
      if (action.kind === 'claim') await api.post(`${base}/claim`, RemovalResponseSchema, {}, OPTIONS);
      else if (action.kind === 'status')
        await api.post(`${base}/status`, RemovalResponseSchema, { status: action.status, note: action.note }, OPTIONS);
      else if (action.kind === 'note')
        await api.post(`${base}/notes`, NoteResponseSchema, { text: action.text }, OPTIONS);
      else await api.post(`${base}/evidence`, EvidenceResponseSchema, { note: action.note }, OPTIONS);
    },
    onSuccess: (_data, action) => toast({ title: DONE[action.kind], variant: 'success' }),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** One action on the chosen removals; the answer says, per removal, done or refused and why. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBody) => api.post('/api/admin/removals/bulk', BulkResultSchema, body, OPTIONS),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Any member's request as the member sees it (the read is audited on the server). */
export const useOperatorRequest = (takedownId: string) =>
  useQuery({
    queryKey: ['operator', 'request', takedownId] as const,
    queryFn: () => api.get(`/api/admin/requests/${takedownId}`, RequestDetailSchema, OPTIONS),
  });

/** A member's court order, downloaded by the operator who sends it with a letter (audited). */
export const operatorOrderUrl = (documentId: string) =>
  `/api/admin/court-records/orders/${encodeURIComponent(documentId)}`;

export const operatorEvidenceUrl = (evidenceId: string, part: 'screenshot' | 'text') =>
  `/api/admin/evidence/${encodeURIComponent(evidenceId)}/${part}`;
