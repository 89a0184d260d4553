import { ReferralResponseSchema } from '@cleardocket/domain/court-records/contract';
import type { ReferralStatus } from '@cleardocket/domain/court-records/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { courtKeys } from './court-api';

export function useOperatorMoveReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: ReferralStatus; note: string | null }) =>
      api.post(`/api/admin/court-records/referrals/${id}/status`, ReferralResponseSchema, { status, note }, OPTIONS),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.adminReferrals }),
  });
}
