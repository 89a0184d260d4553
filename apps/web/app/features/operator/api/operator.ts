import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_QUEUE_PAGE } from '@cleardocket/domain/constants';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';

export type QueueItem = {
  removal: {
    id: string;
    reference: string;
    url: string;
    domain: string;
    siteName: string | null;
    method: string;
    status: RemovalStatus;
    optOutUrl: string | null;
    respondBy: string | null;
    takedownRequestId: string;
    /** Set when verification could not see the page after its retries (an operator task). */
    operatorCheckAt: string | null;
    checkProblem: string | null;
  };
  claimedByMe: boolean;
  claimed: boolean;
  memberId: string;
  memberName: string;
  memberEmail: string;
  takedownReference: string;
};
export type QueueFilter = {
  status: string;
  method: string;
  claimed: 'any' | 'mine' | 'unclaimed';
  /** Only pages the verification could not check after its retries. */
  needsCheck: boolean;
  /** Part of a reference or a member's email. */
  q: string;
  page: number;
};
export type QueuePage = { queue: QueueItem[]; total: number; page: number; pageSize: number };

const OPTIONS = { useServerMessage: true } as const;
const keys = { all: ['operator'] as const, queue: (filter: QueueFilter) => ['operator', 'queue', filter] as const };

export function useOperatorQueue(filter: QueueFilter) {
  const query = new URLSearchParams({
    claimed: filter.claimed,
    page: String(filter.page),
    pageSize: String(OPERATOR_QUEUE_PAGE.size),
  });
  if (filter.status) query.set('status', filter.status);
  if (filter.method) query.set('method', filter.method);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (filter.needsCheck) query.set('needsCheck', 'true');
  return useQuery({
    queryKey: keys.queue(filter),
    queryFn: () => api.get<QueuePage>(`/api/admin/removals?${query.toString()}`),
    placeholderData: (previous) => previous,
  });
}

export function useMemberHistory(memberId: string | null) {
  return useQuery({
    queryKey: ['operator', 'member', memberId],
    enabled: Boolean(memberId),
    queryFn: () =>
      api.get<{
        requests: {
          id: string;
          reference: string;
          status: string;
          url: string;
          removals: { reference: string; status: string; domain: string }[];
        }[];
      }>(`/api/admin/members/${memberId}/requests`),
  });
}

type OperatorAction =
  | { kind: 'claim'; id: string }
  | { kind: 'status'; id: string; status: RemovalStatus; note: string }
  | { kind: 'evidence'; id: string; note: string };

export function useOperatorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OperatorAction) => {
      const base = `/api/admin/removals/${action.id}`;
      if (action.kind === 'claim') return api.post(`${base}/claim`, {}, OPTIONS);
      if (action.kind === 'status')
        return api.post(`${base}/status`, { status: action.status, note: action.note }, OPTIONS);
      return api.post(`${base}/evidence`, { note: action.note }, OPTIONS);
    },
    onSuccess: (_data, action) =>
      toast({
        title: action.kind === 'claim' ? 'Claimed' : action.kind === 'status' ? 'Status changed' : 'Evidence added',
        variant: 'success',
      }),
    onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
