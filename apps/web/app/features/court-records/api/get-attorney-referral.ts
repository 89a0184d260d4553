import { AttorneyReferralSchema } from '@cleardocket/domain/court-records/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './court-api';
import { courtKeys } from './court-api';
import type { AttorneyLink } from './court-api';
import { linkQuery } from './court-api';

export const useAttorneyReferral = (id: string, link: AttorneyLink) =>
  useQuery({
    queryKey: courtKeys.attorneyReferral(id),
    queryFn: () =>
      api.get(`/api/court-records/attorney/referrals/${id}?${linkQuery(link)}`, AttorneyReferralSchema, {
        ...OPTIONS,
        redirectOnUnauthorized: false,
      }),
    retry: false,
  });
