import { InboxPageSchema } from '@cleardocket/domain/contact/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { keys } from './console-api';
import { queryOf } from './console-api';

export type InboxState = 'open' | 'handled' | 'all';

export const useInbox = (filter: { state: InboxState; page: number }) =>
  useQuery({
    queryKey: [...keys.inbox, filter],
    queryFn: () => api.get(`/api/admin/inbox?${queryOf(filter)}`, InboxPageSchema),
    placeholderData: keepPreviousData,
  });
