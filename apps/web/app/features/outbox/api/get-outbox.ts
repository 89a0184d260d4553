import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export type OutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/** Messages stored instead of sent, refreshed every 5 s so a code arrives without reloading. */
export function getOutboxQueryOptions() {
  return queryOptions({
    queryKey: ['outbox'],
    queryFn: () => api.get<{ messages: OutboxMessage[] }>('/api/outbox', { redirectOnUnauthorized: false }),
    refetchInterval: 5000,
  });
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
