import { TakedownListSchema } from '@cleardocket/domain/requests/contract';
import type { TakedownStatus } from '@cleardocket/domain/requests/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { requestKeys } from './requests-api';

/** What the requests list asks the server for: one page, optionally of one status. */
export type RequestsQuery = { status?: TakedownStatus; page: number; pageSize: number };

export const useRequests = (query: RequestsQuery) =>
  useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      if (query.status) params.set('status', query.status);
      return api.get(`/api/requests?${params.toString()}`, TakedownListSchema);
    },
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
