import { AdminAttorneyListSchema } from '@cleardocket/domain/court-records/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

export const useAdminAttorneys = () =>
  useQuery({
    queryKey: courtKeys.adminAttorneys,
    queryFn: () => api.get('/api/admin/court-records/attorneys', AdminAttorneyListSchema),
  });
