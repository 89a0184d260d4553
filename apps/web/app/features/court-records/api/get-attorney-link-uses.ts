import { AttorneyLinkUsesSchema } from '@cleardocket/domain/court-records/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

/** Whether a referral's attorney links still work, and each time they were used. */
const attorneyLinkUsesQuery = (referralId: string) =>
  queryOptions({
    queryKey: courtKeys.attorneyLinkUses(referralId),
    queryFn: () => api.get(`/api/court-records/referrals/${referralId}/attorney-link`, AttorneyLinkUsesSchema),
  });

export const useAttorneyLinkUses = (referralId: string) => useQuery(attorneyLinkUsesQuery(referralId));
