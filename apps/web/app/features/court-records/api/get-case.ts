import { CaseResponseSchema } from '@cleardocket/domain/court-records/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

export const useCase = (id: string) =>
  useQuery({
    queryKey: courtKeys.case(id),
    queryFn: () => api.get(`/api/court-records/cases/${id}`, CaseResponseSchema),
    enabled: Boolean(id),
  });
