import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxSchema } from '@cleardocket/domain/outbox/contract';
import { api } from '~/lib/api-client';

/** Messages stored instead of sent, refreshed every 5 s so a code arrives without reloading. */
function getOutboxQueryOptions() {
  return queryOptions({
    queryKey: ['outbox'],
    queryFn: () => api.get('/api/outbox', OutboxSchema, { redirectOnUnauthorized: false }),
    refetchInterval: 5000,
  });
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
