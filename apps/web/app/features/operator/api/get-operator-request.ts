import { RequestDetailSchema } from '@cleardocket/domain/requests/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './operator-api';

/** Any member's request as the member sees it (the read is audited on the server). */
export const useOperatorRequest = (takedownId: string) =>
  useQuery({
    queryKey: ['operator', 'request', takedownId] as const,
    queryFn: () => api.get(`/api/admin/requests/${takedownId}`, RequestDetailSchema, OPTIONS),
  });
