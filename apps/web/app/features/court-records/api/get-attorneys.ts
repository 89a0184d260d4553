import { AttorneyListSchema } from '@cleardocket/domain/court-records/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

export const useAttorneys = (state: string) =>
  useQuery({
    queryKey: courtKeys.attorneys(state),
    queryFn: () => api.get(`/api/court-records/attorneys?state=${encodeURIComponent(state)}`, AttorneyListSchema),
  });
