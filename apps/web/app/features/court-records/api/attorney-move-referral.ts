import { ReferralResponseSchema } from '@cleardocket/domain/court-records/contract';
import type { ReferralStatus } from '@cleardocket/domain/court-records/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { courtKeys } from './court-api';
import type { AttorneyLink } from './court-api';
import { linkQuery } from './court-api';

export function useAttorneyMoveReferral(id: string, link: AttorneyLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ status, note }: { status: ReferralStatus; note: string | null }) =>
      api.post(
        `/api/court-records/attorney/referrals/${id}/status?${linkQuery(link)}`,
        ReferralResponseSchema,
        { status, note },
        { ...OPTIONS, redirectOnUnauthorized: false },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: courtKeys.attorneyReferral(id) }),
  });
}
