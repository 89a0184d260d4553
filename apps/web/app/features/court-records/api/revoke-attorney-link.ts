import { AttorneyLinkUsesSchema } from '@cleardocket/domain/court-records/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS, courtKeys } from './court-api';

/** The member withdraws the attorney's links of one referral: every link of it stops working. */
export function useRevokeAttorneyLink(referralId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/api/court-records/referrals/${referralId}/attorney-link/revoke`, AttorneyLinkUsesSchema, {}, OPTIONS),
    onSuccess: (uses) => client.setQueryData(courtKeys.attorneyLinkUses(referralId), uses),
  });
}
