import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxSchema } from '@cleardocket/domain/outbox/contract';
import { api } from '~/lib/api-client';

export type OutboxFilter = { recipient?: string; limit?: number };

/** Messages stored instead of sent, refreshed every 5 s so a code arrives without reloading. */
function getOutboxQueryOptions(filter: OutboxFilter) {
  const query = new URLSearchParams();
  if (filter.recipient) query.set('recipient', filter.recipient);
  if (filter.limit) query.set('limit', String(filter.limit));
  const search = query.toString();
  return queryOptions({
    queryKey: ['outbox', filter],
    queryFn: () => api.get(`/api/outbox${search ? `?${search}` : ''}`, OutboxSchema, { redirectOnUnauthorized: false }),
    refetchInterval: 5000,
    placeholderData: keepPreviousData,
  });
}

/** The newest messages (50 unless `limit`), to one `recipient` if given (an exact address). */
export function useOutbox(filter: OutboxFilter = {}) {
  return useQuery(getOutboxQueryOptions(filter));
}
