import { ResultPageSchema } from '@cleardocket/domain/search/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The member's court-record findings, to link one that does not print the case number. */
export const useCourtFindings = () =>
  useQuery({
    queryKey: ['court-records', 'findings'],
    queryFn: () => api.get('/api/search/results?category=court-records&page=1&pageSize=50', ResultPageSchema),
  });
