import { CaseListSchema } from '@cleardocket/domain/court-records/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { courtKeys } from './court-api';

export const useCases = () =>
  useQuery({ queryKey: courtKeys.cases, queryFn: () => api.get('/api/court-records/cases', CaseListSchema) });
