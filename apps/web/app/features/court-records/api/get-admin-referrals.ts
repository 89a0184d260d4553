import { AdminReferralListSchema } from '@cleardocket/domain/court-records/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

export const useAdminReferrals = () =>
  useQuery({
    queryKey: courtKeys.adminReferrals,
    queryFn: () => api.get('/api/admin/court-records/referrals', AdminReferralListSchema),
  });
