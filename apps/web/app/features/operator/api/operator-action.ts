import { EvidenceResponseSchema, NoteResponseSchema } from '@cleardocket/domain/operator/contract';
import { RemovalResponseSchema } from '@cleardocket/domain/requests/contract';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './operator-api';
import { keys } from './operator-api';

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
