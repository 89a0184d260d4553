import { MemberHistorySchema } from '@cleardocket/domain/operator/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export function useMemberHistory(memberId: string | null) {
  return useQuery({
    queryKey: ['operator', 'member', memberId],
    enabled: Boolean(memberId),
    queryFn: () => api.get(`/api/admin/members/${memberId}/requests`, MemberHistorySchema),
  });
}
