import { OPERATOR_QUEUE_PAGE } from '@cleardocket/domain/constants';
import { QueuePageSchema } from '@cleardocket/domain/operator/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import type { QueueFilter } from './operator-api';
import { keys } from './operator-api';

export function useOperatorQueue(filter: QueueFilter) {
  const query = new URLSearchParams({
    claimed: filter.claimed,
    sort: filter.sort,
    page: String(filter.page),
    pageSize: String(OPERATOR_QUEUE_PAGE.size),
  });
  if (filter.status) query.set('status', filter.status);
  if (filter.method) query.set('method', filter.method);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (filter.needsCheck) query.set('needsCheck', 'true');
  return useQuery({
    queryKey: keys.queue(filter),
    queryFn: () => api.get(`/api/admin/removals?${query.toString()}`, QueuePageSchema),
    placeholderData: (previous) => previous,
  });
}
